/// The whole course after resolving: pages in reading order, chapters, tags, and what each page
/// links to. Rendering is a pure function of this value.
public struct Course: Sendable {
    /// `content/index.md`, rendered as the home page's introduction.
    public var home: CoursePage?
    public var chapters: [Chapter]
    /// Every note page in reading order (chapter order, then note order).
    public var pages: [CoursePage]
    /// Tag name → indices into `pages`, in reading order.
    public var tags: [Tag]
    /// Files beside the notes to copy, relative to the content folder.
    public var assets: [String]
    /// Notes that are there but could not be read (not UTF-8, unreadable): already reported
    /// once, so links to them are not reported again as broken.
    public var unreadNotes: Set<String> = []
    /// Concept pages (`/concepts/<id>/`), from the notes in `content/concepts/`.
    public var conceptPages: [CoursePage] = []
    public var registry = ConceptRegistry(concepts: [], tables: [])
    /// Every mention of a concept or comparison row, in reading order.
    public var mentions: [Mention] = []
    public var mentionIndex = MentionIndex(ConceptRegistry(concepts: [], tables: []))

    /// Every page made from a note: home, chapter introductions, notes, concepts.
    public var allNotePages: [CoursePage] {
        (home.map { [$0] } ?? []) + chapters.compactMap(\.index) + pages + conceptPages
    }

    public init(home: CoursePage?, chapters: [Chapter], pages: [CoursePage], tags: [Tag], assets: [String]) {
        self.home = home
        self.chapters = chapters
        self.pages = pages
        self.tags = tags
        self.assets = assets
    }

}

/// A tag and the pages carrying it.
public struct Tag: Sendable {
    /// As the author first wrote it.
    public var name: String
    /// The URL segment (`/tags/<slug>/`), by the heading-id rule.
    public var slug: String
    /// Indices into `Course.pages`, in reading order.
    public var pages: [Int]

    public var url: String { "/tags/\(slug)/" }
    /// The tag's pages, `ChapterPaging.perPage` notes each: `url`, then `/tags/<slug>/page/2/`, ….
    public var listingURLs: [String] { ChapterPaging.urls(base: url, count: pages.count) }
}

/// A chapter: a top-level folder of the content, described by its `_index.md`.
public struct Chapter: Sendable {
    /// The folder name (`01-combine`); empty for notes at the top of the content folder.
    public var folder: String
    public var title: String
    public var description: String?
    public var url: String?
    /// The `_index.md` note, whose body introduces the chapter.
    public var index: CoursePage?
    /// Indices into `Course.pages`.
    public var pages: [Int]
}

/// A note placed in the course: its URL and neighbours.
public struct CoursePage: Sendable {
    public var note: Note
    /// Absolute URL path, ending with `/` (`/01-combine/subjects/`).
    public var url: String
    public var chapterIndex: Int?
    /// Where the note stands in its chapter (0 for the first), which picks its sidebar window.
    public var chapterPosition: Int?
    public var previous: Int?
    public var next: Int?
    /// Link destination as written → URL the page uses (filled by link resolution).
    public var rewrittenLinks: [String: String] = [:]

    public init(note: Note, url: String) {
        self.note = note
        self.url = url
    }

    /// Ids a `#fragment` on this page may point to: headings and footnotes.
    public var anchors: Set<String> {
        var ids = Set(note.headings.map(\.id))
        if note.footnoteCount > 0 {
            for index in 1...note.footnoteCount { ids.insert("fn\(index)"); ids.insert("fnref\(index)") }
        }
        return ids
    }
}
