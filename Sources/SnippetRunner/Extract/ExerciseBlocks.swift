import NotesModel

/// The exercises of one note: for each id, its starter (`swift exercise=ID`), its checks
/// (`swift test exercise=ID`) and its solution (`swift solution=ID`, with an output block when
/// the output is the check). Each exercise becomes two programs: the starter with the checks,
/// which must fail them, and the solution with the checks, which must pass.
struct ExerciseBlocks {
    private(set) var order: [String] = []
    private(set) var starters: [String: Snippet] = [:]
    private(set) var checks: [String: Snippet] = [:]
    private(set) var solutions: [String: Snippet] = [:]

    mutating func add(_ snippet: Snippet, diagnostics: inout [Diagnostic]) {
        let info = snippet.info
        let (id, role): (String, String)
        if let exercise = info.exerciseID {
            (id, role) = (exercise, info.kind == .test ? "checks" : "starter")
        } else if let solution = info.solutionID {
            (id, role) = (solution, "solution")
        } else {
            return
        }
        if !order.contains(id) { order.append(id) }
        func keep(_ table: inout [String: Snippet], _ what: String) {
            if let first = table[id] {
                diagnostics.append(.error(Self.location(snippet), "exercise '\(id)' already has \(what) (\(first.place)); give this exercise another id"))
            } else {
                table[id] = snippet
            }
        }
        switch role {
        case "starter": keep(&starters, "a starter")
        case "checks": keep(&checks, "checks")
        default: keep(&solutions, "a solution")
        }
    }

    /// The programs that prove each complete exercise; a located error for each incomplete one.
    func units(prelude: Prelude, diagnostics: inout [Diagnostic]) -> [SnippetUnit] {
        var units: [SnippetUnit] = []
        for id in order {
            let place = starters[id] ?? checks[id] ?? solutions[id]!
            guard let starter = starters[id] else {
                diagnostics.append(.error(Self.location(place), "exercise '\(id)' has no starter: the code the reader starts from goes in a ```swift exercise=\(id) block"))
                continue
            }
            guard let solution = solutions[id] else {
                diagnostics.append(.error(Self.location(starter), "exercise '\(id)' has no solution: write one in a ```swift solution=\(id) block (verify proves it passes the checks; the page links to it)"))
                continue
            }
            if let checks = checks[id] {
                if solution.block.expectedOutput != nil {
                    diagnostics.append(.warning(Self.location(solution), "exercise '\(id)' is checked by its tests (\(checks.place)); the output block after its solution is not compared"))
                }
                var starterUnit = SnippetUnit(checks, prelude: prelude.followed(by: Prelude([starter])))
                starterUnit.purpose = .starter(starter, exercise: id)
                var solutionUnit = SnippetUnit(checks, prelude: prelude.followed(by: Prelude([solution])))
                solutionUnit.purpose = .solution(solution, exercise: id)
                units += [starterUnit, solutionUnit]
            } else if solution.block.expectedOutput != nil {
                // The check is what the solution prints: the starter runs against the same output.
                var starterRun = starter
                starterRun.block.info.kind = .run
                starterRun.block.expectedOutput = solution.block.expectedOutput
                starterRun.block.expectedOutputLine = solution.block.expectedOutputLine
                var solutionRun = solution
                solutionRun.block.info.kind = .run
                var starterUnit = SnippetUnit(starterRun, prelude: prelude)
                starterUnit.purpose = .starter(starter, exercise: id)
                var solutionUnit = SnippetUnit(solutionRun, prelude: prelude)
                solutionUnit.purpose = .solution(solution, exercise: id)
                units += [starterUnit, solutionUnit]
            } else {
                diagnostics.append(.error(Self.location(starter), "exercise '\(id)' has nothing to check it: add a ```swift test exercise=\(id) block with XCTest cases, or an output block after its solution"))
            }
        }
        return units
    }

    static func location(_ snippet: Snippet) -> SourceLocation {
        SourceLocation(file: snippet.file, line: snippet.line, column: 1)
    }
}
