/// Rewrites links between notes into page URLs and checks every internal link and `#anchor`
/// against what the build produces. External links are never fetched.
public enum LinkResolver {
    public struct Result: Sendable {
        public var course: Course
        public var diagnostics: [Diagnostic]
    }

    /// What link checking found for each page, kept between builds: while what the site has
    /// (pages, anchors, files) stays the same, a page whose links, URL and path are what they
    /// were resolves the same way and is not checked again (`serve` after a save).
    public struct Memory: Sendable {
        var index: SiteIndex?
        var brokenLinksAreErrors = true
        var pages: [String: Checked] = [:]
        /// Each page's anchor ids with the headings they came from: a page whose headings did not
        /// change keeps its set, so comparing the new `SiteIndex` with the last is a look-up per
        /// page, not a comparison of every heading (10,000 notes: 23 ms a save).
        var anchors: [String: Anchors] = [:]

        public init() {}
    }

    struct Anchors: Sendable {
        var headings: [Heading]
        var footnotes: Int
        var ids: Set<String>
    }

    struct Checked: Sendable {
        var url: String
        var displayPath: String
        var links: [Link]
        var rewrittenLinks: [String: String]
        var diagnostics: [Diagnostic]
    }

    /// - Parameter brokenLinksAreErrors: `--broken-links error|warn`.
    public static func resolve(_ course: Course, brokenLinksAreErrors: Bool = true) -> Result {
        var memory = Memory()
        return resolve(course, brokenLinksAreErrors: brokenLinksAreErrors, memory: &memory)
    }

    public static func resolve(_ course: Course, brokenLinksAreErrors: Bool = true, memory: inout Memory) -> Result {
        let previousAnchors = memory.anchors
        var anchors: [String: Anchors] = [:]
        anchors.reserveCapacity(previousAnchors.count)
        let index = SiteIndex(course: course) { page in
            let note = page.note
            if let kept = previousAnchors[note.relativePath], kept.headings == note.headings, kept.footnotes == note.footnoteCount {
                anchors[note.relativePath] = kept
                return kept.ids
            }
            let ids = page.anchors
            anchors[note.relativePath] = Anchors(headings: note.headings, footnotes: note.footnoteCount, ids: ids)
            return ids
        }
        let known = memory.index == index && memory.brokenLinksAreErrors == brokenLinksAreErrors ? memory.pages : [:]
        memory = Memory()
        memory.index = index
        memory.anchors = anchors
        memory.brokenLinksAreErrors = brokenLinksAreErrors
        var course = course
        var diagnostics: [Diagnostic] = []
        let severity: Diagnostic.Severity = brokenLinksAreErrors ? .error : .warning

        @Sendable func checked(_ page: CoursePage) -> Checked {
            let note = page.note
            if let previous = known[note.relativePath], previous.url == page.url,
               previous.displayPath == note.displayPath, previous.links == note.links {
                return previous
            }
            return check(page, in: index, severity: severity)
        }
        func resolvePage(_ page: inout CoursePage, _ checked: Checked) {
            page.rewrittenLinks = checked.rewrittenLinks
            diagnostics += checked.diagnostics
            memory.pages[page.note.relativePath] = checked
        }
        func resolvePage(_ page: inout CoursePage) { resolvePage(&page, checked(page)) }
        // The notes' links are checked on every core (one by one, a tenth of a second of the
        // resolve stage at 10,000 notes with the other core idle); results are taken in order.
        let results = course.pages.parallelMap(checked)
        for position in course.pages.indices { resolvePage(&course.pages[position], results[position]) }
        if var home = course.home { resolvePage(&home); course.home = home }
        for position in course.chapters.indices {
            if var page = course.chapters[position].index { resolvePage(&page); course.chapters[position].index = page }
        }
        for position in course.conceptPages.indices { resolvePage(&course.conceptPages[position]) }
        return Result(course: course, diagnostics: diagnostics)
    }

    /// One page checked again in place of what `memory` holds for it, the rest of the course
    /// not visited: valid when the site is what the last `resolve` indexed — every page's URL,
    /// path, headings and footnotes are what they were (a save that changed one note's body).
    /// Returns the page's problems before and now; `nil` when `memory` cannot answer (never
    /// resolved, or with the other `--broken-links`), and the whole course must be resolved.
    static func recheck(_ page: inout CoursePage, brokenLinksAreErrors: Bool, memory: inout Memory) -> (before: [Diagnostic], after: [Diagnostic])? {
        guard let index = memory.index, memory.brokenLinksAreErrors == brokenLinksAreErrors else { return nil }
        let checked = check(page, in: index, severity: brokenLinksAreErrors ? .error : .warning)
        page.rewrittenLinks = checked.rewrittenLinks
        let before = memory.pages.updateValue(checked, forKey: page.note.relativePath)
        return (before?.diagnostics ?? [], checked.diagnostics)
    }

    /// Every link of `page` resolved against the site, its problems at the link's place.
    private static func check(_ page: CoursePage, in index: SiteIndex, severity: Diagnostic.Severity) -> Checked {
        let note = page.note
        var checked = Checked(url: page.url, displayPath: note.displayPath, links: note.links, rewrittenLinks: [:], diagnostics: [])
        for link in note.links {
            let outcome = index.resolve(link.destination, from: page)
            if let url = outcome.url { checked.rewrittenLinks[link.destination] = url }
            if let problem = outcome.problem {
                let location = SourceLocation(file: note.displayPath, line: link.line, column: link.column)
                checked.diagnostics.append(Diagnostic(severity, location, problem))
            }
        }
        return checked
    }
}

/// What exists in the built site: pages with their anchors, and copied files.
struct SiteIndex: Equatable, Sendable {
    /// What a link to a note needs of it.
    struct Target: Equatable, Sendable {
        var url: String
        var displayPath: String
    }

    var pagesBySource: [String: Target] = [:]
    var anchorsByURL: [String: Set<String>] = [:]
    var assets: Set<String>
    var unreadNotes: Set<String>
    var generated: Set<String>

    /// - Parameter anchors: a page's anchor ids (`CoursePage.anchors`, or the same set kept from
    ///   the build before).
    init(course: Course, anchors: (CoursePage) -> Set<String> = \.anchors) {
        assets = Set(course.assets)
        unreadNotes = course.unreadNotes
        generated = ["/404.html", "/nav.html", "/sitemap.xml", "/atom.xml", "/concepts/map.svg"]
        pagesBySource.reserveCapacity(course.pages.count + course.chapters.count + course.conceptPages.count + 1)
        anchorsByURL.reserveCapacity(course.pages.count + course.chapters.count + course.tags.count + 2)
        func add(_ page: CoursePage) {
            pagesBySource[page.note.relativePath] = Target(url: page.url, displayPath: page.note.displayPath)
            anchorsByURL[page.url] = anchors(page)
        }
        // `allNotePages` without its copy of every page.
        if let home = course.home { add(home) }
        for chapter in course.chapters { if let index = chapter.index { add(index) } }
        for page in course.pages { add(page) }
        for page in course.conceptPages { add(page) }
        for chapter in course.chapters where chapter.index == nil {
            if let url = chapter.url { anchorsByURL[url] = [] }
        }
        for chapter in course.chapters {
            for url in chapter.listingURLs where anchorsByURL[url] == nil { anchorsByURL[url] = [] }
        }
        if course.home == nil { anchorsByURL["/"] = [] }
        for tag in course.tags { for url in tag.listingURLs { anchorsByURL[url] = [] } }
        // A concept's and a comparison row's later pages (`/concepts/weak/page/2/`).
        for url in MentionListings(course).allURLs(course.registry) where anchorsByURL[url] == nil { anchorsByURL[url] = [] }
        anchorsByURL["/tags/"] = []
        if !course.registry.concepts.isEmpty { anchorsByURL["/concepts/"] = [] }
        for table in course.registry.tables { anchorsByURL[table.url] = Set(table.rows.map(\.id)) }
    }

    struct Outcome {
        var url: String?
        var problem: String?
    }

    func resolve(_ destination: String, from page: CoursePage) -> Outcome {
        let target = LinkTarget(destination)
        let fragmentSuffix = target.fragment.map { "#\($0)" } ?? ""
        switch target.kind {
        case .external:
            return Outcome()
        case .anchor:
            guard let fragment = target.fragment, !fragment.isEmpty else { return Outcome() }
            let anchors = anchorsByURL[page.url] ?? page.anchors
            if anchors.contains(fragment) { return Outcome() }
            return Outcome(problem: "no heading with the id '#\(fragment)' in this note\(suggestion(fragment, in: anchors))")
        case .absolute:
            return checkSitePath(target.path, fragment: target.fragment, written: destination)
        case .relative:
            let folder = page.note.relativePath.split(separator: "/").dropLast().joined(separator: "/")
            guard let path = Self.join(folder, target.path) else {
                return Outcome(problem: "the link '\(destination)' leads outside the content folder")
            }
            if path.hasSuffix(".md") {
                guard let linked = pagesBySource[path] else {
                    if unreadNotes.contains(path) { return Outcome() }
                    return Outcome(problem: "\(Self.subject(destination, path)) is not a note in the content folder (or is a draft)")
                }
                let anchors = anchorsByURL[linked.url] ?? []
                if let fragment = target.fragment, !fragment.isEmpty, !anchors.contains(fragment) {
                    return Outcome(url: linked.url + fragmentSuffix, problem: "no heading with the id '#\(fragment)' in \(linked.displayPath)\(suggestion(fragment, in: anchors))")
                }
                return Outcome(url: linked.url + target.query + fragmentSuffix)
            }
            if assets.contains(path) {
                return Outcome(url: "/" + path + target.query + fragmentSuffix)
            }
            return Outcome(problem: "\(Self.subject(destination, path)) is neither a note nor a file in the content folder")
        }
    }

    private func checkSitePath(_ path: String, fragment: String?, written: String) -> Outcome {
        var url = path
        if url.hasSuffix("/index.html") { url = String(url.dropLast("index.html".count)) }
        if let anchors = anchorsByURL[url] ?? anchorsByURL[url + "/"] {
            if let fragment, !fragment.isEmpty, !anchors.contains(fragment) {
                return Outcome(problem: "no heading with the id '#\(fragment)' on the page \(url)")
            }
            return Outcome()
        }
        if assets.contains(String(url.dropFirst())) || generated.contains(url) || url.hasPrefix("/assets/") {
            return Outcome()
        }
        return Outcome(problem: "the link '\(written)' points to \(url), which the site does not have")
    }

    private func suggestion(_ fragment: String, in anchors: Set<String>) -> String {
        let lowered = Slugger.slug(fragment)
        if anchors.contains(lowered) { return " (did you mean '#\(lowered)'?)" }
        return ""
    }

    /// "the link 'x.md'", or "the link '../x.md' points to 'a/x.md', which" when the path inside
    /// the content folder differs from what was written.
    static func subject(_ destination: String, _ path: String) -> String {
        let written = LinkTarget(destination).path
        return written == path ? "the link '\(destination)'" : "the link '\(destination)' points to '\(path)', which"
    }

    /// Joins a relative path onto a folder, resolving `.` and `..`; `nil` if it climbs out.
    static func join(_ folder: String, _ relative: String) -> String? {
        var parts = folder.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
