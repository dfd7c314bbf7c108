/// Everything that needs the whole course: URLs, chapter and reading order, previous/next,
/// tags, duplicate pages. Link checking runs after it (`LinkResolver`).
public enum CourseResolver {
    public struct Result: Sendable {
        public var course: Course
        public var diagnostics: [Diagnostic]
    }

    public static func resolve(notes: [Note], assets: [String]) -> Result {
        var diagnostics: [Diagnostic] = []
        let published = notes.filter { !$0.frontMatter.draft && !$0.relativePath.hasPrefix("concepts/") }

        // Pages by URL: two notes that would write the same file are an error naming both.
        var owners: [String: Note] = [:]
        for note in published.sorted(by: { $0.relativePath < $1.relativePath }) {
            let url = PageURL.forNote(relativePath: note.relativePath, slug: note.frontMatter.slug)
            if let first = owners[url] {
                diagnostics.append(.error(note.location, "this note and \(first.displayPath) would both produce the page \(url)"))
                continue
            }
            if let reserved = PageURL.reservedPrefixes.first(where: { url.hasPrefix($0) }) {
                diagnostics.append(.error(note.location, "the page \(url) is inside \(reserved), which sitegen generates itself"))
                continue
            }
            owners[url] = note
        }

        var home: CoursePage?
        var chapterIndexNotes: [String: Note] = [:]
        var chapterNotes: [String: [Note]] = [:]
        for (url, note) in owners {
            let parts = note.relativePath.split(separator: "/").map(String.init)
            let name = parts.last!.replacingSuffix(".md")
            if url == "/" && parts.count == 1 {
                home = CoursePage(note: note, url: url)
            } else if parts.count == 2 && (name == "_index" || name == "index") {
                chapterIndexNotes[parts[0]] = note
            } else {
                chapterNotes[parts.count == 1 ? "" : parts[0], default: []].append(note)
            }
        }

        let folders = Set(chapterNotes.keys).union(chapterIndexNotes.keys)
        let orderedFolders = folders.sorted { lhs, rhs in
            let left = chapterIndexNotes[lhs]?.frontMatter.order ?? (lhs.isEmpty ? Int.min : Int.max)
            let right = chapterIndexNotes[rhs]?.frontMatter.order ?? (rhs.isEmpty ? Int.min : Int.max)
            return (left, lhs) < (right, rhs)
        }

        var pages: [CoursePage] = []
        var chapters: [Chapter] = []
        for folder in orderedFolders {
            let indexNote = chapterIndexNotes[folder]
            let notesInOrder = (chapterNotes[folder] ?? []).sorted { lhs, rhs in
                (lhs.frontMatter.order ?? Int.max, lhs.relativePath) < (rhs.frontMatter.order ?? Int.max, rhs.relativePath)
            }
            let chapterIndex = chapters.count
            var indices: [Int] = []
            for note in notesInOrder {
                var page = CoursePage(note: note, url: PageURL.forNote(relativePath: note.relativePath, slug: note.frontMatter.slug))
                page.chapterIndex = chapterIndex
                indices.append(pages.count)
                pages.append(page)
            }
            var indexPage = indexNote.map { CoursePage(note: $0, url: PageURL.forNote(relativePath: $0.relativePath, slug: $0.frontMatter.slug)) }
            indexPage?.chapterIndex = chapterIndex
            chapters.append(Chapter(
                folder: folder,
                title: indexNote?.title ?? (folder.isEmpty ? "시작하기" : folder),
                description: indexNote?.frontMatter.description,
                url: folder.isEmpty ? nil : "/\(folder)/",
                index: indexPage,
                pages: indices
            ))
        }
        for index in pages.indices {
            pages[index].previous = index > 0 ? index - 1 : nil
            pages[index].next = index + 1 < pages.count ? index + 1 : nil
        }

        // Tags keep the spelling of their first use; `Combine` and `combine` are one tag.
        var tagOrder: [String] = []
        var tagNames: [String: String] = [:]
        var tagPages: [String: [Int]] = [:]
        for (index, page) in pages.enumerated() {
            for tag in page.note.frontMatter.tags {
                let slug = Slugger.slug(tag)
                guard !slug.isEmpty else {
                    diagnostics.append(.warning(page.note.location, "the tag '\(tag)' has no letters or digits; it is left out"))
                    continue
                }
                if tagNames[slug] == nil { tagNames[slug] = tag; tagOrder.append(slug) }
                if tagPages[slug]?.last != index { tagPages[slug, default: []].append(index) }
            }
        }
        let tags = tagOrder.sorted().map { Tag(name: tagNames[$0]!, slug: $0, pages: tagPages[$0]!) }

        let course = Course(home: home, chapters: chapters, pages: pages, tags: tags, assets: assets.sorted())
        return Result(course: course, diagnostics: diagnostics)
    }
}
