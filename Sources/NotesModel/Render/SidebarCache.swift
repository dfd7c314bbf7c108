/// The `_sidebar` partial rendered once per chapter (and once for the pages of no chapter),
/// instead of once per page: every page of a chapter shows the same list, and only its own link
/// differs. Each page gets a copy with `aria-current="page"` added to the link to itself, which
/// the stylesheet and screen readers both go by. At 1,000 notes this takes the render stage from
/// about 2.3 s to 1.3 s (docs/benchmarks.md).
struct SidebarCache: Sendable {
    /// Chapter (-1 for none) → sidebar block (`ChapterPaging.block(of:)`) → HTML.
    private let byChapter: [Int: [[UInt8]]]
    private static let noChapter = -1

    /// `context` must be a context without a cache (the partial is rendered with it). A long
    /// chapter has one sidebar per block of notes (`ChapterPaging`), rendered on every core.
    init(theme: Theme, context: PageContext, chapters: Int) {
        let jobs = [(Self.noChapter, 0)] + (0..<chapters).flatMap { chapter in
            let notes = context.course.chapters[chapter].pages.count
            let blocks = ChapterPaging.isLong(notes) ? (notes + ChapterPaging.block - 1) / ChapterPaging.block : 1
            return (0..<blocks).map { (chapter, $0) }
        }
        let rendered = jobs.parallelMap { chapter, block in
            let page = context.base(title: "", description: "", url: "", kind: "sidebar", currentChapter: chapter == Self.noChapter ? nil : chapter, sidebarBlock: block)
            return theme.renderBytes("_sidebar", page)
        }
        var byChapter: [Int: [[UInt8]]] = [:]
        for (job, html) in zip(jobs, rendered) { byChapter[job.0, default: []].append(html) }
        self.byChapter = byChapter
    }

    /// The sidebar of a page of `chapter` at `url`, its link to itself marked current.
    func html(chapter: Int?, block: Int = 0, url: String?) -> String {
        let blocks = byChapter[chapter ?? Self.noChapter] ?? []
        let html = blocks.isEmpty ? [] : blocks[min(block, blocks.count - 1)]
        // The link as Mustache escaped it into the attribute.
        guard let url, let end = Self.end(of: Array("href=\"\(TemplateEscaping.escape(url))\"".utf8), in: html) else {
            return String(decoding: html, as: UTF8.self)
        }
        return String(decoding: html[..<end] + Array(" aria-current=\"page\"".utf8) + html[end...], as: UTF8.self)
    }

    /// Where the first `needle` in `haystack` ends (a byte search; Foundation's `range(of:)`
    /// took an eighth of the build).
    static func end(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var start = 0
        while let found = haystack[start...].firstIndex(of: first) {
            guard found + needle.count <= haystack.count else { return nil }
            if haystack[found..<found + needle.count].elementsEqual(needle) { return found + needle.count }
            start = found + 1
        }
        return nil
    }
}
