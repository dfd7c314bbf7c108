import NotesModel

/// Finds the snippets of every note: programs to build (with their `continue` chains), blocks to
/// skip, and misuse of the snippet syntax.
public enum SnippetExtractor {
    public struct Result: Sendable {
        public var units: [SnippetUnit] = []
        /// `swift ignore` and plain `swift` blocks: shown, never compiled.
        public var skipped: [Snippet] = []
        public var diagnostics: [Diagnostic] = []
    }

    public static func extract(_ notes: [Note]) -> Result {
        var result = Result()
        for note in notes {
            var previousRunUnit: Int?
            for (position, block) in note.codeBlocks.enumerated() {
                let snippet = Snippet(file: note.displayPath, relativePath: note.relativePath, block: block, fixtures: note.fixtures)
                let location = SourceLocation(file: note.displayPath, line: block.line, column: 1)
                switch block.info.kind {
                case .output:
                    let previous = position > 0 ? note.codeBlocks[position - 1] : nil
                    if previous?.expectedOutputLine != block.line || previous?.info.kind != .run {
                        result.diagnostics.append(.warning(location, "this output block does not follow a 'swift run' block, so nothing checks it"))
                    }
                case .shown, .ignore:
                    if block.info.language == "swift" { result.skipped.append(snippet) }
                case .run:
                    if block.info.continues {
                        guard let unit = previousRunUnit else {
                            result.diagnostics.append(.error(location, "'continue' needs an earlier 'swift run' block in this note to continue"))
                            continue
                        }
                        result.units[unit].append(snippet)
                    } else {
                        previousRunUnit = result.units.count
                        result.units.append(SnippetUnit(snippet))
                    }
                case .check, .compileFail:
                    if block.info.continues {
                        result.diagnostics.append(.error(location, "'continue' is only for 'swift run' blocks"))
                    }
                    result.units.append(SnippetUnit(snippet))
                }
                if block.expectedOutput != nil && block.info.kind != .run && block.info.kind != .output {
                    result.diagnostics.append(.warning(location, "an output block follows this block, but only 'swift run' blocks are run"))
                }
            }
        }
        return result
    }
}
