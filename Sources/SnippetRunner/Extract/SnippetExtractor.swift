import NotesModel

/// Finds the snippets of every note: programs to build (with their `continue` chains and the
/// shared setup code they include), blocks to skip, and misuse of the snippet syntax.
public enum SnippetExtractor {
    public struct Result: Sendable {
        public var units: [SnippetUnit] = []
        /// `swift ignore` and plain `swift` blocks: shown, never compiled.
        public var skipped: [Snippet] = []
        public var diagnostics: [Diagnostic] = []
        /// For each unit that includes shared setup code, the units that check that code
        /// (`swift setup` blocks, compiled before the rest): when one of those fails, the error
        /// is reported there, once, and the units that include it are not compiled.
        public var setupUnits: [Int: [Int]] = [:]
    }

    /// The note whose `swift setup` blocks every snippet of the course includes.
    public static let courseSetupNote = "index.md"

    /// - Parameter course: every note of the course, when `notes` is a part of it (`--shard`):
    ///   the course's setup code is read from its home note even when that note is elsewhere.
    public static func extract(_ notes: [Note], course: [Note]? = nil) -> Result {
        var result = Result()
        let home = (course ?? notes).first { $0.relativePath == courseSetupNote }
        let coursePrelude = home.map { Prelude(setupSnippets($0)) } ?? Prelude()
        let courseMatter = home?.frontMatter
        var courseSetupUnit: Int?
        for note in notes {
            let isHome = note.relativePath == courseSetupNote
            let ownSetup = setupSnippets(note)
            var prelude = coursePrelude
            var setupUnitsOfNote: [Int] = []
            func mode(_ block: CodeBlock) -> SwiftLanguageMode { SwiftLanguageMode.of(block, in: note.frontMatter, course: courseMatter) }
            if !ownSetup.isEmpty {
                var unit = SnippetUnit(ownSetup[0], prelude: isHome ? Prelude() : coursePrelude, mode: mode(ownSetup[0].block))
                for snippet in ownSetup.dropFirst() { unit.append(snippet) }
                if isHome { courseSetupUnit = result.units.count }
                setupUnitsOfNote.append(result.units.count)
                result.units.append(unit)
                if !isHome { prelude = coursePrelude.followed(by: Prelude(ownSetup)) }
            }
            var exercises = ExerciseBlocks()
            var previousRunUnit: Int?
            func add(_ unit: SnippetUnit) {
                if !unit.prelude.isEmpty { result.setupUnits[result.units.count] = setupUnitsOfNote }
                result.units.append(unit)
            }
            for (position, block) in note.codeBlocks.enumerated() {
                let snippet = Snippet(file: note.displayPath, relativePath: note.relativePath, block: block, fixtures: note.fixtures)
                let location = SourceLocation(file: note.displayPath, line: block.line, column: 1)
                switch block.info.kind {
                case .output:
                    let previous = position > 0 ? note.codeBlocks[position - 1] : nil
                    // A run block's expected output, or an exercise solution's (its check).
                    if previous?.expectedOutputLine != block.line || (previous?.info.kind != .run && previous?.info.solutionID == nil) {
                        result.diagnostics.append(.warning(location, "this output block does not follow a 'swift run' block, so nothing checks it"))
                    }
                case .shown where block.info.exerciseID != nil || block.info.solutionID != nil:
                    exercises.add(snippet, diagnostics: &result.diagnostics)
                case .test where TestCases(block.source).isEmpty:
                    result.diagnostics.append(.error(location, "this 'swift test' block declares no tests: it holds `class …: XCTestCase` classes whose methods named test… are run, or Swift Testing functions marked @Test"))
                case .test where block.info.exerciseID != nil:
                    exercises.add(snippet, diagnostics: &result.diagnostics)
                case .errors:
                    let previous = position > 0 ? note.codeBlocks[position - 1] : nil
                    let owner = previous?.info.kind == .output && position > 1 ? note.codeBlocks[position - 2] : previous
                    if owner?.expectedDiagnosticsLine != block.line || !(owner.map(checksDiagnostics) ?? false) {
                        result.diagnostics.append(.warning(location, "this errors block does not follow a 'swift compile-fail' block or a block with 'warnings', so nothing checks it"))
                    }
                case .shown, .ignore:
                    if block.info.language == "swift" { result.skipped.append(snippet) }
                case .setup:
                    if block.info.continues || block.info.shouldCrash {
                        result.diagnostics.append(.error(location, "'swift setup' blocks take no 'continue' or 'should-crash': the setup code goes ahead of every snippet of the \(isHome ? "course" : "note")"))
                    }
                case .run:
                    if block.info.continues {
                        guard let unit = previousRunUnit else {
                            result.diagnostics.append(.error(location, "'continue' needs an earlier 'swift run' block in this note to continue"))
                            continue
                        }
                        let program = result.units[unit].mode
                        if mode(block) != program {
                            result.diagnostics.append(.error(location, "this 'continue' block asks for Swift \(mode(block).rawValue) mode, but the program it continues (\(result.units[unit].first.place)) is compiled in Swift \(program.rawValue) mode: one program has one language mode"))
                            continue
                        }
                        result.units[unit].append(snippet)
                    } else {
                        previousRunUnit = result.units.count
                        add(SnippetUnit(snippet, prelude: prelude, mode: mode(block)))
                    }
                case .check, .compileFail, .test:
                    if block.info.continues {
                        result.diagnostics.append(.error(location, "'continue' is only for 'swift run' blocks"))
                    }
                    add(SnippetUnit(snippet, prelude: prelude, mode: mode(block)))
                }
                if block.expectedOutput != nil && block.info.kind != .run && block.info.kind != .output && block.info.kind != .test && block.info.solutionID == nil {
                    result.diagnostics.append(.warning(location, "an output block follows this block, but only 'swift run' blocks are run"))
                }
            }
            for unit in exercises.units(prelude: prelude, mode: { mode($0.block) }, diagnostics: &result.diagnostics) { add(unit) }
        }
        // The course's setup code is checked in its own unit; every unit including it depends on it.
        if let courseSetupUnit {
            for (index, unit) in result.units.enumerated() where index != courseSetupUnit && unit.prelude.snippets.first?.relativePath == courseSetupNote {
                result.setupUnits[index, default: []].insert(courseSetupUnit, at: 0)
            }
        }
        return result
    }

    /// Whether `block`'s compiler diagnostics are compared with its errors block: a
    /// `compile-fail` block's, or any compiled block's that asks for its `warnings`.
    static func checksDiagnostics(_ block: CodeBlock) -> Bool {
        block.info.language == "swift" && (block.info.kind == .compileFail || (block.info.warnings && [.run, .check, .setup].contains(block.info.kind)))
    }

    /// A note's `swift setup` blocks, in order.
    static func setupSnippets(_ note: Note) -> [Snippet] {
        note.codeBlocks.filter { $0.info.kind == .setup }.map {
            Snippet(file: note.displayPath, relativePath: note.relativePath, block: $0, fixtures: note.fixtures)
        }
    }
}
