/// Concept pages (`/concepts/<id>/`, with backlinks and the map), the concepts index, the map
/// as a file, and comparison pages (`/compare/<id>/`).
extension SiteRenderer {
    public func conceptPages() -> [SiteFile] {
        let registry = course.registry
        guard !registry.concepts.isEmpty || !registry.tables.isEmpty else { return [] }
        let context = self.context
        var files: [SiteFile] = []
        let backlinks = Backlinks(course)

        for concept in registry.concepts {
            guard let page = course.conceptPages.first(where: { $0.url == concept.url }) else { continue }
            var pageContext = context.base(title: concept.title, description: concept.description ?? "", url: concept.url, kind: "concept")
            let listed = backlinks.list(.concept(concept.id))
            pageContext["concept"] = [
                "id": concept.id,
                "title": concept.title,
                "description": concept.description ?? "",
                "body": body(of: page),
                "aliases": concept.aliases,
                "related": concept.related.compactMap { id in registry.concept(id).map { ["title": $0.title, "url": $0.url] } },
                "backlinks": listed,
                "hasBacklinks": !listed.isEmpty,
                "total": backlinks.count(.concept(concept.id)),
                "noteCount": listed.count,
                "map": ConceptMap.svg(course, highlight: concept.id, compact: true),
                "source": page.note.displayPath,
            ] as [String: Any]
            files.append(htmlFile(PageURL.outputFile(concept.url), "concept", pageContext))
            // What a link's preview card shows, fetched only when a reader asks for it.
            files.append(SiteFile(path: "concepts/\(concept.id)/preview.json", text: ConceptPreview(concept: concept, note: page.note).json))
        }
        if !registry.concepts.isEmpty {
            var index = context.base(title: "개념", description: "강의에 나오는 개념과 그 개념이 나오는 모든 곳", url: "/concepts/", kind: "concepts")
            index["concepts"] = registry.concepts.map { concept -> [String: Any] in
                ["title": concept.title, "url": concept.url, "description": concept.description ?? "", "count": backlinks.count(.concept(concept.id))]
            }
            index["map"] = ConceptMap.svg(course)
            index["tables"] = registry.tables.map { ["title": $0.title, "url": $0.url, "rowCount": $0.rows.count] as [String: Any] }
            files.append(htmlFile("concepts/index.html", "concepts", index))
            files.append(SiteFile(path: "concepts/map.svg", text: site.path.rewrite(ConceptMap.standalone(course))))
        }
        let groups = ProofGroups(course, decorations: decorations)
        for table in registry.tables {
            var page = context.base(title: table.title, description: table.description ?? "", url: table.url, kind: "compare")
            page["table"] = [
                "id": table.id,
                "title": table.title,
                "description": table.description ?? "",
                "columns": table.columns.map { ["title": $0.title] },
                "rowCount": table.rows.count,
                "provenCount": table.rows.filter { groups.proof(for: $0.proof) != nil }.count,
                "sections": Self.sectionIDs(table.sections.map(\.title), rows: table.rows.map(\.id)).enumerated().map { position, id -> [String: Any] in
                    let section = table.sections[position]
                    return [
                        "title": section.title,
                        "id": id,
                        "rowCount": section.rows.count,
                        "rows": section.rows.map { row -> [String: Any] in
                            let notes = backlinks.list(.row(table.id, row.id))
                            let group = groups.group(row.proof)
                            let proof = groups.proof(for: row.proof)
                            return [
                                "hasGroup": group != nil,
                                "groupURL": group.map { "\($0.url)#proof-\(row.proof)" } ?? "",
                                "groupNote": group?.title ?? "",
                                "proven": proof != nil,
                                "proofLabel": proof?.label ?? "",
                                "id": row.id,
                                "cells": table.columns.map { ["html": Self.breakable(InlineMarkdown.html(row.cells[$0.key] ?? "—")), "column": $0.title] },
                                "note": row.note.map { InlineMarkdown.html($0) } ?? "",
                                "notes": notes,
                                "hasNotes": !notes.isEmpty,
                                "noteCount": notes.count,
                                // More than three places: folded under a count.
                                "foldNotes": notes.count > 3,
                            ]
                        },
                    ]
                },
            ] as [String: Any]
            files.append(htmlFile(PageURL.outputFile(table.url), "compare", page))
        }
        return files
    }
}

extension SiteRenderer {
    /// Heading ids for the comparison page's sections, by GitHub's rule, unique on the page
    /// (rows keep their own ids).
    static func sectionIDs(_ titles: [String], rows: [String]) -> [String] {
        var slugger = Slugger()
        for row in rows { _ = slugger.reserve(row) }
        return titles.map { slugger.unique($0) }
    }

    /// Lets long signatures in comparison cells wrap at punctuation (`a.b(c:)`, `Set<Any…>`)
    /// instead of inside an identifier: a `<wbr>` after `.`, `(`, `:`, `,` and `<` within code.
    static func breakable(_ html: String) -> String {
        guard html.includes("<code>") else { return html }
        var out = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<code>"), let close = rest[open.upperBound...].range(of: "</code>") {
            out += rest[..<open.upperBound]
            var code = String(rest[open.upperBound..<close.lowerBound])
            for mark in [".", "(", ":", ",", "&lt;"] { code = code.replacingOccurrences(of: mark, with: mark + "<wbr>") }
            out += code + "</code>"
            rest = rest[close.upperBound...]
        }
        return out + rest
    }
}

/// Mentions grouped once per build by what they point at, for every concept and comparison page.
struct Backlinks {
    private let byTarget: [Mention.Target: [Mention]]
    private let order: [String: Int]
    private let pagesByPath: [String: CoursePage]

    init(_ course: Course) {
        byTarget = Dictionary(grouping: course.mentions, by: \.target)
        order = Dictionary(course.allNotePages.enumerated().map { ($1.note.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        pagesByPath = Dictionary(course.allNotePages.map { ($0.note.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func count(_ target: Mention.Target) -> Int { byTarget[target]?.count ?? 0 }

    /// Notes mentioning `target`, in reading order: title, link, count, and per section a deep
    /// link and an excerpt.
    func list(_ target: Mention.Target) -> [[String: Any]] {
        let byNote = Dictionary(grouping: byTarget[target] ?? [], by: \.note)
        return byNote.keys.sorted { (order[$0] ?? Int.max, $0) < (order[$1] ?? Int.max, $1) }.compactMap { path in
            guard let page = pagesByPath[path] else { return nil }
            var sections: [[String: Any]] = []
            var seen = Set<String>()
            for mention in byNote[path]! where seen.insert(mention.sectionID ?? "").inserted {
                let url = mention.sectionID.map { "\(page.url)#\($0)" } ?? page.url
                sections.append(["title": mention.sectionTitle ?? page.note.title, "url": url, "excerpt": mention.excerpt, "inCode": mention.inCode])
            }
            return ["title": page.note.title, "url": page.url, "count": byNote[path]!.count, "sections": sections]
        }
    }
}
