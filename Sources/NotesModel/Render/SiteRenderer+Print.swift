/// The print page (`/print/`): the whole course in one document, in reading order — the home
/// page's introduction, each chapter's introduction and its notes, then the concept pages — for
/// printing or saving as PDF. Each page's body is drawn as on its own page (snippet badges and
/// outputs included) and made a section of the document by `PrintAnchors`. The page is not in
/// the sitemap or the search index: it repeats every note, which keep those roles.
extension SiteRenderer {
    public static let printURL = "/print/"

    /// Each page's section by its URL, as `printPage` last drew them (`RenderPlan.Rendered`
    /// keeps them, so a save draws again only the pages it changed), and the section URLs links
    /// were resolved against: when those change, every section is drawn again.
    public struct PrintSections: Sendable {
        struct Section: Sendable {
            /// The body, ids scoped, links resolved, under the site's path.
            var html: String
            var hasMarbles: Bool
        }

        var targets: Set<String> = []
        var bodies: [String: Section] = [:]

        public init() {}

        init(targets: Set<String>, bodies: [String: Section]) {
            self.targets = targets
            self.bodies = bodies
        }

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

    /// How the print page scopes ids and resolves links: against every page it holds and every
    /// chapter (a chapter's section is there whether or not it has an introduction).
    var printAnchors: PrintAnchors {
        PrintAnchors(sections: Set(printedPages.map(\.url) + course.chapters.compactMap(\.url)))
    }

    /// A page's section of the print page, from the body its own page shows.
    func printSection(_ body: String, of page: CoursePage, anchors: PrintAnchors) -> PrintSections.Section {
        let html = site.path.rewrite(anchors.scope(body, url: page.url))
        return PrintSections.Section(html: html, hasMarbles: html.includes(MarbleSVG.figureMarker))
    }

    /// The print page, drawing again only the sections not in `reusing`; returns the sections
    /// it used, for the next time.
    public func printPage(reusing previous: PrintSections = PrintSections()) -> (file: SiteFile, sections: PrintSections) {
        let pages = printedPages
        let anchors = printAnchors
        let reusable = previous.targets == anchors.sections ? previous.bodies : [:]
        var used = PrintSections()
        used.targets = anchors.sections
        let missing = pages.filter { reusable[$0.url] == nil }
        let draw: @Sendable (CoursePage) -> PrintSections.Section = { page in
            printSection(body(of: page), of: page, anchors: anchors)
        }
        let drawn = missing.count > 2 ? missing.parallelMap(draw) : missing.map(draw)
        for (page, section) in zip(missing, drawn) { used.bodies[page.url] = section }
        for page in pages where used.bodies[page.url] == nil { used.bodies[page.url] = reusable[page.url] }
        let sections = used.bodies
        // The bodies (megabytes at a thousand notes) go into the page after Mustache has drawn
        // it around markers: through Mustache they took most of a save's time while serving.
        var bodies: [String] = []
        func marker(_ html: String) -> String {
            bodies.append(html)
            return Self.bodyMark + String(bodies.count - 1) + Self.bodyMark
        }

        func part(_ page: CoursePage) -> [String: Any] {
            let matter = page.note.frontMatter
            return [
                "title": page.note.title,
                "id": PrintAnchors.id(nil, in: page.url),
                "url": page.url,
                // On paper, where the note is on the web: only when the site says where it is published.
                "absoluteURL": site.isPublished ? site.absolute(page.url) : "",
                "description": matter.description ?? "",
                "body": marker(sections[page.url]?.html ?? ""),
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
                entry["body"] = chapter.index.map { marker(sections[$0.url]?.html ?? "") } ?? ""
                return entry
            },
            "concepts": course.conceptPages.map { part($0) },
            "hasConcepts": !course.conceptPages.isEmpty,
            "hasMarbles": sections.values.contains { $0.hasMarbles },
        ]
        if let home = course.home { book["intro"] = part(home) }
        printContext["book"] = book
        let frame = site.path.rewrite(theme.render("print", printContext))
        return (SiteFile(path: PageURL.outputFile(Self.printURL), text: Self.splice(frame, bodies)), used)
    }

    /// Stands for a body in the page Mustache draws: U+0001 appears in no HTML sitegen writes
    /// (a control character is not allowed in an HTML document).
    static let bodyMark = "\u{1}"

    /// `frame` with each `bodyMark` N `bodyMark` replaced by `bodies[N]`.
    static func splice(_ frame: String, _ bodies: [String]) -> String {
        var out = ""
        out.reserveCapacity(frame.utf8.count + bodies.reduce(0) { $0 + $1.utf8.count })
        for (position, piece) in frame.split(separator: Character(bodyMark), omittingEmptySubsequences: false).enumerated() {
            if position % 2 == 1, let index = Int(piece), bodies.indices.contains(index) {
                out += bodies[index]
            } else {
                out += piece
            }
        }
        return out
    }
}
