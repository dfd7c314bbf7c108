import Foundation
import NotesModel

/// What `sitegen adopt` found: a finding per block, and the counts.
public struct TrialReport: Sendable, Codable {
    public var findings: [TrialFinding]
    /// The shared setup code's own failures (reported once each; its blocks are `not-tried`).
    public var setupProblems: [SnippetResult]

    public init(findings: [TrialFinding], setupProblems: [SnippetResult] = []) {
        self.findings = findings
        self.setupProblems = setupProblems
    }

    public func count(_ verdict: TrialFinding.Verdict) -> Int { findings.filter { $0.verdict == verdict }.count }

    /// `305 blocks: 276 run as they are, 120 match their stated output, 12 need context, 3 need
    /// a module, 2 removed API`, then the rest when there is any.
    public var summary: String {
        let ran = findings.filter(\.ranCleanly).count
        var line = "\(findings.count) block\(findings.count == 1 ? "" : "s"): \(ran) run as they are, \(count(.matches)) match their stated output, "
            + "\(count(.needsContext)) need context, \(count(.needsModule)) need a module, \(count(.removedAPI)) removed API"
        let rest: [(TrialFinding.Verdict, String)] = [
            (.differs, "differ from their stated output"), (.objectiveC, "need the Objective-C runtime"),
            (.doesNotCompile, "do not compile"), (.failsAtRunTime, "fail at run time"), (.fragment, "are not complete Swift"),
            (.notSwift, "unlabeled blocks are not Swift"), (.notTried, "not tried"),
        ]
        let others = rest.compactMap { verdict, words in count(verdict) > 0 ? "\(count(verdict)) \(words)" : nil }
        if !others.isEmpty { line += "; " + others.joined(separator: ", ") }
        return line
    }

    /// The report for a terminal: one entry per block, in file order.
    public var text: String {
        var lines: [String] = []
        for problem in setupProblems {
            lines.append("\(problem.place): error: \(problem.message ?? "the shared setup code does not compile")")
        }
        for finding in findings {
            lines.append(contentsOf: Self.describe(finding))
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ finding: TrialFinding) -> [String] {
        let what = finding.unlabeled && finding.verdict != .notSwift ? "unlabeled Swift block" : "block"
        let head = "\(finding.place): \(what)"
        func indented(_ text: String, by prefix: String = "    ") -> [String] {
            OutputMatcher.lines(text).map { prefix + $0 }
        }
        switch finding.verdict {
        case .runs:
            let output = finding.output ?? ""
            return output.isEmpty ? ["\(head) runs as it is; prints nothing"] : ["\(head) runs as it is and prints:"] + indented(output)
        case .matches:
            return ["\(head) runs and matches its stated output (line \(finding.statedLine ?? finding.line)): can become 'swift run' (adopt --write)"]
        case .differs:
            return ["\(head) runs, but differs from its stated output (line \(finding.statedLine ?? finding.line)):"] + indented(Self.diffPart(finding.detail ?? ""), by: "  ")
        case .needsContext:
            return ["\(head) compiles only with what it lacks: \(finding.missingNames.joined(separator: ", "))"] + finding.suppliers.map { "    " + $0 }
        case .needsModule:
            return ["\(head) needs a module snippets are not offered: \(finding.module ?? "?") (keep it shown only, or mark it 'swift ignore')"]
        case .removedAPI:
            return ["\(head) uses API that RxSwift 6 removed:"] + finding.replacements.map { "    " + $0 }
        case .objectiveC:
            return ["\(head) needs the Objective-C runtime, which Linux does not have:"] + indented(Self.firstErrors(finding.detail ?? ""), by: "  ")
        case .doesNotCompile:
            return ["\(head) does not compile:"] + indented(Self.firstErrors(finding.detail ?? ""), by: "  ")
        case .failsAtRunTime:
            return ["\(head) compiles, then fails: \(Self.firstLine(finding.detail ?? ""))"]
        case .fragment, .notSwift, .notTried:
            return ["\(head): \(finding.detail ?? finding.verdict.rawValue)"]
        }
    }

    /// The diff of an output mismatch, without the message's first line.
    static func diffPart(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    }

    /// The first three compiler errors of a message.
    static func firstErrors(_ message: String) -> String {
        let errors = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(": error: ") }
        return (errors.isEmpty ? [firstLine(message)] : Array(errors.prefix(3))).joined(separator: "\n")
    }

    static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first ?? "")
    }

    /// The report as JSON: the findings and the counts by verdict.
    public func json() throws -> String {
        struct Document: Encodable {
            var summary: String
            var counts: [String: Int]
            var findings: [TrialFinding]
        }
        var counts: [String: Int] = ["blocks": findings.count, "ranCleanly": findings.filter(\.ranCleanly).count]
        for verdict in TrialFinding.Verdict.allCases { counts[verdict.rawValue] = count(verdict) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Document(summary: summary, counts: counts, findings: findings)), as: UTF8.self) + "\n"
    }
}
