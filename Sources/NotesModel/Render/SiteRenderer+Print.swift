import Dispatch
/// The print page (`/print/`): the whole course in one document, in reading order — the home
/// page's introduction, each chapter's introduction and its notes, then the concept pages — for
/// printing or saving as PDF; a long course in parts (`PrintBook`). Each page's body is drawn as
/// on its own page (snippet badges and outputs included) and made a section of the document by
/// `PrintAnchors`. The page is not in the sitemap or the search index: it repeats every note,
/// which keep those roles.
extension SiteRenderer {
    public static let printURL = "/print/"

    /// Each page's section by its URL, as `printPage` last drew them (`RenderPlan.Rendered`
    /// keeps them, so a save draws again only the pages it changed), and the parts the links
    /// were resolved against (section URL → part URL): when those change, every section is drawn
    /// again.
    public struct PrintSections: Sendable {
        struct Section: Sendable {
            /// The body, ids scoped, links resolved, under the site's path, as UTF-8: once a
            /// part is drawn, a slice of that part's bytes, so that the sections kept for the
            /// next save take no memory of their own (at 10,000 notes as much as the print page).
            var html: ArraySlice<UInt8>
            var hasMarbles: Bool
        }

        var targets: [String: String] = [:]
        var bodies: [String: Section] = [:]

        public init() {}

        init(targets: [String: String], bodies: [String: Section]) {
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
    /// chapter (a chapter's section is there whether or not it has an introduction), each in its
    /// part.
    var printAnchors: PrintAnchors {
        PrintAnchors(parts: PrintBook(course).partOfSection)
    }

    /// A page's section of the print page, its body drawn for it.
    func printSection(of page: CoursePage, anchors: PrintAnchors) -> PrintSections.Section {
        printSection(body(of: page), of: page, anchors: anchors)
    }

    /// A page's section of the print page, from the body its own page shows.
    func printSection(_ body: String, of page: CoursePage, anchors: PrintAnchors) -> PrintSections.Section {
        let bytes = site.path.rewrite(anchors.scopedBytes(body, url: page.url))
        let hasMarbles = bytes.withUnsafeBufferPointer { ByteSearch.firstOffset(of: Self.figureMarker, in: $0) != nil }
        return PrintSections.Section(html: bytes[...], hasMarbles: hasMarbles)
    }

    private static let figureMarker = Array(MarbleSVG.figureMarker.utf8)

    /// The print page's parts (one for most courses), drawing again only the sections not in
    /// `reusing`; returns the sections it used, for the next time.
    public func printPage(reusing previous: PrintSections = PrintSections()) -> (files: [SiteFile], sections: PrintSections) {
        let pages = printedPages
        let book = PrintBook(course)
        let anchors = PrintAnchors(parts: book.partOfSection)
        let reusable = previous.targets == anchors.parts ? previous.bodies : [:]
        var used = PrintSections()
        used.targets = anchors.parts
        let missing = pages.filter { reusable[$0.url] == nil }
        let draw: @Sendable (CoursePage) -> PrintSections.Section = { printSection(of: $0, anchors: anchors) }
        let drawn = missing.count > 2 ? missing.parallelMap(draw) : missing.map(draw)
        for (page, section) in zip(missing, drawn) { used.bodies[page.url] = section }
        for page in pages where used.bodies[page.url] == nil { used.bodies[page.url] = reusable[page.url] }
        var files: [SiteFile] = []
        for part in book.parts {
            let (file, placed) = printPart(part, of: book, sections: used.bodies)
            for (url, range) in placed { used.bodies[url]?.html = file.data[range] }
            files.append(file)
        }
        return (files, used)
    }

    /// Every note page and the print page's parts, for a build that writes them as they are
    /// made (`output`): part by part, the part's notes are drawn (their pages written, their
    /// print sections kept), then the part itself, beside the next part's notes, and its
    /// sections are let go; at most two parts' sections are in memory, where
    /// `notePagesAndPrintSections` keeps every body of the course until the print page is drawn
    /// (at 10,000 notes, hundreds of megabytes).
    func notePagesAndPrintParts() -> [SiteFile] {
        let book = PrintBook(course)
        let anchors = PrintAnchors(parts: book.partOfSection)
        var files: [SiteFile] = []
        var drawnNotes = Set<Int>()
        // A part is drawn on its own thread while the next part's notes are (drawn between the
        // parts' notes, it left a core idle).
        let drawing = DispatchGroup()
        let parts = ResultSlots<SiteFile>(count: book.parts.count)
        for (number, part) in book.parts.enumerated() {
            var notes: [Int] = []
            var others: [CoursePage] = []
            if part.intro, let home = course.home { others.append(home) }
            for slice in part.chapters {
                let chapter = course.chapters[slice.chapter]
                if !slice.continued, let index = chapter.index { others.append(index) }
                notes += chapter.pages[slice.notes]
            }
            others += course.conceptPages[part.concepts]
            let drawn = notes.parallelMap { index in
                let (file, section) = notePageAndPrintSection(index, anchors: anchors)
                return (written(file), section)
            }
            var sections: [String: PrintSections.Section] = [:]
            for (index, (file, section)) in zip(notes, drawn) {
                sections[course.pages[index].url] = section
                files.append(file)
                files += solutionPages(index).map(written)
            }
            let draw: @Sendable (CoursePage) -> PrintSections.Section = { printSection(of: $0, anchors: anchors) }
            for (page, section) in zip(others, others.count > 2 ? others.parallelMap(draw) : others.map(draw)) { sections[page.url] = section }
            drawing.wait()
            let finished = sections
            DispatchQueue.global().async(group: drawing) {
                parts.set(number, written(printPart(part, of: book, sections: finished).0))
            }
            drawnNotes.formUnion(notes)
        }
        drawing.wait()
        files += parts.values
        // A note the print page does not hold (none: every note is in a chapter) still has its page.
        files += course.pages.indices.filter { !drawnNotes.contains($0) }.parallelMap { [written(notePage($0))] + solutionPages($0).map(written) }.flatMap { $0 }
        return files
    }

    /// One part of the print page, and where in its bytes each page's section went.
    private func printPart(_ part: PrintBook.Part, of book: PrintBook, sections: [String: PrintSections.Section]) -> (SiteFile, [(url: String, range: Range<Int>)]) {
        // The bodies (megabytes at a thousand notes) go into the page after Mustache has drawn
        // it around markers: through Mustache they took most of a save's time while serving.
        var bodies: [ArraySlice<UInt8>] = []
        var urls: [String] = []
        var hasMarbles = false
        func marker(_ url: String) -> String {
            let section = sections[url]
            hasMarbles = hasMarbles || section?.hasMarbles == true
            bodies.append(section?.html ?? [])
            urls.append(url)
            return Self.bodyMark + String(bodies.count - 1) + Self.bodyMark
        }

        func printed(_ page: CoursePage) -> [String: Any] {
            let matter = page.note.frontMatter
            return [
                "title": page.note.title,
                "id": PrintAnchors.id(nil, in: page.url),
                "url": page.url,
                // On paper, where the note is on the web: only when the site says where it is published.
                "absoluteURL": site.isPublished ? site.absolute(page.url) : "",
                "description": matter.description ?? "",
                "body": marker(page.url),
            ]
        }
        let whole = book.parts.count == 1
        let title = whole ? "인쇄용 전체 강의" : "인쇄용 전체 강의 (\(part.number)/\(book.parts.count)부)"
        var printContext = context.base(title: title, description: whole ? "강의 전체를 한 쪽에 모은 인쇄용 페이지" : "강의 전체를 \(book.parts.count)부로 나눈 인쇄용 페이지의 \(part.number)부", url: part.url, kind: "print")
        var content: [String: Any] = [
            "chapters": part.chapters.map { slice -> [String: Any] in
                let chapter = course.chapters[slice.chapter]
                var entry: [String: Any] = [
                    "title": chapter.title,
                    // A chapter going on from the part before keeps its id there.
                    "id": slice.continued ? "" : PrintAnchors.id(nil, in: chapter.url ?? "/print/chapter-\(slice.chapter + 1)/"),
                    "continued": slice.continued,
                    "description": slice.continued ? "" : chapter.description ?? "",
                    "notes": chapter.pages[slice.notes].map { printed(course.pages[$0]) },
                ]
                // Not `intro`: a chapter without one would show the home page's (Mustache looks
                // a missing name up in the enclosing context).
                entry["body"] = slice.continued ? "" : chapter.index.map { marker($0.url) } ?? ""
                return entry
            },
            "concepts": course.conceptPages[part.concepts].map { printed($0) },
            "hasConcepts": !part.concepts.isEmpty,
            "number": part.number,
            "partCount": book.parts.count,
            "isWhole": whole,
            "parts": book.parts.map { other -> [String: Any] in
                ["number": other.number, "url": other.url, "current": other.number == part.number]
            },
        ]
        if part.intro, let home = course.home { content["intro"] = printed(home) }
        // The exercises' solutions, out of the notes, in an appendix at the end of the book.
        if part.number == book.parts.count {
            let solutions = printedSolutions()
            content["solutions"] = solutions
            content["hasSolutions"] = !solutions.isEmpty
        }
        if !whole, let pager = ListingPager(urls: book.parts.map(\.url), current: part.number) { content["pager"] = pager.context }
        content["hasMarbles"] = hasMarbles
        printContext["book"] = content
        let frame = site.path.rewrite(theme.render("print", printContext))
        let (bytes, ranges) = Self.splice(frame, bodies)
        return (SiteFile(path: PageURL.outputFile(part.url), data: bytes), Array(zip(urls, ranges).map { (url: $0.0, range: $0.1) }))
    }

    /// Stands for a body in the page Mustache draws: U+0001 appears in no HTML sitegen writes
    /// (a control character is not allowed in an HTML document).
    static let bodyMark = "\u{1}"

    /// `frame` with each `bodyMark` N `bodyMark` replaced by `bodies[N]`, as UTF-8, and where
    /// each body went (by N; an empty range for a body the frame does not place).
    static func splice(_ frame: String, _ bodies: [ArraySlice<UInt8>]) -> (bytes: [UInt8], ranges: [Range<Int>]) {
        var out: [UInt8] = []
        out.reserveCapacity(frame.utf8.count + bodies.reduce(0) { $0 + $1.count })
        var ranges = [Range<Int>](repeating: 0..<0, count: bodies.count)
        for (position, piece) in frame.split(separator: Character(bodyMark), omittingEmptySubsequences: false).enumerated() {
            if position % 2 == 1, let index = Int(piece), bodies.indices.contains(index) {
                let start = out.count
                out += bodies[index]
                ranges[index] = start..<out.count
            } else {
                out += piece.utf8
            }
        }
        return (out, ranges)
    }
}
