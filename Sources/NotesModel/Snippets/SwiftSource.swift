import SwiftParser
import SwiftSyntax

/// The one way sitegen parses Swift code (highlighting, concept scanning, snippet splitting).
enum SwiftSource {
    /// How deep `[` and `(` may nest before sitegen stops asking swift-syntax about the code:
    /// its parser backtracks on unclosed brackets, in time that doubles with each level (20 took
    /// over 30 s; the fuzzer found it). Real code stays far below this.
    static let maximumBracketDepth = 12

    /// Is `code` nested too deep in brackets to be parsed in reasonable time?
    static func isTooDeep(_ code: String) -> Bool {
        var depth = 0
        for byte in code.utf8 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "("):
                depth += 1
                if depth > maximumBracketDepth { return true }
            case UInt8(ascii: "]"), UInt8(ascii: ")"):
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        return false
    }

    /// The syntax tree, or `nil` when the code is too deep to parse (callers then treat it as
    /// plain text).
    static func parse(_ code: String) -> SourceFileSyntax? {
        isTooDeep(code) ? nil : Parser.parse(source: code)
    }
}
