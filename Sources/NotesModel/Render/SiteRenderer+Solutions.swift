/// Each exercise's solution on a page of its own (`ExerciseSplit`), under its note's page:
/// hints first, each folded, then the solution, its output and its explanation.
extension SiteRenderer {
    /// The solution pages of the note at `index` (none for most notes).
    func solutionPages(_ index: Int) -> [SiteFile] {
        let page = course.pages[index]
        guard page.note.codeBlocks.contains(where: { $0.info.solutionID != nil }) else { return [] }
        let split = ExerciseSplit(page.note.document)
        let links = page.rewrittenLinks
        var renderer = HTMLRenderer(resolveLink: { links[$0] ?? $0 }, codeDecorations: decorations[page.note.relativePath] ?? [:])
        renderer.mentionIndex = course.mentionIndex.isEmpty ? nil : course.mentionIndex
        return split.solutions.map { solution in
            let url = ExerciseSplit.url(note: page.url, id: solution.id)
            let name = solution.title ?? solution.id
            var body = "<p class=\"solution-back\"><a href=\"\(HTMLEscape.text(page.url))\">← 문제로 돌아가기: \(HTMLEscape.text(page.note.title))</a></p>\n"
            for (number, hint) in solution.hints.enumerated() {
                body += "<details class=\"solution-hint\"><summary>힌트 \(number + 1)</summary>\n\(renderer.render(MarkdownDocument(blocks: hint)))</details>\n"
            }
            if !solution.hints.isEmpty {
                body += "<details class=\"solution-reveal\"><summary>풀이 보기</summary>\n\(renderer.render(MarkdownDocument(blocks: solution.blocks)))</details>\n"
            } else {
                body += renderer.render(MarkdownDocument(blocks: solution.blocks))
            }
            var context = self.context.base(title: "풀이: \(name)", description: "", url: url, kind: "solution", currentChapter: page.chapterIndex, currentURL: page.url,
                                            sidebarBlock: page.chapterIndex.map { ChapterPaging.block(of: page.chapterPosition, noteCount: course.chapters[$0].pages.count) } ?? 0)
            var noteContext: [String: Any] = [
                "title": "풀이: \(name)",
                "description": "",
                "readingMinutes": max(1, page.note.readingMinutes / 4),
                "tags": [] as [Any],
                "source": page.note.displayPath,
                "toc": [] as [Any],
                "hasToc": false,
                "body": body,
                "hasMarbles": body.includes(MarbleSVG.figureMarker),
            ]
            var chapterLink: [String: Any] = ["title": page.note.title]
            chapterLink["url"] = page.url
            noteContext["chapter"] = chapterLink
            context["note"] = noteContext
            return htmlFile(PageURL.outputFile(url), "note", context)
        }
    }
}
