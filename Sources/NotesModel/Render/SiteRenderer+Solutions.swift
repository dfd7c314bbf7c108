/// Each exercise's solution on a page of its own (`ExerciseSplit`), under its note's page:
/// hints first, each folded, then the solution, its output and its explanation; and each
/// exercise as a Swift package to download (`ExercisePackage`).
extension SiteRenderer {
    /// The solution pages and exercise packages of the note at `index` (none for most notes).
    func solutionPages(_ index: Int) -> [SiteFile] {
        let page = course.pages[index]
        guard page.note.codeBlocks.contains(where: { $0.info.solutionID != nil }) else { return [] }
        let split = ExerciseSplit(page.note.document)
        let renderer = blockRenderer(for: page)
        return split.solutions.map { solutionPage($0, of: page, renderer: renderer) } + exercisePackages(of: page, split: split)
    }

    /// A renderer for `page`'s blocks, with its links and code decorations.
    func blockRenderer(for page: CoursePage) -> HTMLRenderer {
        let links = page.rewrittenLinks
        var renderer = HTMLRenderer(resolveLink: { links[$0] ?? $0 }, codeDecorations: decorations[page.note.relativePath] ?? [:])
        renderer.mentionIndex = course.mentionIndex.isEmpty ? nil : course.mentionIndex
        return renderer
    }

    /// The hints, each folded, then the solution (folded too when there are hints).
    func solutionHTML(_ solution: ExerciseSplit.Solution, renderer: HTMLRenderer) -> String {
        var body = ""
        for (number, hint) in solution.hints.enumerated() {
            body += "<details class=\"solution-hint\"><summary>힌트 \(number + 1)</summary>\n\(renderer.render(MarkdownDocument(blocks: hint)))</details>\n"
        }
        if !solution.hints.isEmpty {
            body += "<details class=\"solution-reveal\"><summary>풀이 보기</summary>\n\(renderer.render(MarkdownDocument(blocks: solution.blocks)))</details>\n"
        } else {
            body += renderer.render(MarkdownDocument(blocks: solution.blocks))
        }
        return body
    }

    /// The print page's appendix: every solution of the course, in reading order, each under
    /// its exercise's name and note.
    func printedSolutions() -> [[String: Any]] {
        course.chapters.flatMap(\.pages).compactMap { index -> [[String: Any]]? in
            let page = course.pages[index]
            guard page.note.codeBlocks.contains(where: { $0.info.solutionID != nil }) else { return nil }
            let renderer = blockRenderer(for: page)
            return ExerciseSplit(page.note.document).solutions.map { solution in
                ["title": solution.title ?? solution.id, "note": page.note.title, "id": "print-solution-\(PrintAnchors.id(nil, in: page.url))-\(solution.id)",
                 "body": solutionHTML(solution, renderer: renderer)] as [String: Any]
            }
        }.flatMap { $0 }
    }

    func solutionPage(_ solution: ExerciseSplit.Solution, of page: CoursePage, renderer: HTMLRenderer) -> SiteFile {
        let url = ExerciseSplit.url(note: page.url, id: solution.id)
        let name = solution.title ?? solution.id
        let body = "<p class=\"solution-back\"><a href=\"\(HTMLEscape.text(page.url))\">← 문제로 돌아가기: \(HTMLEscape.text(page.note.title))</a></p>\n"
            + solutionHTML(solution, renderer: renderer)
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

    /// One zip per exercise that has a starter and a solution, with the setup code its
    /// snippets include (the course's, then the note's).
    func exercisePackages(of page: CoursePage, split: ExerciseSplit) -> [SiteFile] {
        let blocks = page.note.codeBlocks
        let courseSetup = course.home.map { $0.note.codeBlocks.filter { $0.info.kind == .setup }.map(\.source) } ?? []
        let noteSetup = page.note.relativePath == "index.md" ? [] : blocks.filter { $0.info.kind == .setup }.map(\.source)
        return split.solutions.compactMap { solution -> SiteFile? in
            guard let starter = blocks.first(where: { $0.info.exerciseID == solution.id && $0.info.kind == .shown }),
                  let answer = blocks.first(where: { $0.info.solutionID == solution.id }) else { return nil }
            let checks = blocks.first { $0.info.exerciseID == solution.id && $0.info.kind == .test }
            let package = ExercisePackage(id: solution.id, title: solution.title ?? solution.id, noteTitle: page.note.title, setup: courseSetup + noteSetup,
                                          starter: starter.source, checks: checks?.source, expectedOutput: answer.expectedOutput)
            guard let bytes = try? package.zip() else { return nil }
            return SiteFile(path: String(ExercisePackage.url(note: page.url, id: solution.id).dropFirst()), data: bytes)
        }
    }
}
