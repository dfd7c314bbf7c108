/// How the print page is cut into parts. A course of up to `pagesPerPart` printed pages is one
/// document at `/print/`, as a book is; a longer one is printed in parts of that many pages
/// (`/print/`, `/print/2/`, …) so that no page of the site grows with the course: at 10,000 notes
/// one document would be hundreds of megabytes, more than a browser opens, let alone prints.
///
/// Parts follow reading order — the home page's introduction, each chapter's introduction and
/// notes, then the concepts — and a chapter that does not fit goes on in the next part. Each
/// part has the links to every part (a pager when there are many), and a link to a page printed
/// in another part leads to that part (`PrintAnchors`).
struct PrintBook: Sendable {
    static let pagesPerPart = 60
    /// Where the parts' files are, relative to the output folder.
    static let folder = "print/"

    /// A run of one chapter's notes within a part.
    struct ChapterSlice: Sendable {
        var chapter: Int
        /// Positions in the chapter's `pages`.
        var notes: Range<Int>
        /// Whether the chapter started in an earlier part (its introduction is there).
        var continued: Bool
    }

    struct Part: Sendable {
        /// 1-based.
        var number: Int
        var url: String
        var intro = false
        var chapters: [ChapterSlice] = []
        /// Positions in the course's `conceptPages`.
        var concepts: Range<Int> = 0..<0
    }

    let parts: [Part]
    /// The part holding each page's section (and each chapter's), by URL.
    let partOfSection: [String: String]

    static func url(ofPart number: Int) -> String {
        number == 1 ? SiteRenderer.printURL : "\(SiteRenderer.printURL)\(number)/"
    }

    init(_ course: Course, pagesPerPart: Int = Self.pagesPerPart) {
        var parts = [Part(number: 1, url: Self.url(ofPart: 1))]
        var used = 0
        var sections: [String: String] = [:]
        /// Room for one more page, starting a part when this one is full.
        func place() {
            if used == pagesPerPart {
                parts.append(Part(number: parts.count + 1, url: Self.url(ofPart: parts.count + 1)))
                used = 0
            }
            used += 1
        }
        if let home = course.home {
            place()
            parts[parts.count - 1].intro = true
            sections[home.url] = parts[parts.count - 1].url
        }
        for (position, chapter) in course.chapters.enumerated() {
            // The chapter's heading and introduction count as a page, with or without a text.
            place()
            for url in [chapter.url, chapter.index?.url].compactMap({ $0 }) { sections[url] = parts[parts.count - 1].url }
            parts[parts.count - 1].chapters.append(ChapterSlice(chapter: position, notes: 0..<0, continued: false))
            for (index, pageIndex) in chapter.pages.enumerated() {
                let before = parts.count
                place()
                if parts.count != before {
                    parts[parts.count - 1].chapters.append(ChapterSlice(chapter: position, notes: index..<index, continued: true))
                }
                let last = parts[parts.count - 1].chapters.count - 1
                parts[parts.count - 1].chapters[last].notes = parts[parts.count - 1].chapters[last].notes.lowerBound..<(index + 1)
                sections[course.pages[pageIndex].url] = parts[parts.count - 1].url
            }
        }
        for (index, page) in course.conceptPages.enumerated() {
            place()
            let part = parts.count - 1
            parts[part].concepts = (parts[part].concepts.isEmpty ? index : parts[part].concepts.lowerBound)..<(index + 1)
            sections[page.url] = parts[part].url
        }
        self.parts = parts
        self.partOfSection = sections
    }
}
