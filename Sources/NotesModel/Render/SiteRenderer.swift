import Foundation

/// Renders the resolved course into the site's files. A pure function of the course and theme:
/// no file system access, so it runs in parallel and is tested in memory.
public struct SiteRenderer: Sendable {
    public let course: Course
    public let theme: Theme
    public let site: SiteInfo
    /// Code block decorations per note (by relative path, then fence line), from verification.
    public var decorations: CodeDecorations
    /// What every page's context starts from, the sidebars rendered once.
    let context: PageContext
    /// Where a whole site's pages go as they are made (`build`): the files returned then carry
    /// their paths only, so the site's pages are never all in memory at once.
    var output: StagedOutput?
    /// Draws the link cards; `nil` draws none (pages still name them).
    var cards: LinkCardMaker?
    /// The content's files copied into the site, by output path (a note's `card:` is one).
    let assetPaths: Set<String>

    /// - Parameter sidebars: the sidebars of an earlier rendering with the same theme and the
    ///   same `RenderPlan.Outline` (what the sidebar shows), instead of rendering them again.
    init(course: Course, theme: Theme, site: SiteInfo, decorations: CodeDecorations, sidebars: SidebarCache?) {
        self.course = course
        self.theme = theme
        self.site = site
        self.decorations = decorations
        self.assetPaths = Set(course.assets)
        var context = PageContext(course: course, site: site)
        context.sidebars = sidebars ?? SidebarCache(theme: theme, context: context, chapters: course.chapters.count)
        context.pageNav = theme.usesPageNav
        self.context = context
    }

    /// The body HTML of a note, links rewritten.
    public func body(of page: CoursePage) -> String {
        let links = page.rewrittenLinks
        var renderer = HTMLRenderer(
            resolveLink: { links[$0] ?? $0 },
            codeDecorations: decorations[page.note.relativePath] ?? [:]
        )
        renderer.mentionIndex = course.mentionIndex.isEmpty ? nil : course.mentionIndex
        return renderer.render(ExerciseSplit(page.note.document).page)
    }

    /// Every note page, rendered concurrently on all cores.
    public func notePages() async -> [SiteFile] {
        await notePages(Array(course.pages.indices))
    }

    /// The note pages at `indices`, sorted by path; on every core when there are several.
    public func notePages(_ indices: [Int]) async -> [SiteFile] {
        guard indices.count > 2 else { return indices.flatMap { [notePage($0)] + solutionPages($0) } }
        return indices.parallelMap { [notePage($0)] + solutionPages($0) }.flatMap { $0 }.sorted { $0.path < $1.path }
    }

    /// Every note page and, from the same bodies, each one's section of the print page: the
    /// whole site's first rendering draws each body once.
    func notePagesAndPrintSections() async -> (files: [SiteFile], print: PrintSections) {
        let anchors = printAnchors
        let drawn = Array(course.pages.indices).parallelMap { notePageAndPrintSection($0, anchors: anchors) }
        var bodies: [String: PrintSections.Section] = [:]
        for (index, (_, section)) in zip(course.pages.indices, drawn) { bodies[course.pages[index].url] = section }
        let solutions = course.pages.indices.flatMap(solutionPages)
        return ((drawn.map(\.0) + solutions).sorted { $0.path < $1.path }, PrintSections(targets: anchors.parts, bodies: bodies))
    }

    /// A note's page and, from the same body, its section of the print page.
    func notePageAndPrintSection(_ index: Int, anchors: PrintAnchors) -> (SiteFile, PrintSections.Section) {
        var section: PrintSections.Section?
        let file = notePage(index) { body, page in section = printSection(body, of: page, anchors: anchors) }
        return (file, section!)
    }

    /// - Parameter seeBody: given the page's body as it is drawn, before it is put in the page.
    func notePage(_ index: Int, seeBody: (String, CoursePage) -> Void = { _, _ in }) -> SiteFile {
        let page = course.pages[index]
        let note = page.note
        let matter = note.frontMatter
        var context = self.context.base(
            title: note.title,
            description: matter.description ?? "",
            url: page.url,
            kind: "note",
            currentChapter: page.chapterIndex,
            currentURL: page.url,
            sidebarBlock: page.chapterIndex.map { ChapterPaging.block(of: page.chapterPosition, noteCount: course.chapters[$0].pages.count) } ?? 0
        )
        let toc = note.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            ["level": $0.level, "id": $0.id, "text": $0.text, "url": "#\($0.id)"] as [String: Any]
        }
        var noteContext: [String: Any] = [
            "title": note.title,
            "description": matter.description ?? "",
            "date": matter.date?.korean ?? "",
            "dateISO": matter.date?.isoDay ?? "",
            "readingMinutes": note.readingMinutes,
            "tags": self.context.tagLinks(matter.tags),
            "source": note.displayPath,
            "toc": toc,
            "hasToc": !toc.isEmpty,
        ]
        let body = body(of: page)
        seeBody(body, page)
        noteContext["body"] = body
        // Only a page with a marble diagram loads the diagrams' stylesheet.
        noteContext["hasMarbles"] = body.includes(MarbleSVG.figureMarker)
        if let updated = site.history?.lastCommit[note.relativePath] {
            noteContext["updated"] = updated.korean
            noteContext["updatedISO"] = updated.isoDay
        }
        if let edit = site.edit { noteContext["editURL"] = edit.url(for: note.relativePath) }
        if let previous = self.context.link(page.previous) { noteContext["prev"] = previous }
        if let next = self.context.link(page.next) { noteContext["next"] = next }
        if let chapterIndex = page.chapterIndex {
            let chapter = course.chapters[chapterIndex]
            var chapterLink: [String: Any] = ["title": chapter.title]
            // The top folder has no page of its own; a long one has index pages.
            if let url = chapter.url ?? chapter.listingURL(of: page.chapterPosition) { chapterLink["url"] = url }
            noteContext["chapter"] = chapterLink
            noteContext["chapterTitle"] = chapter.title
        }
        context["note"] = noteContext
        if var pageContext = context["page"] as? [String: Any] {
            pageContext.merge(cardContext(of: page)) { $1 }
            context["page"] = pageContext
        }
        return htmlFile(PageURL.outputFile(page.url), "note", context)
    }

    /// The concepts' and comparisons' pages, sitemap and feed, home, chapters (each index page
    /// of a long one), tags, 404, on every core, in this order: the longest jobs first, as a
    /// long job taken last keeps one core busy alone at the end. A concept's job draws all of its
    /// listing pages (last, one of them did so for a quarter of a second at 10,000 notes); the
    /// sitemap and the feed are each a list of the whole course.
    public func indexPages() -> [SiteFile] {
        var jobs = conceptJobs()
        jobs += [
            { [SiteFile(path: "sitemap.xml", text: Sitemap.render(course, site: site))] },
            { [SiteFile(path: "atom.xml", text: AtomFeed.render(course, site: site))] },
            { [homePage()] },
        ]
        for position in course.chapters.indices {
            for page in course.chapters[position].listingURLs.indices {
                jobs.append { [chapterPage(position, page: page + 1)] }
            }
        }
        for index in course.tags.indices {
            for page in course.tags[index].listingURLs.indices {
                jobs.append { [tagPage(index, page: page + 1)] }
            }
        }
        jobs.append {
            var tags = context.base(title: "태그", description: "모든 태그", url: "/tags/", kind: "tags")
            tags["tagList"] = context.tagList()
            let notFound = context.base(title: "페이지를 찾을 수 없습니다", description: site.description, url: "/404.html", kind: "404")
            return [htmlFile("tags/index.html", "tags", tags), htmlFile("404.html", "404", notFound), htmlFile("nav.html", "_sidebar", context.fullNav())]
        }
        if site.offline {
            jobs.append {
                let offline = context.base(title: "오프라인입니다", description: site.description, url: "/" + OfflineManifest.offlinePage, kind: "offline")
                return [htmlFile(OfflineManifest.offlinePage, "offline", offline)]
            }
        }
        return jobs.parallelMap { $0().map(written) }.flatMap { $0 }
    }

    /// With an `output`, `file` is written there and only its path is kept.
    func written(_ file: SiteFile) -> SiteFile {
        guard let output else { return file }
        output.put(file)
        return SiteFile(path: file.path, data: [])
    }

    /// The home page lists each chapter as its first index page does (all of a short chapter,
    /// the first `ChapterPaging.perPage` notes of a long one, with `more`: `{hidden, url}`, the
    /// notes left out and the index page that goes on), so it does not grow with a chapter's size.
    private func homePage() -> SiteFile {
        let context = self.context
        var home = context.base(title: site.title, description: site.description, url: "/", kind: "home")
        home["intro"] = course.home.map { body(of: $0) } ?? ""
        home["chapters"] = course.chapters.map { chapter -> [String: Any] in
            let shown = ChapterPaging.notes(onPage: 1, of: chapter.pages.count)
            var entry: [String: Any] = ["title": chapter.title, "noteCount": chapter.pages.count, "notes": shown.map { context.summary(chapter.pages[$0]) }]
            if let url = chapter.url { entry["url"] = url }
            if let description = chapter.description { entry["description"] = description }
            if let quizzes = quizProgress(of: chapter) { entry["quizzes"] = quizzes }
            let urls = chapter.listingURLs
            if shown.count < chapter.pages.count, urls.count > 1 {
                entry["more"] = ["hidden": chapter.pages.count - shown.count, "url": urls[1]] as [String: Any]
            }
            return entry
        }
        home["tagList"] = context.tagList()
        return htmlFile("index.html", "home", home)
    }

    /// Index page `number` of a chapter: `ChapterPaging.perPage` of its notes and `pager`
    /// (`ListingPager`) to the others. The first one of a chapter folder is the chapter's page.
    private func chapterPage(_ position: Int, page number: Int) -> SiteFile {
        let chapter = course.chapters[position]
        let urls = chapter.listingURLs
        let url = urls[number - 1]
        let shown = ChapterPaging.notes(onPage: number, of: chapter.pages.count)
        let title = number == 1 ? chapter.title : "\(chapter.title) (\(number)/\(urls.count)쪽)"
        var page = context.base(
            title: title, description: chapter.description ?? "", url: url, kind: "chapter",
            currentChapter: position, currentURL: url,
            sidebarBlock: ChapterPaging.block(of: shown.lowerBound, noteCount: chapter.pages.count)
        )
        var entry: [String: Any] = [
            "title": chapter.title,
            "description": number == 1 ? chapter.description ?? "" : "",
            "body": number == 1 ? chapter.index.map { body(of: $0) } ?? "" : "",
            "notes": shown.map { context.summary(chapter.pages[$0]) },
            "noteCount": chapter.pages.count,
            "start": shown.lowerBound + 1,
            "offset": shown.lowerBound,
        ]
        if let pager = ListingPager(urls: urls, current: number) { entry["pager"] = pager.context }
        if let quizzes = quizProgress(of: chapter) { entry["quizzes"] = quizzes }
        if number == 1, let first = chapter.pages.first { entry["first"] = context.link(first) }
        page["chapter"] = entry
        return htmlFile(PageURL.outputFile(url), "chapter", page)
    }

    /// Page `number` of a tag: `ChapterPaging.perPage` of its notes and `pager` to the others.
    private func tagPage(_ index: Int, page number: Int) -> SiteFile {
        let tag = course.tags[index]
        let urls = tag.listingURLs
        let shown = ChapterPaging.notes(onPage: number, of: tag.pages.count)
        let title = number == 1 ? "태그: \(tag.name)" : "태그: \(tag.name) (\(number)/\(urls.count)쪽)"
        var page = context.base(title: title, description: "‘\(tag.name)’ 태그가 붙은 글 \(tag.pages.count)개", url: urls[number - 1], kind: "tag")
        var entry: [String: Any] = ["name": tag.name, "count": tag.pages.count, "notes": shown.map { context.summary(tag.pages[$0]) }, "start": shown.lowerBound + 1]
        if let pager = ListingPager(urls: urls, current: number) { entry["pager"] = pager.context }
        page["tag"] = entry
        return htmlFile(PageURL.outputFile(urls[number - 1]), "tag", page)
    }
}

extension SiteRenderer {
    /// A page of the site: `template` rendered with `context`, its internal URLs under the site's path.
    func htmlFile(_ path: String, _ template: String, _ context: [String: Any]) -> SiteFile {
        SiteFile(path: path, data: site.path.rewrite(theme.renderBytes(template, context)))
    }
}
