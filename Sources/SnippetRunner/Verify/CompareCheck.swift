/// Paired snippets (`compare=ID`) that both run must print the same thing: the Combine and the
/// async version of an example prove each other.
enum CompareCheck {
    static func apply(_ results: [SnippetResult], units: [SnippetUnit]) -> [SnippetResult] {
        var results = results
        var groups: [String: [(snippet: Snippet, index: Int)]] = [:]
        for unit in units where unit.kind == .run {
            for snippet in unit.snippets {
                guard let id = snippet.info.compareID,
                      let index = results.firstIndex(where: { $0.file == snippet.file && $0.line == snippet.line }) else { continue }
                groups["\(snippet.file)#\(id)", default: []].append((snippet, index))
            }
        }
        for (_, members) in groups where members.count >= 2 {
            let first = members[0]
            guard results[first.index].status == .passed, let reference = results[first.index].actualOutput else { continue }
            for member in members.dropFirst() where results[member.index].status == .passed {
                let output = results[member.index].actualOutput ?? ""
                guard OutputMatcher.lines(output) != OutputMatcher.lines(reference) else { continue }
                let name = first.snippet.info.title.map { " (\($0))" } ?? ""
                let diff = OutputMatcher.diff(expected: reference, actual: output)
                results[member.index].status = .failed
                results[member.index].failure = .compareMismatch
                results[member.index].message = "prints something else than the other member of compare group '\(member.snippet.info.compareID!)' at \(first.snippet.place)\(name):\n\(UnitEvaluator.indent(diff))\n  (- \(first.snippet.info.title ?? "first"), + \(member.snippet.info.title ?? "this one"))"
            }
        }
        return results
    }
}
