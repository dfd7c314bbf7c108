/// Everything that needs the whole course: URLs, chapter and reading order, previous/next,
/// tags, duplicate pages. Link checking runs after it (`LinkResolver`).
public enum CourseResolver {
    public struct Result: Sendable {
        public var course: Course
        public var diagnostics: [Diagnostic]
    }

    /// `unreadNotes`: notes there but not readable as text (`Course.unreadNotes`).
    public static func resolve(notes: [Note], assets: [String], unreadNotes: Set<String> = []) -> Result {
        var diagnostics: [Diagnostic] = []
        // Notes are referred to by position until they are placed (copying a `Note` is not free
        // at 1,000 notes, and `serve` resolves after every save).
        // An mdBook `SUMMARY.md` gives the reading order and the folders' titles; not a page.
        let summaryNote = notes.first { $0.relativePath == BookSummary.file }
        let summary = summaryNote.map(BookSummary.init)
        if let summaryNote {
            // An entry that leads nowhere is what mdBook would stop at; here it only orders nothing.
            let paths = Set(notes.map(\.relativePath))
            for link in summaryNote.links {
                let target = LinkTarget(link.destination)
                guard target.kind == .relative, target.path.hasSuffix(".md"), let path = SiteIndex.join("", target.path), !paths.contains(path) else { continue }
                diagnostics.append(.warning(SourceLocation(file: summaryNote.displayPath, line: link.line, column: link.column), "SUMMARY.md lists '\(path)', which is not a note in the content folder"))
            }
        }
        let published = notes.indices.filter {
            !notes[$0].frontMatter.draft && !notes[$0].relativePath.hasPrefix("concepts/") && notes[$0].relativePath != BookSummary.file
        }

        // Pages by URL: two notes that would write the same file are an error naming both.
        var owners: [String: Int] = [:]
        for position in published.sorted(by: { notes[$0].relativePath < notes[$1].relativePath }) {
            let note = notes[position]
            let url = PageURL.forNote(relativePath: note.relativePath, slug: note.frontMatter.slug)
            if let first = owners[url] {
                diagnostics.append(.error(note.location, "this note and \(notes[first].displayPath) would both produce the page \(url)"))
                continue
            }
            if let reserved = PageURL.reservedPrefixes.first(where: { url.hasPrefix($0) }) {
                diagnostics.append(.error(note.location, "the page \(url) is inside \(reserved), which sitegen generates itself"))
                continue
            }
            owners[url] = position
        }

        var home: CoursePage?
        var chapterIndexNotes: [String: CoursePage] = [:]
        // Positions, not pages: a page is made once, in its place in reading order.
        var chapterNotes: [String: [(position: Int, url: String)]] = [:]
        for (url, position) in owners {
            let path = notes[position].relativePath
            let parts = path.split(separator: "/")
            let name = parts.last!
            if url == "/" && parts.count == 1 {
                home = CoursePage(note: notes[position], url: url)
            } else if parts.count == 2 && (name == "_index.md" || name == "index.md") {
                chapterIndexNotes[String(parts[0])] = CoursePage(note: notes[position], url: url)
            } else {
                chapterNotes[parts.count == 1 ? "" : String(parts[0]), default: []].append((position, url))
            }
        }

        let folders = Set(chapterNotes.keys).union(chapterIndexNotes.keys)
        let orderedFolders = folders.sorted { lhs, rhs in
            let left = chapterIndexNotes[lhs]?.note.frontMatter.order ?? (lhs.isEmpty ? Int.min : Int.max)
            let right = chapterIndexNotes[rhs]?.note.frontMatter.order ?? (rhs.isEmpty ? Int.min : Int.max)
            let leftInSummary = summary?.folderOrder[lhs] ?? Int.max, rightInSummary = summary?.folderOrder[rhs] ?? Int.max
            return (left, leftInSummary, lhs) < (right, rightInSummary, rhs)
        }

        var pages: [CoursePage] = []
        pages.reserveCapacity(published.count)
        var chapters: [Chapter] = []
        for folder in orderedFolders {
            var indexPage = chapterIndexNotes[folder]
            let indexNote = indexPage?.note
            let inOrder = (chapterNotes[folder] ?? []).sorted { lhs, rhs in
                let left = notes[lhs.position], right = notes[rhs.position]
                let leftInSummary = summary?.position(of: left.relativePath) ?? Int.max
                let rightInSummary = summary?.position(of: right.relativePath) ?? Int.max
                return (left.frontMatter.order ?? Int.max, leftInSummary, left.relativePath) < (right.frontMatter.order ?? Int.max, rightInSummary, right.relativePath)
            }
            let chapterIndex = chapters.count
            var indices: [Int] = []
            indices.reserveCapacity(inOrder.count)
            for (chapterPosition, (position, url)) in inOrder.enumerated() {
                var page = CoursePage(note: notes[position], url: url)
                page.chapterIndex = chapterIndex
                page.chapterPosition = chapterPosition
                indices.append(pages.count)
                pages.append(page)
            }
            indexPage?.chapterIndex = chapterIndex
            chapters.append(Chapter(
                folder: folder,
                title: indexNote?.title ?? summary?.folderTitles[folder] ?? (folder.isEmpty ? "시작하기" : folder),
                description: indexNote?.frontMatter.description,
                url: folder.isEmpty ? nil : PageURL.forFolder(folder),
                index: indexPage,
                pages: indices
            ))
        }
        // A long chapter's index pages (`/a/page/2/`) are generated; a note may not take one.
        for chapter in chapters {
            for url in chapter.listingURLs where url != chapter.url {
                if let owner = owners[url] {
                    diagnostics.append(.error(notes[owner].location, "the page \(url) is an index page of the folder '\(chapter.folder)', which sitegen generates itself"))
                }
            }
        }
        for index in pages.indices {
            pages[index].previous = index > 0 ? index - 1 : nil
            pages[index].next = index + 1 < pages.count ? index + 1 : nil
        }

        // Tags keep the spelling of their first use; `Combine` and `combine` are one tag.
        var tagOrder: [String] = []
        var tagNames: [String: String] = [:]
        var tagPages: [String: [Int]] = [:]
        var slugs: [String: String] = [:]
        for index in pages.indices {
            for tag in pages[index].note.frontMatter.tags {
                let slug = slugs[tag] ?? Slugger.slug(tag)
                slugs[tag] = slug
                guard !slug.isEmpty else {
                    diagnostics.append(.warning(pages[index].note.location, "the tag '\(tag)' has no letters or digits; it is left out"))
                    continue
                }
                if tagNames[slug] == nil { tagNames[slug] = tag; tagOrder.append(slug) }
                if tagPages[slug]?.last != index { tagPages[slug, default: []].append(index) }
            }
        }
        let tags = tagOrder.sorted().map { Tag(name: tagNames[$0]!, slug: $0, pages: tagPages[$0]!) }

        var course = Course(home: home, chapters: chapters, pages: pages, tags: tags, assets: assets.sorted())
        course.unreadNotes = unreadNotes
        return Result(course: course, diagnostics: diagnostics)
    }
}
