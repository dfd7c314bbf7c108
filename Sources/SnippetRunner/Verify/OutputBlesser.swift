import Foundation
import NotesModel

/// `--bless`: rewrites each `run` block's ` ```output ` block from its actual output (adding one
/// where missing) and changes nothing else in the file, byte for byte.
public enum OutputBlesser {
    public struct Update: Sendable {
        public var block: CodeBlock
        public var actual: String

        public init(block: CodeBlock, actual: String) {
            self.block = block
            self.actual = actual
        }
    }

    /// The output blocks `report` says are out of date, per note, by the rule `verify` judges
    /// them with (`OutputRule`): a `run` block whose run reached it and ended the way the block
    /// expects, and whose actual output does not match its output block (wildcards and trailing
    /// whitespace forgiven), or has none and printed something. A block that passes verify, or
    /// whose run crashed, timed out or never reached it, is never rewritten.
    public static func updates(_ notes: [Note], _ report: Verifier.Report) -> [(note: Note, updates: [Update])] {
        var byID: [SnippetID: SnippetResult] = [:]
        for result in report.results { byID[result.id] = result }
        return notes.compactMap { note in
            let updates = note.codeBlocks.compactMap { block -> Update? in
                // A quiz's answer is its run, never written into the note where a reader would see it.
                guard block.info.kind == .run, block.info.quiz == nil || block.expectedOutput != nil, let result = byID[block.id],
                      OutputRule.needsWriting(expected: block.expectedOutput, actual: result.actualOutput, judgement: result.output),
                      let actual = result.actualOutput else { return nil }
                return Update(block: block, actual: actual)
            }
            return updates.isEmpty ? nil : (note, updates)
        }
    }

    /// Rewrites the notes under `content` that `report` says are out of date; returns how many
    /// output blocks changed.
    public static func bless(_ notes: [Note], _ report: Verifier.Report, content: URL) throws -> Int {
        var count = 0
        for (note, updates) in Self.updates(notes, report) {
            let url = content.appendingPathComponent(note.relativePath)
            let text = try String(contentsOf: url, encoding: .utf8)
            let blessed = bless(text, updates)
            if blessed != text {
                try blessed.write(to: url, atomically: true, encoding: .utf8)
                count += updates.count
            }
        }
        return count
    }

    public static func bless(_ text: String, _ updates: [Update]) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Bottom up, so earlier line numbers stay valid.
        for update in updates.sorted(by: { $0.block.line > $1.block.line }) {
            guard update.block.fenced, let open = fenceIndex(update.block.line, in: lines),
                  let close = closingFence(after: open, in: lines) else { continue }
            let indent = String(lines[open].prefix { $0 == " " })
            let body = OutputMatcher.lines(update.actual).map { $0.isEmpty ? "" : indent + $0 }
            if let outputLine = update.block.expectedOutputLine, let outputOpen = fenceIndex(outputLine, in: lines),
               let outputClose = closingFence(after: outputOpen, in: lines) {
                let fence = fenceFor(body, indent: indent, current: lines[outputOpen])
                lines.replaceSubrange(outputOpen...outputClose, with: [fence.open] + body + [fence.close])
            } else {
                guard !body.isEmpty else { continue }
                let fence = fenceFor(body, indent: indent, current: nil)
                lines.insert(contentsOf: ["", fence.open] + body + [fence.close], at: close + 1)
            }
        }
        return lines.joined(separator: "\n")
    }

    static func fenceIndex(_ line: Int, in lines: [String]) -> Int? {
        let index = line - 1
        guard lines.indices.contains(index) else { return nil }
        let trimmed = lines[index].drop { $0 == " " }
        return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") ? index : nil
    }

    static func closingFence(after open: Int, in lines: [String]) -> Int? {
        let opening = lines[open].drop { $0 == " " }
        guard let character = opening.first else { return nil }
        let length = opening.prefix { $0 == character }.count
        for index in (open + 1)..<lines.count {
            let trimmed = lines[index].drop { $0 == " " }
            let run = trimmed.prefix { $0 == character }.count
            if run >= length && trimmed.dropFirst(run).allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                return index
            }
        }
        return nil
    }

    /// Keeps the output block's own fence when it is long enough for the new text.
    static func fenceFor(_ body: [String], indent: String, current: String?) -> (open: String, close: String) {
        let longest = body.map { $0.drop { $0 == " " }.prefix { $0 == "`" }.count }.max() ?? 0
        let length = max(3, longest + 1)
        if let current {
            let trimmed = current.drop { $0 == " " }
            let character = trimmed.first ?? "`"
            let existing = trimmed.prefix { $0 == character }.count
            if existing >= length || character == "~" {
                let fence = String(repeating: character, count: max(existing, character == "~" ? 3 : length))
                return (current, indent + fence)
            }
        }
        let fence = String(repeating: "`", count: length)
        return (indent + fence + "output", indent + fence)
    }
}
