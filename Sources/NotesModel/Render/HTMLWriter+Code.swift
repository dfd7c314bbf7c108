/// Code blocks (framed, highlighted, decorated), groups of paired snippets, and footnotes.
extension HTMLWriter {
    /// Paired snippets (same `compare=ID`): side by side on wide screens, tabs on narrow ones.
    mutating func compareGroup(_ group: CompareGroup, blocks: [Block]) {
        cr()
        compareCounter += 1
        let base = "compare-\(compareCounter)"
        let id = HTMLEscape.text(group.id)
        let firstLine = group.members.first.map { blocks[$0.blocks[0]].line }
        let proof = firstLine.flatMap { renderer.codeDecorations[$0]?.proof }
        html += "<div class=\"compare-group\" id=\"proof-\(id)\" data-compare=\"\(id)\">\n"
        if let proof, let label = proof.label {
            let style = proof.isProven ? "compare-proof-ok" : "compare-proof-fail"
            let detail = proof.isProven ? "sitegen verify가 실행해 보니 \(proof.agreeing.joined(separator: ", ")) 구현의 출력이 모두 같았습니다" : "sitegen verify가 실행해 보니 출력이 서로 달랐습니다"
            html += "<p class=\"compare-proof \(style)\" title=\"\(HTMLEscape.text(detail))\"><span aria-hidden=\"true\">\(proof.isProven ? "✓" : "✗")</span> \(HTMLEscape.text(label))</p>\n"
        }
        html += "<div class=\"compare-tabs\" role=\"tablist\" aria-label=\"비교: \(id)\">"
        for (number, member) in group.members.enumerated() {
            let title = HTMLEscape.text(member.title)
            html += "<button type=\"button\" role=\"tab\" class=\"compare-tab\" id=\"\(base)-\(number)\" aria-controls=\"\(base)-\(number)-panel\" aria-selected=\"\(number == 0)\" data-title=\"\(title)\">\(title)</button>"
        }
        html += "</div>\n"
        for (number, member) in group.members.enumerated() {
            html += "<div class=\"compare-panel\(number == 0 ? " is-active" : "")\" role=\"tabpanel\" id=\"\(base)-\(number)-panel\" aria-labelledby=\"\(base)-\(number)\" data-title=\"\(HTMLEscape.text(member.title))\">\n"
            for index in member.blocks { block(blocks[index], tight: false, footnote: nil) }
            html += "</div>\n"
        }
        html += "</div>\n"
    }

    mutating func codeBlock(_ code: Block.Code, line: Int) {
        cr()
        let snippet = code.snippet
        let firstWord = String(code.info.prefix { !$0.isWhitespace })
        let isOutput = snippet.kind == .output
        let decoration = renderer.codeDecorations[line]
        if let decoration, decoration.hidesBlock {
            html += decoration.trailingHTML
            return
        }
        html += "<div class=\"code-block\(isOutput ? " code-output" : "")\" data-lang=\"\(HTMLEscape.text(firstWord))\">"
        html += "<div class=\"code-header\"><span class=\"code-lang\">\(isOutput ? "출력" : HTMLEscape.text(firstWord))</span>"
        if let title = snippet.title { html += "<span class=\"code-title\">\(HTMLEscape.text(title))</span>" }
        if let badges = decoration?.badges, !badges.isEmpty {
            html += "<span class=\"code-badges\">"
            for badge in badges {
                let title = badge.detail.map { " title=\"\(HTMLEscape.text($0))\"" } ?? ""
                html += "<span class=\"badge badge-\(badge.style)\"\(title)>\(HTMLEscape.text(badge.label))</span>"
            }
            html += "</span>"
        }
        html += "<button type=\"button\" class=\"copy-button\" aria-label=\"코드 복사\">복사</button></div>"
        if firstWord.isEmpty {
            html += "<pre><code>"
        } else {
            html += "<pre><code class=\"language-\(HTMLEscape.text(firstWord))\">"
        }
        if snippet.language != "swift" {
            html += HTMLEscape.text(code.literal)
        } else if let highlighted = code.highlightedHTML {
            // Linking highlighted it with the course's mention index, the one `renderer` holds.
            html += highlighted
        } else {
            html += SwiftHighlighter.highlight(CodeBlock.displayed(code.literal), index: renderer.mentionIndex)
        }
        html += "</code></pre></div>\n"
        if let trailing = decoration?.trailingHTML, !trailing.isEmpty { html += trailing }
        if let marbles = decoration?.marbles { html += MarbleSVG.figure(marbles, id: "marbles-\(line)") }
    }

    mutating func footnoteDefinition(_ content: [Block]) {
        if !footnotesOpen {
            cr()
            html += "<section class=\"footnotes\">\n<ol>\n"
            footnotesOpen = true
        }
        let index = footnoteCounter + 1
        footnoteCounter = index
        backrefWritten = false
        html += "<li id=\"fn\(index)\">\n"
        let occurrences = footnoteOccurrences[index] ?? 1
        blocks(content, tight: false, footnote: (index, occurrences))
        if !backrefWritten {
            backref((index, occurrences))
            html += "\n"
        }
        html += "</li>\n"
    }


    /// The "↩" links back to each reference; written once per definition.
    mutating func backref(_ footnote: (index: Int, occurrences: Int)) {
        guard !backrefWritten else { return }
        backrefWritten = true
        html += "<a href=\"#fnref\(footnote.index)\" class=\"footnote-backref\" aria-label=\"본문으로 돌아가기\">↩</a>"
        if footnote.occurrences > 1 {
            for occurrence in 2...footnote.occurrences {
                html += " <a href=\"#fnref\(footnote.index)-\(occurrence)\" class=\"footnote-backref\">↩<sup>\(occurrence)</sup></a>"
            }
        }
    }

    mutating func closeFootnotes() {
        if footnotesOpen { html += "</ol>\n</section>\n" }
    }

}
