/// Jekyll's Liquid code tags, `{% highlight swift %}` … `{% endhighlight %}`, read as the fenced
/// block they stand for (one line for one line, so every later line keeps its number), with a
/// warning that says how to write it as a fence.
enum JekyllHighlight {
    struct Result {
        var text: String
        var diagnostics: [Diagnostic]
    }

    static func convert(_ text: String, file: String) -> Result {
        guard text.includes("{%") else { return Result(text: text, diagnostics: []) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var diagnostics: [Diagnostic] = []
        var open: (index: Int, language: String)?
        for index in lines.indices {
            let trimmed = lines[index].trimmingWhitespace
            guard trimmed.hasPrefix("{%"), trimmed.hasSuffix("%}") else { continue }
            let words = trimmed.dropFirst(2).dropLast(2).split(whereSeparator: \.isWhitespace).map(String.init)
            let indent = String(lines[index].prefix { $0 == " " })
            if open == nil, words.first == "highlight", words.count >= 2 {
                // `linenos` and other options have no fence equivalent; the language is kept.
                open = (index, words[1])
            } else if let start = open, words == ["endhighlight"] {
                // The fence must be longer than any backtick run inside the block.
                let longest = lines[(start.index + 1)..<index].map { $0.trimmingWhitespace.prefix { $0 == "`" }.count }.max() ?? 0
                let fence = String(repeating: "`", count: max(3, longest + 1))
                let opening = String(lines[start.index].prefix { $0 == " " })
                lines[start.index] = opening + fence + start.language
                lines[index] = indent + fence
                diagnostics.append(.warning(
                    SourceLocation(file: file, line: start.index + 1, column: opening.count + 1),
                    "Jekyll's '{% highlight \(start.language) %}' is read as a fenced code block; write it as one: \(fence)\(start.language) on the first line and \(fence) on the last (GitHub and other tools do not read Liquid tags)"
                ))
                open = nil
            }
        }
        guard !diagnostics.isEmpty else { return Result(text: text, diagnostics: []) }
        return Result(text: lines.joined(separator: "\n"), diagnostics: diagnostics)
    }
}
