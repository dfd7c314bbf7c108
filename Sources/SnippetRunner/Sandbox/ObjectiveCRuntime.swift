import NotesModel

/// Code that needs the Objective-C runtime cannot run on Linux: instead of the compiler's
/// errors (`'#selector' can only be used with the Objective-C runtime`, or worse, an
/// `@objc` class that compiles and a selector that never fires), one sitegen error per
/// construct, at its place in the Markdown file, saying what to write instead.
enum ObjectiveCRuntime {
    /// `content/x.md:LINE:COLUMN: error: …` for each construct of the unit, in order.
    static func errors(_ unit: SnippetUnit) -> [String] {
        zip(unit.snippets, unit.syntaxes).flatMap { snippet, syntax in
            syntax.objectiveCRuntimeUses.map { use in
                // The block's lines start at the fence's column (cmark strips that indentation).
                let column = snippet.block.location.column + use.column - 1
                return "\(snippet.file):\(snippet.line + 1 + use.line):\(column): error: \(message(use))"
            }
        }
    }

    static func message(_ use: ObjectiveCRuntimeUse) -> String {
        "'\(use.construct)' needs the Objective-C runtime, which Linux does not have: write \(use.instead) instead, or mark the block 'swift ignore' and say why in the text"
    }
}
