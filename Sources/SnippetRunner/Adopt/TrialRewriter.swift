import Foundation
import NotesModel

/// `sitegen adopt --write`: the blocks that ran and matched their stated output become `swift run`
/// blocks with an ` ```output ` block — the comment's lines moved there, or the block of printed
/// lines after them relabelled `output` — and nothing else in the file changes, byte for byte.
/// A block that did not run cleanly, or did not match, is never touched.
public enum TrialRewriter {
    /// Rewrites the notes under `content`; returns how many blocks changed.
    public static func write(_ report: TrialReport, notes: [Note], content: URL) throws -> Int {
        var count = 0
        let byNote = Dictionary(grouping: report.findings.filter(\.isRewritable), by: \.note)
        for note in notes {
            guard let findings = byNote[note.relativePath] else { continue }
            let url = content.appendingPathComponent(note.relativePath)
            let text = try String(contentsOf: url, encoding: .utf8)
            let blocks = Dictionary(uniqueKeysWithValues: note.codeBlocks.map { ($0.line, $0) })
            let (rewritten, changed) = rewrite(text, findings.compactMap { finding in
                blocks[finding.line].flatMap { block in
                    (StatedOutput.inComment(of: block) ?? StatedOutput.following(block, in: note)).map { (block, $0) }
                }
            })
            if rewritten != text {
                try rewritten.write(to: url, atomically: true, encoding: .utf8)
                count += changed
            }
        }
        return count
    }

    /// `text` with each block made a `run` block and its stated output moved into an output
    /// block; returns the text and how many blocks changed.
    static func rewrite(_ text: String, _ blocks: [(block: CodeBlock, stated: StatedOutput)]) -> (String, Int) {
        // A Windows file keeps its line ends: read as lines, written back with `\r\n`.
        let windows = text.contains("\r\n")
        let unix = windows ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        var lines = unix.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = 0
        // Bottom up, so earlier line numbers stay valid.
        for (block, stated) in blocks.sorted(by: { $0.block.line > $1.block.line }) {
            guard block.fenced, let open = OutputBlesser.fenceIndex(block.line, in: lines),
                  var close = OutputBlesser.closingFence(after: open, in: lines) else { continue }
            let indent = String(lines[open].prefix { $0 == " " })
            let statedLines = OutputMatcher.lines(stated.text).map { $0.isEmpty ? "" : indent + $0 }
            switch stated.place {
            case .followingBlock(let line, let adjacent):
                if adjacent, let outputOpen = OutputBlesser.fenceIndex(line, in: lines) {
                    lines[outputOpen] = relabelled(lines[outputOpen], as: "output")
                } else {
                    let fence = OutputBlesser.fenceFor(statedLines, indent: indent, current: nil)
                    lines.insert(contentsOf: ["", fence.open] + statedLines + [fence.close], at: close + 1)
                }
            case .comment(let wholeLines, let trailing):
                let fence = OutputBlesser.fenceFor(statedLines, indent: indent, current: nil)
                lines.insert(contentsOf: ["", fence.open] + statedLines + [fence.close], at: close + 1)
                for (line, column) in trailing {
                    let index = open + 1 + line
                    let kept = String(lines[index].prefix(column))
                    lines[index] = String(kept.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
                }
                let endedBlock = wholeLines.max() == close - open - 2
                for line in wholeLines.sorted(by: >) { lines.remove(at: open + 1 + line) }
                close -= wholeLines.count
                // A comment that ended the block leaves no blank lines behind it.
                while endedBlock, close - 1 > open, lines[close - 1].trimmingCharacters(in: .whitespaces).isEmpty {
                    lines.remove(at: close - 1)
                    close -= 1
                }
            }
            lines[open] = relabelled(lines[open], as: "swift run")
            changed += 1
        }
        let joined = lines.joined(separator: "\n")
        return (windows ? joined.replacingOccurrences(of: "\n", with: "\r\n") : joined, changed)
    }

    /// An opening fence with a new info string: `swift` → `swift run`, none → `swift run`,
    /// `text` → `output`. The indent and the fence's characters stay.
    static func relabelled(_ fenceLine: String, as info: String) -> String {
        let indent = fenceLine.prefix { $0 == " " }
        let rest = fenceLine.dropFirst(indent.count)
        let character = rest.first ?? "`"
        let fence = rest.prefix { $0 == character }
        let words = rest.dropFirst(fence.count).split(separator: " ", omittingEmptySubsequences: true)
        // `swift title="…"` keeps its other words after the new kind.
        let kept = info == "swift run" && words.first?.lowercased() == "swift" ? Array(words.dropFirst()) : []
        return ([String(indent) + String(fence) + info] + kept.map(String.init)).joined(separator: " ")
    }
}
