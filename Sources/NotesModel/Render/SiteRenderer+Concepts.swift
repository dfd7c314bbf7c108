/// Concept pages (`/concepts/<id>/`, then `/concepts/<id>/page/2/`, … with the notes that
/// mention the concept, `ChapterPaging.perPage` a page), the concepts index and the map as a file.
extension SiteRenderer {
    public func conceptPages() -> [SiteFile] {
        conceptJobs().flatMap { $0() }
    }

    /// One job for each concept and each comparison table, and one for the index and the map,
    /// sharing the mentions grouped once and the map made once.
    func conceptJobs() -> [@Sendable () -> [SiteFile]] {
        let registry = course.registry
        guard !registry.concepts.isEmpty || !registry.tables.isEmpty else { return [] }
        // Both read every mention of the course, one beside the other.
        let course = self.course
        let (backlinks, conceptMap) = inParallel({ Backlinks(course) }, { registry.concepts.isEmpty ? nil : ConceptMap(course) })
        var jobs: [@Sendable () -> [SiteFile]] = []
        if let map = conceptMap {
            jobs += registry.concepts.map { concept in { conceptPages(concept, backlinks: backlinks, map: map) } }
            jobs.append { conceptsIndex(backlinks: backlinks, map: map) }
        }
        jobs += registry.tables.map { table in { comparePages(table, backlinks: backlinks) } }
        return jobs
    }

    /// The concept's pages: the first with its note, the list's first notes and the map; the
    /// others with the rest of the list, each note with its first sections (`Backlinks`).
    private func conceptPages(_ concept: Concept, backlinks: Backlinks, map: ConceptMap) -> [SiteFile] {
        guard let page = course.conceptPages.first(where: { $0.url == concept.url }) else { return [] }
        let registry = course.registry
        let entries = backlinks.entries(.concept(concept.id))
        let urls = ChapterPaging.urls(base: concept.url, count: entries.count)
        var files: [SiteFile] = []
        for number in 1...urls.count {
            let shown = ChapterPaging.notes(onPage: number, of: entries.count)
            let title = number == 1 ? concept.title : "\(concept.title) (\(number)/\(urls.count)쪽)"
            var pageContext = context.base(title: title, description: concept.description ?? "", url: urls[number - 1], kind: "concept")
            var entry: [String: Any] = [
                "id": concept.id,
                "title": concept.title,
                "url": concept.url,
                "description": concept.description ?? "",
                "firstPage": number == 1,
                "body": number == 1 ? body(of: page) : "",
                "aliases": concept.aliases,
                "related": concept.related.compactMap { id in registry.concept(id).map { ["title": $0.title, "url": $0.url] } },
                "backlinks": shown.map { Backlinks.context(entries[$0]) },
                "hasBacklinks": !entries.isEmpty,
                "total": backlinks.count(.concept(concept.id)),
                "noteCount": entries.count,
                "start": shown.lowerBound + 1,
                "map": number == 1 ? map.svg(highlight: concept.id, compact: true) : "",
                "source": page.note.displayPath,
            ]
            if let pager = ListingPager(urls: urls, current: number) { entry["pager"] = pager.context }
            pageContext["concept"] = entry
            files.append(htmlFile(PageURL.outputFile(urls[number - 1]), "concept", pageContext))
        }
        // What a link's preview card shows, fetched only when a reader asks for it.
        files.append(SiteFile(path: "concepts/\(concept.id)/preview.json", text: ConceptPreview(concept: concept, note: page.note).json))
        return files
    }

    private func conceptsIndex(backlinks: Backlinks, map: ConceptMap) -> [SiteFile] {
        let registry = course.registry
        var index = context.base(title: "개념", description: "강의에 나오는 개념과 그 개념이 나오는 모든 곳", url: "/concepts/", kind: "concepts")
        index["concepts"] = registry.concepts.map { concept -> [String: Any] in
            ["title": concept.title, "url": concept.url, "description": concept.description ?? "", "count": backlinks.count(.concept(concept.id))]
        }
        // One drawing for the page and the file.
        let drawn = map.svg()
        index["map"] = drawn
        index["tables"] = registry.tables.map { ["title": $0.title, "url": $0.url, "rowCount": $0.rows.count] as [String: Any] }
        return [
            htmlFile("concepts/index.html", "concepts", index),
            SiteFile(path: "concepts/map.svg", text: site.path.rewrite(map.standalone(drawn))),
        ]
    }
}
