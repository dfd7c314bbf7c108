/// An mdBook `SUMMARY.md` at the top of the content folder: the reading order of the notes it
/// links and the titles of the folders they are in. It is navigation, not a page.
///
/// ```markdown
/// # Summary
/// [소개](README.md)
/// # 1부: 기초                         ← a part title: the title of the folder its notes are in
/// - [Observable](01_Observable/README.md)   ← an item whose own link or nested items are in one
///     - [Subject](01_Observable/Subject.md)   folder titles that folder
/// ```
struct BookSummary: Sendable, Equatable {
    /// The file's path relative to the content folder.
    static let file = "SUMMARY.md"

    /// Linked notes' paths (relative to the content folder) in reading order.
    private(set) var order: [String] = []
    /// Folder (first path component) → title.
    private(set) var folderTitles: [String: String] = [:]
    /// Folder → position of its first note in `order`.
    private(set) var folderOrder: [String: Int] = [:]

    init(_ note: Note) {
        var groups: [(title: String, paths: [String])] = []
        var part: (title: String, start: Int)?
        var seenFirstHeading = false
        func closePart() {
            if let part { groups.append((part.title, Array(order[part.start...]))) }
        }
        for block in note.document.blocks {
            switch block.kind {
            case .heading(_, let content, _):
                // The first heading is the file's own title ("Summary"); later ones name parts.
                if seenFirstHeading || !order.isEmpty {
                    closePart()
                    part = (content.plainText.trimmingWhitespace, order.count)
                }
                seenFirstHeading = true
            case .paragraph(let inlines):
                for link in Self.links(in: inlines) { add(link.path) }
            case .list(let list):
                groups += items(list, depth: 0)
            default:
                break
            }
        }
        closePart()
        // A folder is titled by the first item, else part, whose notes are all in it and hold
        // all of its notes the summary lists: a part spanning two folders names neither.
        var listed: [String: Set<String>] = [:]
        for path in order { listed[Self.folder(path), default: []].insert(path) }
        for (folder, paths) in listed where !folder.isEmpty {
            if let group = groups.first(where: { group in
                !group.paths.isEmpty && group.paths.allSatisfy { Self.folder($0) == folder } && paths.isSubset(of: group.paths)
            }) {
                folderTitles[folder] = group.title
            }
        }
    }

    /// Position of a note in the reading order.
    func position(of relativePath: String) -> Int? { positions[relativePath] }

    private var positions: [String: Int] = [:]

    /// Adds a list's links in order; returns its top-level items with children as groups
    /// (title, the paths under it, its own included).
    private mutating func items(_ list: Block.List, depth: Int) -> [(title: String, paths: [String])] {
        var groups: [(title: String, paths: [String])] = []
        for item in list.items {
            var ownLink: (path: String, title: String)?
            var nested: [Block.List] = []
            for block in item.content {
                switch block.kind {
                case .paragraph(let inlines): ownLink = ownLink ?? Self.links(in: inlines).first
                case .list(let list): nested.append(list)
                default: break
                }
            }
            let before = order.count
            if let ownLink { add(ownLink.path) }
            for list in nested { _ = items(list, depth: depth + 1) }
            if depth == 0, let title = ownLink?.title, !nested.isEmpty {
                groups.append((title, Array(order[before...])))
            }
        }
        return groups
    }

    private mutating func add(_ path: String) {
        guard positions[path] == nil else { return }
        positions[path] = order.count
        let folder = Self.folder(path)
        if !folder.isEmpty && folderOrder[folder] == nil { folderOrder[folder] = order.count }
        order.append(path)
    }

    /// The `.md` links of a paragraph, as paths inside the content folder, with their text.
    private static func links(in inlines: [Inline]) -> [(path: String, title: String)] {
        var found: [(path: String, title: String)] = []
        for inline in inlines {
            guard case .link(let destination, _, let content, _, _) = inline else { continue }
            let target = LinkTarget(destination)
            guard target.kind == .relative, target.path.hasSuffix(".md"),
                  let path = SiteIndex.join("", target.path) else { continue }
            found.append((path, content.plainText.trimmingWhitespace))
        }
        return found
    }

    /// The first path component of a note's path; empty for a note at the top.
    private static func folder(_ path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : ""
    }
}
