/// A marble diagram's row written as text: the wrong answers of a marble quiz. Events are
/// separated by commas or line breaks, each `TICK: VALUE`, with `|` for completion and `×` (or
/// `#`) for an error, its message optional (`300: × 시간 초과`):
///
///     210: a, 240: b, 300: |
///
/// A value is what the run records for it (`String(describing:)`), so `"a"` is written `a`.
public enum MarbleRowText {
    /// What is wrong with a written row, in words for the writer; `line` counts from the
    /// block's first line of text (1).
    public struct Problem: Error, Sendable, Hashable {
        public var line: Int
        public var message: String
    }

    public static func parse(_ text: String) -> Result<[MarbleDiagram.Event], Problem> {
        var events: [MarbleDiagram.Event] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for item in line.split(separator: ",") {
                let written = item.trimmingWhitespace
                guard !written.isEmpty else { continue }
                let parts = written.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespace }
                guard parts.count == 2, let time = Int(parts[0]), time >= 0 else {
                    return .failure(Problem(line: index + 1, message: "`\(written)` is not an event of a marble row: write `TICK: VALUE` (`210: a`), `TICK: |` for completion or `TICK: ×` for an error, separated by commas"))
                }
                if let last = events.last, last.time > time {
                    return .failure(Problem(line: index + 1, message: "`\(written)` comes before the event at \(last.time): write a row's events in time order"))
                }
                events.append(MarbleDiagram.Event(time: time, kind: kind(parts[1])))
            }
        }
        guard !events.isEmpty else {
            return .failure(Problem(line: 1, message: "this marble row has no events: write them as `210: a, 240: b, 300: |`"))
        }
        return .success(events)
    }

    static func kind(_ written: String) -> MarbleDiagram.Event.Kind {
        if written == "|" { return .completed }
        for mark in ["×", "#"] where written.hasPrefix(mark) {
            return .error(String(written.dropFirst()).trimmingWhitespace)
        }
        return .value(written)
    }

    /// Whether a written row says what a recorded row holds: the same events at the same ticks.
    /// An error written without a message stands for any error.
    public static func same(_ written: [MarbleDiagram.Event], as recorded: [MarbleDiagram.Event]) -> Bool {
        guard written.count == recorded.count else { return false }
        return zip(written, recorded).allSatisfy { mine, theirs in
            guard mine.time == theirs.time else { return false }
            if case .error(let message) = mine.kind, case .error = theirs.kind, message.isEmpty { return true }
            return mine.kind == theirs.kind
        }
    }
}
