/// Every name a template can look up in what sitegen gives it (docs/theme.md describes them),
/// and a check that warns when a template names something else: Mustache renders an unknown
/// name as nothing, so a typo (`{{note.titel}}`) would otherwise vanish without a word.
///
/// A name counts as known when it is a key at any depth of the page contexts; keys that only
/// some pages carry are listed too, so a course that never sets one gets no warning for the
/// default theme. `TemplateVariablesTests` checks this list against the contexts a real build
/// hands to the templates.
enum TemplateVariables {
    static let known: Set<String> = [
        // Every page (PageContext.base).
        "root", "site", "page", "nav", "sidebar", "isServe",
        "title", "description", "generator", "hasConcepts", "hasQuizzes", "offline", "comparisons", "url", "absoluteURL", "kind",
        "image", "imageAlt", "imageDrawn",
        "current", "isPage", "notes", "expanded", "shown", "hiddenBefore", "hiddenAfter", "noteCount",
        "firstNote", "lastNote", "notesBefore", "notesAfter", "hidden", "listURL",
        // Note pages and note summaries.
        "note", "date", "dateISO", "readingMinutes", "tags", "name", "source", "body", "toc", "hasToc", "updated", "updatedISO", "editURL", "hasMarbles",
        "chapterTitle",
        "level", "id", "text", "prev", "next", "chapter",
        // Home, chapters, tags.
        "quizzes", "ids", "intro", "chapters", "tagList", "first", "tag", "count", "more",
        // A long chapter's index pages (ListingPager).
        "start", "offset", "pager", "links", "gap", "number",
        // Concepts and comparisons.
        "concept", "concepts", "aliases", "related", "backlinks", "hasBacklinks", "total", "noteCount",
        "map", "sections", "excerpt", "inCode", "tables", "rowCount", "table", "columns", "provenCount",
        "rows", "hasGroup", "groupURL", "groupNote", "proven", "proofLabel", "cells", "html", "column",
        "hasNotes", "foldNotes", "firstPage", "moreSections", "moreNotes",
        // A comparison row's own pages.
        "row", "tableTitle", "tableURL",
        // The print page.
        "book", "continued", "partCount", "isWhole", "parts", "solutions", "hasSolutions",
        // From swift-mustache's `enumerated`/`sorted` of a dictionary.
        "key", "value",
    ]

    /// swift-mustache's transforms: `name(value)`, and `name()` for the position in a list.
    static let transforms: Set<String> = [
        "empty", "capitalized", "lowercased", "uppercased", "reversed", "first", "last", "count",
        "sorted", "enumerated", "equalzero", "plusone", "minusone", "even", "odd", "index",
    ]

    /// A warning for each tag of `text` that names a value sitegen does not provide.
    static func check(_ text: String, file: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for tag in TemplateTags.scan(text) {
            guard let unknown = unknownPart(of: tag.name) else { continue }
            var message: String
            let guess: String?
            switch unknown {
            case .value(let name):
                message = "'{{\(tag.name)}}' names '\(name)', which sitegen does not give templates, so it renders as nothing"
                guess = closest(to: name, among: known)
            case .transform(let name):
                message = "'{{\(tag.name)}}' uses the transform '\(name)', which Mustache does not have, so it renders as nothing"
                guess = closest(to: name, among: transforms)
            }
            if let guess { message += "; did you mean '\(guess)'?" }
            diagnostics.append(.warning(SourceLocation(file: file, line: tag.line, column: tag.column), message))
        }
        return diagnostics
    }

    enum Unknown: Equatable {
        case value(String)
        case transform(String)
    }

    /// The first part of a tag's name that is neither a known value nor a transform, if any.
    static func unknownPart(of name: String) -> Unknown? {
        var name = Substring(name)
        // `transform(value)`: check the transform, then the value inside.
        if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            let transform = String(name[..<open])
            guard transforms.contains(transform) else { return .transform(transform) }
            name = name[name.index(after: open)..<name.index(before: name.endIndex)]
            if name.isEmpty { return nil }
        }
        if name == "." { return nil }
        for part in name.split(separator: ".", omittingEmptySubsequences: true) where !known.contains(String(part)) {
            return .value(String(part))
        }
        return nil
    }

    /// The name a typo most likely meant: at most two edits away.
    static func closest(to name: String, among names: Set<String>) -> String? {
        let candidates = names.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = candidates.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// Edits between two names, a swap of neighbours counting as one (`titel` → `title`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var before: [Int] = []
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var row = [i]
            for j in 1...max(b.count, 1) where !b.isEmpty {
                var best = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, before[j - 2] + 1) }
                row.append(best)
            }
            before = previous
            previous = row
        }
        return previous[b.count]
    }
}
