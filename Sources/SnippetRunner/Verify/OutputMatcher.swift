import Foundation

/// Compares a snippet's stdout with its ` ```output ` block, as trycmd/snapbox do: trailing
/// whitespace and the final newline are forgiven, a line `...` matches any number of lines, and
/// `[..]` inside a line matches any text.
enum OutputMatcher {
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    static func matches(expected: String, actual: String) -> Bool {
        matches(lines(expected), lines(actual), by: lineMatches)
    }

    /// Whether `got` matches the pattern lines `wanted`, a line `...` matching any number of
    /// lines and `lineMatches` judging each other line (the errors block's lines are judged
    /// against diagnostics, `DiagnosticLine`).
    static func matches<Line>(_ wanted: [String], _ got: [Line], by lineMatches: (String, Line) -> Bool) -> Bool {
        // memo[i][j]: expected[i...] matches actual[j...]
        var memo = [[Bool?]](repeating: [Bool?](repeating: nil, count: got.count + 1), count: wanted.count + 1)
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            let result: Bool
            if i == wanted.count {
                result = j == got.count
            } else if wanted[i].trimmingCharacters(in: .whitespaces) == "..." {
                result = match(i + 1, j) || (j < got.count && match(i, j + 1))
            } else {
                result = j < got.count && lineMatches(wanted[i], got[j]) && match(i + 1, j + 1)
            }
            memo[i][j] = result
            return result
        }
        return match(0, 0)
    }

    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        guard pattern.contains("[..]") else { return pattern == line }
        let parts = pattern.components(separatedBy: "[..]")
        guard line.hasPrefix(parts[0]) else { return false }
        var rest = Substring(line.dropFirst(parts[0].count))
        for (index, part) in parts.enumerated().dropFirst() {
            if index == parts.count - 1 {
                return part.isEmpty || (rest.hasSuffix(part) && rest.count >= part.count)
            }
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// A line diff for the report: `-` expected, `+` actual, two spaces for lines in common.
    static func diff(expected: String, actual: String) -> String {
        diff(lines(expected), lines(actual), by: lineMatches, text: { $0 })
    }

    /// The same diff of pattern lines `a` against lines `b`, each shown as `text` says.
    static func diff<Line>(_ a: [String], _ b: [Line], by lineMatches: (String, Line) -> Bool, text: (Line) -> String) -> String {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = lineMatches(a[i], b[j]) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var output: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && lineMatches(a[i], b[j]) {
                output.append("  \(text(b[j]))"); i += 1; j += 1
            } else if i < a.count && (j == b.count || table[i + 1][j] >= table[i][j + 1]) {
                output.append("- \(a[i])"); i += 1
            } else {
                output.append("+ \(text(b[j]))"); j += 1
            }
        }
        return output.joined(separator: "\n")
    }
}
