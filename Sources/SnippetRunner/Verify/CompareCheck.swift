import NotesModel

/// Paired snippets (`compare=ID`) prove each other: every member that runs must print the same
/// thing. The output most members agree on is the reference, so the message names the member that
/// differs, not the first one; each group gets a `GroupProof` for its page and the comparison table.
enum CompareCheck {
    static func apply(_ results: [SnippetResult], units: [SnippetUnit], skipped: [Snippet]) -> (results: [SnippetResult], proofs: [GroupProof]) {
        var results = results
        var groups: [String: [(snippet: Snippet, index: Int?)]] = [:]
        var order: [String] = []
        let resultIndex = Dictionary(results.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let members = units.flatMap(\.snippets) + skipped
        for snippet in members.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
            guard let id = snippet.info.compareID else { continue }
            let key = "\(snippet.file)#\(id)"
            if groups[key] == nil { order.append(key) }
            let runs = snippet.info.kind == .run
            groups[key, default: []].append((snippet, runs ? resultIndex[snippet.id] : nil))
        }
        var proofs: [GroupProof] = []
        for key in order {
            guard let group = groups[key], group.count >= 2 else { continue }
            let title = { (snippet: Snippet) in snippet.info.title ?? "\(snippet.place)" }
            let ran = group.filter { member in member.index.map { results[$0].status == .passed } ?? false }
            let outputs = ran.map { OutputMatcher.lines(results[$0.index!].actualOutput ?? "") }
            // The reference: the output most members print (the earliest on a tie).
            let reference = outputs.max { a, b in outputs.filter { $0 == a }.count < outputs.filter { $0 == b }.count }
                .flatMap { best in outputs.firstIndex(of: best) }
            var differing: [String] = []
            if let reference {
                let referenceMember = ran[reference]
                let referenceOutput = results[referenceMember.index!].actualOutput ?? ""
                for (position, member) in ran.enumerated() where outputs[position] != outputs[reference] {
                    let index = member.index!
                    let diff = OutputMatcher.diff(expected: referenceOutput, actual: results[index].actualOutput ?? "")
                    differing.append(title(member.snippet))
                    results[index].status = .failed
                    results[index].failure = .compareMismatch
                    results[index].message = "\(title(member.snippet)) prints something else than \(title(referenceMember.snippet)) (\(referenceMember.snippet.place)) in compare group '\(member.snippet.info.compareID!)':\n\(UnitEvaluator.indent(diff))\n  (- \(title(referenceMember.snippet)), + \(title(member.snippet)))"
                }
            }
            let first = group[0].snippet
            proofs.append(GroupProof(
                id: first.info.compareID!,
                file: first.relativePath,
                line: first.line,
                members: group.map { title($0.snippet) },
                agreeing: ran.enumerated().filter { !differing.contains(title($0.element.snippet)) }.map { title($0.element.snippet) },
                notRun: group.filter { $0.index == nil }.map { title($0.snippet) },
                differing: differing
            ))
        }
        return (results, proofs)
    }
}
