/// The one rule for a `run` block's output block, used by `verify` to judge it and by `--bless`
/// to rewrite it: only a block whose run reached it and ended the way the block expects (to
/// its end, or by the crash a `should-crash` block asks for) has an actual output that says
/// anything about its output block. A block the program never reached, or whose run crashed,
/// timed out or was cut short against its word, keeps what the author wrote.
enum OutputRule {
    /// What a run says about one block's output block.
    enum Judgement: String, Sendable, Hashable, Codable {
        /// The block's run printed what its output block says (or it has none and printed
        /// nothing, or has none and `verify` shows what it printed).
        case matches
        /// The run printed something else: `verify` fails, `--bless` rewrites.
        case differs
        /// The run did not reach the block or did not end the way the block expects: nothing
        /// to compare, nothing to write.
        case cannotJudge = "cannot-judge"
    }

    /// `verify`'s comparison: a missing output block is never a failure.
    static func judge(expected: String?, actual: String, runEndedAsExpected: Bool) -> Judgement {
        guard runEndedAsExpected else { return .cannotJudge }
        guard let expected else { return .matches }
        return OutputMatcher.matches(expected: expected, actual: actual) ? .matches : .differs
    }

    /// `verify`'s comparison of a block's compiler diagnostics with its errors block: `actual`
    /// is nil when they say nothing about it (a `compile-fail` block that compiled, a block
    /// with `warnings` that did not); `expected` nil is an errors block left out, which a block
    /// with `warnings` takes for "no warnings" and a `compile-fail` block for "any errors".
    static func judgeDiagnostics(expected: String?, actual: [DiagnosticLine]?, asksForWarnings: Bool) -> Judgement {
        guard let actual else { return .cannotJudge }
        guard let expected = expected ?? (asksForWarnings ? "" : nil) else { return .matches }
        return DiagnosticLine.matches(expected: expected, actual: actual) ? .matches : .differs
    }

    /// `--bless`'s for errors blocks: one is rewritten where the diagnostics differ from it, and
    /// written where there is none only for a block that asks for its `warnings`.
    static func needsWritingDiagnostics(expected: String?, asksForWarnings: Bool, judgement: Judgement?) -> Bool {
        judgement == .differs && (expected != nil || asksForWarnings)
    }

    /// `--bless`'s: an output block is written where the run differs from it, or where there is
    /// none and the run printed something; never where the run cannot be judged.
    static func needsWriting(expected: String?, actual: String?, judgement: Judgement?) -> Bool {
        guard let actual, let judgement, judgement != .cannotJudge else { return false }
        if expected == nil { return !actual.isEmpty }
        return judgement == .differs
    }
}
