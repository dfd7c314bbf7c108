import Yams

/// A comparison table (`content/compare/<id>.yaml`), rendered at `/compare/<id>/`: rows of
/// counterparts across columns (RxSwift ↔ Combine ↔ Swift concurrency).
public struct ComparisonTable: Sendable, Hashable {
    public struct Column: Sendable, Hashable {
        public var key: String
        public var title: String
    }

    public struct Row: Sendable, Hashable {
        public var id: String
        /// Column key → inline Markdown.
        public var cells: [String: String]
        public var note: String?
        /// Column key → names that stand for this row in notes' text and code.
        public var terms: [String: [String]]
        public var line: Int
        /// The id of the paired-snippet group (`compare=ID`) that proves this row by running it;
        /// `proof:` in the YAML, else the row's own id.
        public var proof: String
    }

    public struct Section: Sendable, Hashable {
        public var title: String
        public var rows: [Row]
    }

    public var id: String
    public var title: String
    public var description: String?
    public var columns: [Column]
    public var sections: [Section]
    public var source: String

    public var url: String { "/compare/\(id)/" }
    public var rows: [Row] { sections.flatMap(\.rows) }

    /// "RxSwift: PublishSubject · Combine: PassthroughSubject · Swift Concurrency: AsyncStream":
    /// each column's first code span as written, or its text.
    public func counterparts(of row: Row) -> String {
        columns.compactMap { column in
            guard let cell = row.cells[column.key], !cell.isEmpty else { return nil }
            let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
            let shown = parts.count >= 3 ? String(parts[1]) : String(cell.prefix(40))
            return "\(column.title): \(shown)"
        }.joined(separator: " · ")
    }
}

extension ComparisonTable {
    /// Reads a table from YAML; problems come back as diagnostics naming the file and line.
    public static func parse(_ yaml: String, relativePath: String, displayPath: String) -> (table: ComparisonTable?, diagnostics: [Diagnostic]) {
        func error(_ line: Int, _ message: String) -> Diagnostic {
            .error(SourceLocation(file: displayPath, line: line), message)
        }
        let root: Node
        do {
            guard let node = try YAMLText.compose(yaml) else { return (nil, [error(1, "the comparison file is empty")]) }
            root = node
        } catch let yamlError as YamlError {
            return (nil, [error(1, "malformed comparison YAML: \(yamlError)")])
        } catch {
            return (nil, [.error(SourceLocation(file: displayPath), "malformed comparison YAML: \(error)")])
        }
        var diagnostics: [Diagnostic] = []
        let fileName = String(relativePath.split(separator: "/").last ?? "").replacingSuffix(".yaml").replacingSuffix(".yml")
        let id = root["id"]?.string ?? fileName
        var columns: [Column] = []
        if let mapping = root["columns"]?.mapping {
            for (key, value) in mapping {
                if let key = key.string { columns.append(Column(key: key, title: value.string ?? key)) }
            }
        }
        if columns.isEmpty { diagnostics.append(error(root.mark?.line ?? 1, "a comparison needs 'columns' (e.g. {rxswift: RxSwift, combine: Combine})")) }
        var sections: [Section] = []
        var seen = Set<String>()
        for sectionNode in root["sections"]?.sequence ?? [] {
            var rows: [Row] = []
            for rowNode in sectionNode["rows"]?.sequence ?? [] {
                let line = rowNode.mark?.line ?? 0
                guard let rowID = rowNode["id"]?.string, !rowID.isEmpty else {
                    diagnostics.append(error(line, "every comparison row needs an 'id'"))
                    continue
                }
                if !seen.insert(rowID).inserted { diagnostics.append(error(line, "the row id '\(rowID)' is used twice")) }
                let known = Set(columns.map(\.key)).union(["id", "note", "terms", "proof"])
                for case let (keyNode, _) in rowNode.mapping ?? [:] {
                    guard let key = keyNode.string, !known.contains(key), !columns.isEmpty else { continue }
                    diagnostics.append(error(keyNode.mark?.line ?? line, "row '\(rowID)' has '\(key)', which is not a column (columns: \(columns.map(\.key).joined(separator: ", ")))"))
                }
                if !columns.isEmpty && !columns.contains(where: { rowNode[Node($0.key)]?.string != nil }) {
                    diagnostics.append(error(line, "row '\(rowID)' has no cell: give at least one of \(columns.map(\.key).joined(separator: ", "))"))
                }
                var cells: [String: String] = [:]
                var terms: [String: [String]] = [:]
                for column in columns {
                    if let cell = rowNode[Node(column.key)]?.string { cells[column.key] = cell }
                    let explicit = rowNode["terms"]?[Node(column.key)]?.sequence?.compactMap(\.string)
                    terms[column.key] = explicit ?? Self.codeNames(in: cells[column.key] ?? "")
                }
                rows.append(Row(id: rowID, cells: cells, note: rowNode["note"]?.string, terms: terms, line: line, proof: rowNode["proof"]?.string ?? rowID))
            }
            sections.append(Section(title: sectionNode["title"]?.string ?? "", rows: rows))
        }
        let table = ComparisonTable(id: id, title: root["title"]?.string ?? id, description: root["description"]?.string,
                                    columns: columns, sections: sections, source: relativePath)
        return (table, diagnostics)
    }

    /// The leading identifier of each code span in a cell: "`bind(to:)`" → "bind".
    static func codeNames(in cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            guard index % 2 == 1 else { return nil }
            let name = part.drop { $0 == "." }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
    }
}
