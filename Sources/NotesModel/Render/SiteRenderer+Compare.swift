/// Comparison pages (`/compare/<id>/`): each row lists its first `MentionListings.rowNotesShown`
/// notes, and a row mentioned in more has its own pages listing them all
/// (`/compare/<id>/<row>/`, then `…/page/2/`, …).
extension SiteRenderer {
    func comparePages(_ table: ComparisonTable, backlinks: Backlinks) -> [SiteFile] {
        let groups = ProofGroups(course, decorations: decorations)
        // Each row's notes, grouped once for its line in the table and for its own pages.
        let entriesByRow = Dictionary(table.rows.map { ($0.id, backlinks.entries(.row(table.id, $0.id))) }, uniquingKeysWith: { first, _ in first })
        var files: [SiteFile] = []
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
                        let entries = entriesByRow[row.id] ?? []
                        let shown = entries.prefix(MentionListings.rowNotesShown)
                        let group = groups.group(row.proof)
                        let proof = groups.proof(for: row.proof)
                        var context: [String: Any] = [
                            "hasGroup": group != nil,
                            "groupURL": group.map { "\($0.url)#proof-\(row.proof)" } ?? "",
                            "groupNote": group?.title ?? "",
                            "proven": proof != nil,
                            "proofLabel": proof?.label ?? "",
                            "id": row.id,
                            "cells": table.columns.map { ["html": Self.breakable(InlineMarkdown.html(row.cells[$0.key] ?? "—")), "column": $0.title] },
                            "note": row.note.map { InlineMarkdown.html($0) } ?? "",
                            "notes": shown.map { ["title": $0.page.note.title, "url": $0.page.url] },
                            "hasNotes": !entries.isEmpty,
                            "noteCount": entries.count,
                            // More than three places: folded under a count.
                            "foldNotes": entries.count > 3,
                        ]
                        if entries.count > shown.count {
                            let more = ["hidden": entries.count - shown.count, "url": "\(table.url)\(row.id)/"] as [String: Any]
                            context["moreNotes"] = more
                        }
                        return context
                    },
                ]
            },
        ] as [String: Any]
        files.append(htmlFile(PageURL.outputFile(table.url), "compare", page))
        for row in table.rows {
            files += rowPages(row, of: table, entries: entriesByRow[row.id] ?? [], total: backlinks.count(.row(table.id, row.id)))
        }
        return files
    }

    /// The pages of a row its table does not list whole: every note mentioning it,
    /// `ChapterPaging.perPage` a page, as a concept's pages list theirs.
    private func rowPages(_ row: ComparisonTable.Row, of table: ComparisonTable, entries: [Backlinks.Entry], total: Int) -> [SiteFile] {
        guard entries.count > MentionListings.rowNotesShown else { return [] }
        let urls = ChapterPaging.urls(base: "\(table.url)\(row.id)/", count: entries.count)
        let name = table.counterparts(of: row)
        return (1...urls.count).map { number in
            let shown = ChapterPaging.notes(onPage: number, of: entries.count)
            let title = "\(table.title): \(name)" + (urls.count > 1 ? " (\(number)/\(urls.count)쪽)" : "")
            var page = context.base(title: title, description: "‘\(name)’이(가) 나오는 노트 \(entries.count)개", url: urls[number - 1], kind: "compare-row")
            var entry: [String: Any] = [
                "id": row.id,
                "title": name,
                "tableTitle": table.title,
                "tableURL": table.url,
                "backlinks": shown.map { Backlinks.context(entries[$0]) },
                "noteCount": entries.count,
                "total": total,
                "start": shown.lowerBound + 1,
            ]
            if let pager = ListingPager(urls: urls, current: number) { entry["pager"] = pager.context }
            page["row"] = entry
            return htmlFile(PageURL.outputFile(urls[number - 1]), "compare-row", page)
        }
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

