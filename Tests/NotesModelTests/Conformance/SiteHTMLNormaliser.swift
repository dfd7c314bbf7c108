import Foundation

/// Removes what the site adds on purpose to cmark-gfm's HTML, so the rest can be compared with
/// the spec: heading ids and anchor links, code block frames (header, copy button, badges) and
/// Swift highlighting spans.
enum SiteHTMLNormaliser {
    static func normalise(_ html: String) -> String {
        var text = html
        text.replace(#/<(h[1-6]) id="[^"]*">/#) { "<\($0.output.1)>" }
        text.replace(#/ <a class="heading-anchor" href="[^"]*" aria-label="[^"]*">#</a>(</h[1-6]>)/#) { String($0.output.1) }
        text.replace(#/<div class="code-block[^"]*" data-lang="[^"]*"><div class="code-header">.*?</div><pre>/#) { _ in "<pre>" }
        text.replace(#/</code></pre></div>\n/#) { _ in "</code></pre>\n" }
        text.replace(#/<span class="tok-[a-z]+">(.*?)</span>/#) { String($0.output.1) }
        text.replace(#/ aria-label="본문으로 돌아가기"/#) { _ in "" }
        return canonicalInputs(text)
    }

    /// `<input type="checkbox" disabled="" />` and `<input disabled="" type="checkbox">` are the same
    /// element; the spec's prose and cmark-gfm's renderer write it differently. Applied to both
    /// sides of the comparison.
    static func canonicalInputs(_ html: String) -> String {
        var text = html
        text.replace(#/<input ([^>]*?)\s*/?>/#) { match in
            let attributes = match.output.1.split(separator: " ").sorted().joined(separator: " ")
            return "<input \(attributes)>"
        }
        return text
    }
}
