import Foundation
import Testing

/// A course kept as one folder of 3,000 notes (a lab blog), built once: a note's page stays
/// under 60 KB (it once listed the whole folder in its sidebar: 127 KB a page at 1,000 notes),
/// and without JavaScript every note can still be reached from every page by following links
/// (the sidebar's window and "모두 보기" link, the folder's index pages and their pager). Every
/// note mentions two concepts and a comparison row and carries two tags, so the pages listing
/// them would list 3,000 notes: each stays under 120 KB (a concept page was 2.9 MB at 1,000
/// notes), and its pages still reach every note.
@Suite struct LongFolderTests {
    static let notes = 3_000

    @Test func everyPageStaysSmallAndEveryNoteIsReachable() throws {
        let site = try Workspace()
        defer { site.remove() }
        try Self.writeCourse(site)
        let result = try site.run("build", "--no-verify", "-q")
        #expect(result.status == 0, "\(result.stderr)")

        let output = site.folder.appendingPathComponent("_site")
        let pages = try Self.htmlPages(in: output)
        try notePagesStaySmallAndReachEveryNote(pages)
        try listingsStaySmallAndReachEveryNote(pages, output: output)
    }

    static func writeCourse(_ site: Workspace) throws {
        try site.write("content/concepts/subscription.md", "---\nid: subscription\ntitle: 구독\naliases: [구독]\nrelated: [weak]\n---\n\n값을 받겠다고 알리는 일입니다.\n")
        try site.write("content/concepts/weak.md", "---\nid: weak\ntitle: weak 참조\naliases: [weak]\nrelated: [subscription]\n---\n\n`weak`는 참조 개수를 올리지 않습니다.\n")
        try site.write("content/compare/pairs.yaml", """
        id: pairs
        title: 대응표
        columns: {rxswift: RxSwift, combine: Combine}
        sections:
          - title: 구독
            rows:
              - id: sink
                rxswift: "`subscribe(onNext:)`"
                combine: "`sink(receiveValue:)`"
                terms: {rxswift: [subscribe], combine: [sink]}

        """)
        for number in 1...notes {
            let name = String(format: "lab%04d", number)
            // Every third note also mentions `weak`, in a section of its own.
            let weak = number % 3 == 0 ? "\n## 약한 참조\n\n`weak`로 잡으면 순환이 생기지 않습니다.\n" : ""
            try site.write("content/\(name).md", """
            ---
            title: "실험 \(number): 구독과 취소"
            description: "\(number)번째 실험에서 구독을 취소하는 때를 살펴봅니다."
            tags: [실험, 구독]
            ---

            이번 실험에서는 `sink`가 돌려준 값을 보관하지 않으면 구독이 곧바로 취소되는지 확인합니다.

            ## 관찰

            값이 \(number)개 들어오면 화면에 그 수만큼 표시됩니다. 구독은 한 번만 합니다.
            \(weak)
            """)
        }
    }

    func notePagesStaySmallAndReachEveryNote(_ pages: [String: [UInt8]]) throws {
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

    /// Concept, tag and comparison pages (a row's own pages too), the concepts index and the
    /// map: each under 120 KB; a concept's, a tag's and a row's pages, followed from the first
    /// through their pager, reach every note in them; every one of these pages is in the sitemap.
    func listingsStaySmallAndReachEveryNote(_ pages: [String: [UInt8]], output: URL) throws {
        let listings = pages.keys.filter { $0.hasPrefix("/concepts/") || $0.hasPrefix("/tags/") || $0.hasPrefix("/compare/") }
        var sizes = listings.map { ($0, pages[$0]!.count) }
        sizes.append(("/concepts/map.svg", try Data(contentsOf: output.appendingPathComponent("concepts/map.svg")).count))
        let over = sizes.filter { $0.1 >= 120_000 }.sorted { $0.1 > $1.1 }
        #expect(over.isEmpty, "pages of 120 KB or more: \(over.prefix(5))")
        #expect(pages["/concepts/subscription/page/60/"] != nil && pages["/concepts/subscription/page/61/"] == nil, "3,000 notes, 50 a page")
        #expect(pages["/tags/실험/page/60/"] != nil)

        let links = pages.mapValues { Array(Self.internalLinks(in: $0)) }
        /// The notes reached from `start` following links between pages under `base` only.
        func notesListed(from start: String, within base: String) -> Set<String> {
            let own = links.filter { $0.key.hasPrefix(base) }.mapValues { $0.filter { $0.hasPrefix(base) || $0.hasPrefix("/lab") } }
            return Self.reachable(from: start, links: own).filter { $0.hasPrefix("/lab") }
        }
        let all = Set((1...Self.notes).map { String(format: "/lab%04d/", $0) })
        let everyThird = Set((1...Self.notes).filter { $0 % 3 == 0 }.map { String(format: "/lab%04d/", $0) })
        #expect(notesListed(from: "/concepts/subscription/", within: "/concepts/subscription/") == all)
        #expect(notesListed(from: "/concepts/weak/", within: "/concepts/weak/") == everyThird)
        #expect(notesListed(from: "/tags/실험/", within: "/tags/실험/") == all)
        // The table shows five notes in the row and links the row's own pages for the rest.
        let table = String(decoding: try #require(pages["/compare/pairs/"]), as: UTF8.self)
        #expect(table.contains("<a class=\"compare-mentions-more\" href=\"/compare/pairs/sink/\">외 2995개 모두 보기</a>"))
        #expect(notesListed(from: "/compare/pairs/", within: "/compare/pairs/") == all)
        // The counts stay whole: 3,000 notes, two mentions of 구독 in each.
        let concept = String(decoding: try #require(pages["/concepts/subscription/"]), as: UTF8.self)
        #expect(concept.contains("노트 3000개 · 6000번"))

        let sitemap = try String(contentsOf: output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        let missing = listings.filter { !sitemap.contains("\($0)</loc>") }
        #expect(missing.isEmpty, "not in the sitemap: \(missing.sorted().prefix(3))")
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
