/// Which files a change needs rendered again, found by comparing the new course with the one the
/// previous files were rendered from.
///
/// - What every page shows (the sidebar's chapters and titles, previous/next, the site's title,
///   the set of tags and files) changed, or the templates did: everything.
/// - Otherwise each note page whose note, rewritten links or snippet badges changed; and the
///   index pages (home, chapters, tags, concepts, comparisons, 404, sitemap, feed) when what they
///   list changed: a note's description, date, reading time or tags, a chapter's description,
///   a mention of a concept or comparison row, the home's, a chapter's or a concept's own note.
/// - What every page shows also covers the concepts and comparison tables: their names are
///   linked in every note's text.
/// - The print page holds every page's body: it is drawn again whenever any page or the index
///   pages are, each section from the last drawing unless its page is among them.
///
/// A page the renderer gains later, or a template showing something new, must be covered here
/// too: `IncrementalPipelineTests` compares hundreds of incremental builds with full ones, and
/// `SITEGEN_SERVE_CHECK=1` does the same in the serve tests.
enum RenderPlan: Equatable {
    case everything(reason: String)
    case some(pages: [Int], indexPages: Bool)

    /// The last rendering, for the next plan.
    struct Rendered: Sendable {
        var course: Course
        var decorations: CodeDecorations
        var themeGeneration: Int
        var files: SortedFiles
        /// The sidebars the pages were rendered with: the same while the plan is `.some`.
        var sidebars: SidebarCache?
        /// The print page's sections, each kept while its page is unchanged.
        var printSections = SiteRenderer.PrintSections()
        /// What the course's pages all show and what its index pages list, kept so the next
        /// plan computes them for the new course only (10,000 notes: each is a pass over every page).
        var outline: Outline
        var listing: Listing
    }

    /// What a plan compares of the new course, made once and kept in `Rendered` for the next.
    struct Summary {
        var outline: Outline
        var listing: Listing

        init(_ course: Course) {
            outline = Outline(course)
            listing = Listing(course)
        }

        init(outline: Outline, listing: Listing) {
            self.outline = outline
            self.listing = listing
        }
    }

    static let firstBuild = "first build"

    static func make(previous: Rendered?, course: Course, summary: Summary, decorations: CodeDecorations, themeGeneration: Int) -> RenderPlan {
        guard let previous else { return .everything(reason: firstBuild) }
        if previous.themeGeneration != themeGeneration { return .everything(reason: "templates changed") }
        if previous.outline != summary.outline { return .everything(reason: "titles, order, tags or files changed") }
        let old = previous.course
        func same(_ lhs: CoursePage?, _ rhs: CoursePage?) -> Bool {
            guard let lhs, let rhs else { return lhs == nil && rhs == nil }
            return lhs.note == rhs.note && lhs.rewrittenLinks == rhs.rewrittenLinks
                && previous.decorations[lhs.note.relativePath] == decorations[rhs.note.relativePath]
        }
        let pages = course.pages.indices.filter { !same(old.pages[$0], course.pages[$0]) }
        var indexPages = !same(old.home, course.home) || previous.listing != summary.listing
        for position in course.chapters.indices where !same(old.chapters[position].index, course.chapters[position].index) {
            indexPages = true
        }
        // Concept pages (rendered with the index pages) show their note and every mention.
        for position in course.conceptPages.indices where !same(old.conceptPages[position], course.conceptPages[position]) {
            indexPages = true
        }
        return .some(pages: pages, indexPages: indexPages)
    }

    /// The plan for a save that changed only the bodies of the note pages at `edited` (their
    /// URLs, titles, headings and front matter are what `previous` was rendered with, so the
    /// outline is too), made without comparing the courses page by page: those pages, any page
    /// whose snippet badges moved, and the index pages when what they list changed.
    ///
    /// A concept's or row's list of mentions may gain or lose a page (`outline`, made again for
    /// the new mentions): then everything, as `make` would say.
    static func edited(_ edited: Set<Int>, previous: Rendered, course: Course, outline: Outline, listing: Listing, decorations: CodeDecorations, pagePositions: [String: Int]) -> RenderPlan {
        if previous.outline != outline { return .everything(reason: "titles, order, tags or files changed") }
        var pages = edited
        var indexPages = previous.listing != listing
        // Badges move when a verification lands; only the notes whose map changed are drawn.
        // Most saves keep the very same map of maps (`UnverifiedDecorations`), equal at once.
        var moved: [String] = []
        if previous.decorations != decorations {
            moved = decorations.keys.filter { previous.decorations[$0] != decorations[$0] }
            moved += previous.decorations.keys.filter { decorations[$0] == nil }
        }
        if !moved.isEmpty {
            let drawnWithIndex = Set(([course.home] + course.chapters.map(\.index) + course.conceptPages.map { $0 }).compactMap { $0?.note.relativePath })
            for path in moved {
                if let position = pagePositions[path] { pages.insert(position) }
                if drawnWithIndex.contains(path) { indexPages = true }
            }
        }
        return .some(pages: pages.sorted(), indexPages: indexPages)
    }

    /// What every page shows: the sidebar, previous/next, the header, which files exist.
    struct Outline: Equatable {
        var site: [String?]
        var chapters: [[String?]]
        var chapterPages: [[Int]]
        var pages: [[String?]]
        var neighbours: [[Int?]]
        var tags: [String]
        var assets: [String]
        /// Concept names and comparison rows are linked in every note's text.
        var concepts: [Concept]
        var tables: [ComparisonTable]
        var conceptPages: [String]
        /// Pages that come and go with a list's length (a tag's, concept's or row's `page/2/`):
        /// `.some` keeps the files it does not render, so one gone needs everything rendered.
        var listingPages: [String]

        static func listingPages(of course: Course) -> [String] {
            course.tags.flatMap(\.listingURLs) + MentionListings(course).allURLs(course.registry)
        }

        init(_ course: Course) {
            let home = course.home?.note
            // Every page loads the quizzes' script once the course has a quiz.
            let hasQuizzes = course.pages.contains { $0.note.codeBlocks.contains { $0.info.quiz != nil } }
            site = [home?.title, home?.frontMatter.description, home?.frontMatter.extra["base_url"]?.first, hasQuizzes ? "quizzes" : nil]
            chapters = course.chapters.map { [$0.folder, $0.title, $0.url, $0.index?.url] }
            chapterPages = course.chapters.map(\.pages)
            // A note's solution pages are files of their own: one more or less is a new file set.
            pages = course.pages.map { [$0.url, $0.note.title, $0.note.relativePath] + $0.note.codeBlocks.compactMap(\.info.solutionID) }
            neighbours = course.pages.map { [$0.chapterIndex, $0.previous, $0.next] }
            tags = course.tags.map { $0.slug + "\u{0}" + $0.name }
            assets = course.assets
            concepts = course.registry.concepts
            tables = course.registry.tables
            conceptPages = course.conceptPages.map(\.url)
            listingPages = Self.listingPages(of: course)
        }
    }

    /// What the index pages list about the notes.
    struct Listing: Equatable {
        struct Summary: Equatable {
            var description: String?
            var date: NoteDate?
            var tags: [String]
            var readingMinutes: Int
            /// Chapter pages and the home page count a chapter's quizzes.
            var quizzes: Int
        }

        var summaries: [Summary]
        var chapterDescriptions: [String?]
        var tagPages: [[Int]]
        /// What concept and comparison pages list about each mention (not its line).
        var mentions: [[String?]]

        init(_ course: Course) {
            summaries = course.pages.map(Self.summary(of:))
            chapterDescriptions = course.chapters.map(\.description)
            tagPages = course.tags.map(\.pages)
            mentions = course.mentions.map(Self.listed)
        }

        /// What the index pages list about one note page.
        static func summary(of page: CoursePage) -> Summary {
            let matter = page.note.frontMatter
            return Summary(description: matter.description, date: matter.date, tags: matter.tags, readingMinutes: page.note.readingMinutes,
                           quizzes: page.note.codeBlocks.count { $0.info.quiz != nil })
        }

        /// What concept and comparison pages list about one mention.
        static func listed(_ mention: Mention) -> [String?] {
            let target: String
            switch mention.target {
            case .concept(let id): target = "concept:" + id
            case .row(let table, let row): target = "row:" + table + "/" + row
            }
            return [target, mention.note, mention.sectionID, mention.sectionTitle, mention.excerpt, mention.inCode ? "code" : "prose"]
        }
    }
}
