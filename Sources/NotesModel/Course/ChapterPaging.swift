/// How a long chapter (a folder of notes) is shown, so that no page grows with the chapter's
/// size: its notes are listed on index pages of `perPage` notes each (`/a/`, `/a/page/2/`, …;
/// the notes at the top of the content folder on `/page/1/`, `/page/2/`, …), and a page's
/// sidebar lists a window of the chapter around the current note, the chapter's first and last
/// note, and links to the index page holding the notes left out. A chapter of at most `perPage`
/// notes is listed whole, on one index page and in every sidebar, as before.
///
/// Decided here, once, from the course alone: the renderer and `LinkResolver` ask this type, and
/// templates only show what it decided.
public enum ChapterPaging {
    /// Notes on one index page; a chapter of at most this many is listed whole in the sidebar.
    public static let perPage = 50
    /// The sidebar's window is made of blocks of this many notes: the current note's block and
    /// the one before and after it (so at most `3 × block` notes, and at least `block` on either
    /// side of the current one). Pages of one block share one rendered sidebar.
    public static let block = 10

    /// Whether the chapter's sidebar list and index page are cut into parts.
    public static func isLong(_ noteCount: Int) -> Bool { noteCount > perPage }

    /// How many index pages list a chapter of `noteCount` notes (at least one).
    public static func pageCount(_ noteCount: Int) -> Int { max(1, (noteCount + perPage - 1) / perPage) }

    /// The index page (1-based) that lists the note at `position` in its chapter.
    public static func page(of position: Int) -> Int { position / perPage + 1 }

    /// The notes (positions in the chapter) on index page `page`.
    public static func notes(onPage page: Int, of noteCount: Int) -> Range<Int> {
        let lower = min(noteCount, (page - 1) * perPage)
        return lower..<min(noteCount, lower + perPage)
    }

    /// The sidebar block of the note at `position` (0 for a page of no note in the chapter).
    public static func block(of position: Int?, noteCount: Int) -> Int {
        guard isLong(noteCount), let position else { return 0 }
        return position / block
    }

    /// The notes (positions in the chapter) a sidebar of block `block` lists between the
    /// chapter's first and last note: all of a short chapter.
    public static func window(block: Int, noteCount: Int) -> Range<Int> {
        guard isLong(noteCount) else { return 0..<noteCount }
        let lower = max(0, (block - 1) * Self.block)
        return min(lower, noteCount)..<min(noteCount, (block + 2) * Self.block)
    }

    /// The URL of index page `page` of a chapter whose own page is `chapterURL` (`nil` for the
    /// notes at the top of the content folder, whose index pages are `/page/N/`).
    public static func url(chapterURL: String?, page: Int) -> String {
        guard let chapterURL else { return "/page/\(page)/" }
        return page == 1 ? chapterURL : "\(chapterURL)page/\(page)/"
    }

    /// The pages listing `count` notes under `base` (`/tags/a/`, `/tags/a/page/2/`, …): tag,
    /// concept and comparison-row pages list their notes `perPage` at a time as a chapter does.
    /// Always at least `base` itself.
    public static func urls(base: String, count: Int) -> [String] {
        (1...pageCount(count)).map { url(chapterURL: base, page: $0) }
    }
}

extension Chapter {
    /// The URLs of the chapter's index pages, in order. A chapter folder's first one is its own
    /// page (`/a/`); the top folder's exist only when it is long (a short one is listed whole on
    /// the home page and in every sidebar).
    public var listingURLs: [String] {
        if url == nil && !ChapterPaging.isLong(pages.count) { return [] }
        return (1...ChapterPaging.pageCount(pages.count)).map { ChapterPaging.url(chapterURL: url, page: $0) }
    }

    /// The index page listing the note at `position` in the chapter (the first one for `nil`).
    public func listingURL(of position: Int?) -> String? {
        let urls = listingURLs
        guard !urls.isEmpty else { return nil }
        return urls[min(urls.count - 1, ChapterPaging.page(of: position ?? 0) - 1)]
    }
}
