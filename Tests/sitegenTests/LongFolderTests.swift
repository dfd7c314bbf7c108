import Foundation
import Testing

/// A course kept as one folder of 3,000 notes (a lab blog): a note's page stays under 60 KB
/// (it once listed the whole folder in its sidebar: 127 KB a page at 1,000 notes), and without
/// JavaScript every note can still be reached from every page by following links (the sidebar's
/// window and "모두 보기" link, the folder's index pages and their pager).
@Suite struct LongFolderTests {
    static let notes = 3_000

    @Test func aNotePageStaysSmallAndEveryNoteIsReachableFromEveryPage() throws {
        let site = try Workspace()
        defer { site.remove() }
        for number in 1...Self.notes {
            let name = String(format: "lab%04d", number)
            try site.write("content/\(name).md", """
            ---
            title: "실험 \(number): 구독과 취소"
            description: "\(number)번째 실험에서 구독을 취소하는 때를 살펴봅니다."
            tags: [실험, 구독]
            ---

            이번 실험에서는 `sink`가 돌려준 값을 보관하지 않으면 구독이 곧바로 취소되는지 확인합니다.

            ## 관찰

            값이 \(number)개 들어오면 화면에 그 수만큼 표시됩니다.

            """)
        }
        let result = try site.run("build", "--no-verify", "-q")
        #expect(result.status == 0, "\(result.stderr)")

        let output = site.folder.appendingPathComponent("_site")
        let pages = try Self.htmlPages(in: output)
        let notePages = pages.keys.filter { $0.hasPrefix("/lab") }
        #expect(notePages.count == Self.notes)
        let largest = notePages.map { pages[$0]!.count }.max() ?? 0
        #expect(largest < 60_000, "the largest note page has \(largest) bytes")

        // Links between pages, as a reader without JavaScript follows them.
        let links = pages.mapValues { Array(Self.internalLinks(in: $0)) }
        let fromHome = Self.reachable(from: "/", links: links)
        let unreached = notePages.filter { !fromHome.contains($0) }
        #expect(unreached.isEmpty, "\(unreached.count) notes not reachable from the home page, e.g. \(unreached.sorted().prefix(3))")
        // Every page leads back to the home page, so to every note.
        var reversed: [String: [String]] = [:]
        for (page, targets) in links { for target in targets { reversed[target, default: []].append(page) } }
        let toHome = Self.reachable(from: "/", links: reversed)
        let stranded = pages.keys.filter { !toHome.contains($0) }
        #expect(stranded.isEmpty, "pages with no way to the home page: \(stranded.sorted().prefix(3))")
        // A note in the middle shows its neighbours and the folder's first and last note.
        let middle = try #require(pages["/lab1500/"])
        for neighbour in ["/lab1499/", "/lab1501/", "/lab0001/", "/lab3000/"] {
            #expect(Self.internalLinks(in: middle).contains(neighbour), "no link to \(neighbour)")
        }
    }

    /// URL path (`/lab0001/`) → bytes, for every HTML page but `nav.html` (a fragment only the
    /// script loads).
    static func htmlPages(in folder: URL) throws -> [String: [UInt8]] {
        var pages: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let root = folder.standardizedFileURL.path
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "html", url.lastPathComponent != "nav.html" else { continue }
            var path = String(url.standardizedFileURL.path.dropFirst(root.count))
            if path.hasSuffix("/index.html") { path.removeLast("index.html".count) }
            pages[path] = Array(try Data(contentsOf: url))
        }
        return pages
    }

    /// The `href` values of a page that point into the site, without their fragment,
    /// percent-decoded.
    static func internalLinks(in page: [UInt8]) -> Set<String> {
        var links = Set<String>()
        // Foundation's search: a byte loop is slow in a debug build.
        for part in String(decoding: page, as: UTF8.self).components(separatedBy: " href=\"").dropFirst() {
            guard let end = part.firstIndex(of: "\"") else { continue }
            var link = String(part[..<end])
            if let hash = link.firstIndex(of: "#") { link = String(link[..<hash]) }
            if link.hasPrefix("/"), !link.hasPrefix("//") { links.insert(link.removingPercentEncoding ?? link) }
        }
        return links
    }

    static func reachable(from start: String, links: [String: [String]]) -> Set<String> {
        var seen: Set<String> = [start]
        var queue = [start]
        while let page = queue.popLast() {
            for target in links[page] ?? [] where !seen.contains(target) {
                seen.insert(target)
                queue.append(target)
            }
        }
        return seen
    }
}
