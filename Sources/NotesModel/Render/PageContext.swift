/// Builds the dictionaries templates see (docs/theme.md lists every key).
struct PageContext: Sendable {
    let course: Course
    let site: SiteInfo
    /// The pre-rendered sidebars; `nil` while they are being rendered.
    var sidebars: SidebarCache?
    /// Give each page its own `nav` (`Theme.usesPageNav`; always while rendering the sidebars).
    var pageNav = true
    /// Whether any note has a quiz: every page then loads the quizzes' script (progress is
    /// shown on the home and chapter pages too).
    let hasQuizzes: Bool

    init(course: Course, site: SiteInfo) {
        self.course = course
        self.site = site
        hasQuizzes = course.pages.contains { $0.note.codeBlocks.contains { $0.info.quiz != nil } }
    }

    func base(title: String, description: String, url: String, kind: String, currentChapter: Int? = nil, currentURL: String? = nil, sidebarBlock: Int = 0) -> [String: Any] {
        [
            "root": "/",
            "site": [
                "title": site.title, "description": site.description, "generator": "sitegen \(SitegenVersion.current)",
                "hasConcepts": !course.registry.concepts.isEmpty,
                "hasQuizzes": hasQuizzes,
                "offline": site.offline,
                "comparisons": course.registry.tables.map { ["title": $0.title, "url": $0.url] },
            ] as [String: Any],
            "page": [
                "title": title, "description": description, "url": url, "absoluteURL": site.absolute(url), "kind": kind,
                // The site's own card (the home page's); a note page has its own.
                "image": site.absolute(LinkCards.homeCard), "imageAlt": site.title, "imageDrawn": true,
            ] as [String: Any],
            "nav": pageNav ? nav(currentChapter: currentChapter, currentURL: currentURL, block: sidebarBlock) : [],
            "sidebar": sidebars?.html(chapter: currentChapter, block: sidebarBlock, url: currentURL) ?? "",
            "isServe": false,
        ]
    }

    /// The sidebar: the chapters, and the notes of the current one. Listing every note on every
    /// page would make a course's pages grow with its size squared (10⁶ entries at 1,000 notes);
    /// the whole list is one shared file (`nav.html`, see `fullNav`) that the theme's script puts
    /// in place, and without the script a chapter's link leads to its notes. A course of more
    /// than `allChaptersUpTo` chapters lists on each page only the chapters around the current
    /// one (`shown`); the first chapter left out before them carries `hiddenBefore`, the first
    /// after them `hiddenAfter` (how many), which the default theme links to the home page's
    /// full table of contents.
    ///
    /// A long chapter (`ChapterPaging`) lists only the window of sidebar block `block` in
    /// `notes`, with `firstNote`/`lastNote` when the window leaves them out, `notesBefore`/
    /// `notesAfter` (`{hidden, url}`: how many notes are left out between, and the index page
    /// holding the nearest of them) and `listURL`, the index page of the window's notes. In
    /// `nav.html` a long chapter is not expanded: it has `noteCount` and `listURL`.
    func nav(currentChapter: Int?, currentURL: String?, block: Int = 0, expandAll: Bool = false) -> [[String: Any]] {
        let count = course.chapters.count
        let shown = expandAll ? 0..<count : Self.shownChapters(count: count, current: currentChapter)
        return course.chapters.enumerated().map { position, chapter in
            let noteCount = chapter.pages.count
            let long = ChapterPaging.isLong(noteCount)
            let expanded = expandAll ? !long : position == currentChapter
            var entry: [String: Any] = [
                "title": chapter.title,
                "current": position == currentChapter,
                "isPage": chapter.url != nil && chapter.url == currentURL,
                "expanded": expanded,
                "shown": shown.contains(position),
                "noteCount": noteCount,
                "notes": [] as [[String: Any]],
            ]
            if expanded {
                let block = position == currentChapter ? block : 0
                let window = ChapterPaging.window(block: block, noteCount: noteCount)
                entry["notes"] = window.map { noteLink(chapter.pages[$0], currentURL: currentURL) }
                if window.lowerBound > 0 {
                    entry["firstNote"] = noteLink(chapter.pages[0], currentURL: currentURL)
                    if window.lowerBound > 1, let url = chapter.listingURL(of: window.lowerBound - 1) {
                        entry["notesBefore"] = ["hidden": window.lowerBound - 1, "url": url]
                    }
                }
                if window.upperBound < noteCount {
                    entry["lastNote"] = noteLink(chapter.pages[noteCount - 1], currentURL: currentURL)
                    if window.upperBound < noteCount - 1, let url = chapter.listingURL(of: window.upperBound) {
                        entry["notesAfter"] = ["hidden": noteCount - 1 - window.upperBound, "url": url]
                    }
                }
                if long, let url = chapter.listingURL(of: block * ChapterPaging.block) { entry["listURL"] = url }
            } else if long, let url = chapter.listingURL(of: 0) {
                entry["listURL"] = url
            }
            if position == 0 && shown.lowerBound > 0 { entry["hiddenBefore"] = shown.lowerBound }
            if position == shown.upperBound { entry["hiddenAfter"] = count - position }
            if let url = chapter.url { entry["url"] = url }
            return entry
        }
    }

    private func noteLink(_ index: Int, currentURL: String?) -> [String: Any] {
        let page = course.pages[index]
        return ["title": page.note.title, "url": page.url, "current": page.url == currentURL]
    }

    /// A course with at most this many chapters lists them all on every page.
    static let allChaptersUpTo = 20
    /// Otherwise a page lists this many chapters before and after its own.
    static let chaptersAround = 4

    /// The chapters a page lists: all of them in a small course; else a window of
    /// `2 × chaptersAround + 1` chapters around `current` (the first ones for a page of no
    /// chapter), so a page's size does not grow with the number of chapters either.
    static func shownChapters(count: Int, current: Int?) -> Range<Int> {
        guard count > allChaptersUpTo else { return 0..<count }
        let width = 2 * chaptersAround + 1
        let lower = max(0, min((current ?? 0) - chaptersAround, count - width))
        return lower..<(lower + width)
    }

    /// The context of `nav.html`: the sidebar with every chapter's notes, nothing current.
    func fullNav() -> [String: Any] {
        var context = base(title: site.title, description: site.description, url: "/nav.html", kind: "nav")
        context["nav"] = nav(currentChapter: nil, currentURL: nil, expandAll: true)
        return context
    }

    func tagLinks(_ names: [String]) -> [[String: Any]] {
        names.compactMap { name in
            let slug = Slugger.slug(name)
            guard !slug.isEmpty else { return nil }
            return ["name": name, "url": "/tags/\(slug)/"]
        }
    }

    func summary(_ index: Int) -> [String: Any] {
        let page = course.pages[index]
        let matter = page.note.frontMatter
        var entry: [String: Any] = [
            "title": page.note.title,
            "url": page.url,
            "readingMinutes": page.note.readingMinutes,
            "tags": tagLinks(matter.tags),
        ]
        if let description = matter.description { entry["description"] = description }
        if let date = matter.date { entry["date"] = date.korean; entry["dateISO"] = date.isoDay }
        return entry
    }

    func tagList() -> [[String: Any]] {
        course.tags.map { ["name": $0.name, "url": $0.url, "count": $0.pages.count] }
    }

    func link(_ index: Int?) -> [String: Any]? {
        guard let index else { return nil }
        return ["title": course.pages[index].note.title, "url": course.pages[index].url]
    }
}
