/// The print page (`/print/`): the whole course in one document, in reading order — the home
/// page's introduction, each chapter's introduction and its notes, then the concept pages — for
/// printing or saving as PDF. Each page's body is drawn as on its own page (snippet badges and
/// outputs included) and made a section of the document by `PrintAnchors`. The page is not in
/// the sitemap or the search index: it repeats every note, which keep those roles.
extension SiteRenderer {
    public static let printURL = "/print/"

    /// Each page's section body by its URL, as `printPage` last drew them (`RenderPlan.Rendered`
    /// keeps them, so a save draws again only the pages it changed), and the section URLs links
    /// were resolved against: when those change, every section is drawn again.
    public struct PrintSections: Sendable {
        var targets: Set<String> = []
        var bodies: [String: String] = [:]

        public init() {}

        /// Without the sections of the pages at `urls` (their note or badges changed).
        func removing(_ urls: some Sequence<String>) -> PrintSections {
            var copy = self
            for url in urls { copy.bodies[url] = nil }
            return copy
        }
    }

    /// Every page the print page holds, in its order.
    var printedPages: [CoursePage] {
        var pages: [CoursePage] = course.home.map { [$0] } ?? []
        for chapter in course.chapters {
            if let index = chapter.index { pages.append(index) }
            pages += chapter.pages.map { course.pages[$0] }
        }
        return pages + course.conceptPages
    }

    /// The print page, drawing again only the sections not in `reusing`; returns the sections
    /// it used, for the next time.
    public func printPage(reusing previous: PrintSections = PrintSections()) -> (file: SiteFile, sections: PrintSections) {
        let pages = printedPages
        // A chapter's section is there whether or not it has an introduction.
        let anchors = PrintAnchors(sections: Set(pages.map(\.url) + course.chapters.compactMap(\.url)))
        let reusable = previous.targets == anchors.sections ? previous.bodies : [:]
        var used = PrintSections()
        used.targets = anchors.sections
        let missing = pages.filter { reusable[$0.url] == nil }
        let draw: @Sendable (CoursePage) -> String = { anchors.scope(body(of: $0), url: $0.url) }
        let drawn = missing.count > 2 ? missing.parallelMap(draw) : missing.map(draw)
        for (page, body) in zip(missing, drawn) { used.bodies[page.url] = body }
        for page in pages where used.bodies[page.url] == nil { used.bodies[page.url] = reusable[page.url] }
        let sections = used.bodies

        func part(_ page: CoursePage) -> [String: Any] {
            let matter = page.note.frontMatter
            return [
                "title": page.note.title,
                "id": PrintAnchors.id(nil, in: page.url),
                "url": page.url,
                "absoluteURL": site.absolute(page.url),
                "description": matter.description ?? "",
                "body": sections[page.url] ?? "",
            ]
        }
        var printContext = context.base(title: "인쇄용 전체 강의", description: "강의 전체를 한 쪽에 모은 인쇄용 페이지", url: Self.printURL, kind: "print")
        var book: [String: Any] = [
            "chapters": course.chapters.enumerated().map { position, chapter -> [String: Any] in
                var entry: [String: Any] = [
                    "title": chapter.title,
                    "id": PrintAnchors.id(nil, in: chapter.url ?? "/print/chapter-\(position + 1)/"),
                    "description": chapter.description ?? "",
                    "notes": chapter.pages.map { part(course.pages[$0]) },
                ]
                // Not `intro`: a chapter without one would show the home page's (Mustache looks
                // a missing name up in the enclosing context).
                entry["body"] = chapter.index.map { sections[$0.url] ?? "" } ?? ""
                return entry
            },
            "concepts": course.conceptPages.map { part($0) },
            "hasConcepts": !course.conceptPages.isEmpty,
            "hasMarbles": sections.values.contains { $0.contains(MarbleSVG.figureMarker) },
        ]
        if let home = course.home { book["intro"] = part(home) }
        printContext["book"] = book
        return (htmlFile(PageURL.outputFile(Self.printURL), "print", printContext), used)
    }
}
