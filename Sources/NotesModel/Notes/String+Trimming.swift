import Foundation

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines.
    var trimmingWhitespace: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
