import Foundation
import NotesModel

/// What a shown-only block says it prints, as notes written for a book or a blog state it:
/// a comment inside the block (`/* Prints: … */`, `// 출력: …`, Apple's `// Prints "…"`), or a
/// block of printed lines after it (` ```text `, or a fence with no language).
struct StatedOutput: Sendable, Hashable {
    enum Place: Sendable, Hashable {
        /// Comments inside the block: the 0-based lines of the block they fill (whole lines,
        /// removed when the block is rewritten), and trailing comments' lines with the column
        /// (0-based, in characters) where the comment starts.
        case comment(wholeLines: [Int], trailing: [Int: Int])
        /// The block of printed lines after it: its fence line, and whether nothing but blank
        /// lines stands between the two (then it becomes the `output` block itself).
        case followingBlock(line: Int, adjacent: Bool)
    }

    var text: String
    var place: Place
    /// The line of the note where the statement starts (for messages).
    var line: Int

    /// The words that introduce printed lines in a comment (a colon after them is optional).
    static let markers = ["Prints", "prints", "Output", "output", "출력 결과", "출력결과", "출력", "실행 결과", "결과"]

    /// Languages of a block that can hold printed lines.
    static let outputLanguages: Set<String> = ["", "text", "txt", "plaintext", "plain", "console", "output", "log"]

    /// The output `block` states inside itself, if any.
    static func inComment(of block: CodeBlock) -> StatedOutput? {
        let lines = block.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var printed: [String] = []
        var wholeLines: [Int] = []
        var trailing: [Int: Int] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("/*") {
                // A block comment: `/* Prints: …` or `/*` with the marker on the next line, to `*/`.
                let afterOpen = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
                var rest = markerRest(afterOpen)
                var bodyStart = index + 1
                if rest == nil, afterOpen.isEmpty, index + 1 < lines.count {
                    rest = markerRest(lines[index + 1].trimmingCharacters(in: .whitespaces))
                    bodyStart = index + 2
                }
                if var first = rest?.trimmingCharacters(in: .whitespaces) {
                    var body: [String] = []
                    var end = bodyStart - 1
                    var closed = true
                    if first.hasSuffix("*/") {
                        first = String(first.dropLast(2)).trimmingCharacters(in: .whitespaces)
                        if !first.isEmpty { body.append(unquoted(first)) }
                    } else {
                        if !first.isEmpty { body.append(first) }
                        closed = false
                        end = bodyStart
                        while end < lines.count {
                            if let close = lines[end].range(of: "*/") {
                                let before = String(lines[end][..<close.lowerBound])
                                if !before.trimmingCharacters(in: .whitespaces).isEmpty { body.append(before) }
                                closed = true
                                break
                            }
                            body.append(lines[end])
                            end += 1
                        }
                    }
                    if closed {
                        printed += dedented(body)
                        wholeLines += Array(index...end)
                        index = end + 1
                        continue
                    }
                }
            }
            if trimmed.hasPrefix("//"), let rest = markerRest(trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)) {
                // `// Prints: a` then more `// b` lines until code or a blank line.
                let first = rest.trimmingCharacters(in: .whitespaces)
                if !first.isEmpty { printed.append(unquoted(first)) }
                wholeLines.append(index)
                var next = index + 1
                while next < lines.count {
                    let text = lines[next].trimmingCharacters(in: .whitespaces)
                    guard text.hasPrefix("//"), markerRest(text.dropFirst(2).trimmingCharacters(in: .whitespaces)) == nil else { break }
                    let content = text.dropFirst(2)
                    printed.append(String(content.hasPrefix(" ") ? content.dropFirst() : content))
                    wholeLines.append(next)
                    next += 1
                }
                index = next
                continue
            }
            if let comment = trailingComment(line), let rest = markerRest(String(line[comment...].dropFirst(2)).trimmingCharacters(in: .whitespaces)) {
                // `print(x) // 출력: 3`
                printed.append(unquoted(rest.trimmingCharacters(in: .whitespaces)))
                trailing[index] = line.distance(from: line.startIndex, to: comment)
            }
            index += 1
        }
        guard !wholeLines.isEmpty || !trailing.isEmpty else { return nil }
        let firstLine = min(wholeLines.min() ?? Int.max, trailing.keys.min() ?? Int.max)
        return StatedOutput(text: printed.joined(separator: "\n"), place: .comment(wholeLines: wholeLines, trailing: trailing), line: block.line + 1 + firstLine)
    }

    /// The block of printed lines that follows `block` in `note`: right after it, or after a
    /// lead-in paragraph that says so (`출력:`, `실행 결과는 다음과 같습니다`, `Output:`).
    static func following(_ block: CodeBlock, in note: Note) -> StatedOutput? {
        let blocks = note.codeBlocks
        guard let position = blocks.firstIndex(where: { $0.id == block.id }), position + 1 < blocks.count else { return nil }
        let next = blocks[position + 1]
        guard next.fenced, outputLanguages.contains(next.info.language), SwiftLikeness(next.source) != .swift,
              !next.source.hasPrefix("$ "), !next.source.hasPrefix("% ") else { return nil }
        // What stands between the two blocks: nothing, or lead-in paragraphs only.
        let between = note.document.blocks.filter { $0.line > block.line && $0.line < next.line }
        let leadIn = between.allSatisfy { between in
            guard case .paragraph(let inlines) = between.kind else { return false }
            let text = inlines.plainText
            return leadInWords.contains { text.contains($0) }
        }
        guard leadIn else { return nil }
        var text = next.source
        if text.hasSuffix("\n") { text.removeLast() }
        return StatedOutput(text: text, place: .followingBlock(line: next.line, adjacent: between.isEmpty), line: next.line)
    }

    /// Words of a paragraph that introduces printed lines.
    static let leadInWords = ["출력", "결과", "찍힙니다", "찍힌다", "output", "Output", "prints", "Prints", "printed"]

    /// The text after a marker at the start of `text` (`Prints: 3` → `3`), or nil.
    private static func markerRest(_ text: String) -> String? {
        for marker in markers where text.hasPrefix(marker) {
            var rest = text.dropFirst(marker.count)
            if rest.first == ":" || rest.first == "：" {
                rest = rest.dropFirst()
            } else if let first = rest.first, !first.isWhitespace {
                // `Printsfoo`, `output.append`: not a marker.
                continue
            } else if marker.first?.isASCII == true, !rest.trimmingCharacters(in: .whitespaces).hasPrefix("\"") {
                // `// Prints "…"` (Apple's style) takes no colon; other English words need one.
                continue
            }
            return String(rest)
        }
        return nil
    }

    /// Where a `//` comment starts after code on the line, outside string literals.
    private static func trailingComment(_ line: String) -> String.Index? {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        var sawCode = false
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", line.index(after: index) < line.endIndex, line[line.index(after: index)] == "/" {
                return sawCode ? index : nil
            }
            if !character.isWhitespace { sawCode = true }
            previous = character
            index = line.index(after: index)
        }
        return nil
    }

    /// `"Hello"` → `Hello` (Apple's `// Prints "Hello"`); anything else as written.
    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.dropFirst().dropLast().contains("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// Lines with their common indentation (and a leading ` * ` gutter) removed.
    private static func dedented(_ lines: [String]) -> [String] {
        var body = lines
        while body.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { body.removeFirst() }
        while body.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { body.removeLast() }
        if !body.isEmpty, body.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).hasPrefix("*") }) {
            body = body.map { line in
                let rest = line.drop { $0 == " " }.dropFirst()
                return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
            }
        }
        let indent = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
    }
}
