import Foundation

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines.
    /// On Unicode scalars (white space as Unicode defines it, what `.whitespacesAndNewlines`
    /// holds): Foundation's `trimmingCharacters` goes through `NSString` and was a twentieth of a build.
    var trimmingWhitespace: String {
        // Most text starts and ends with a visible ASCII character: nothing to trim, no
        // Unicode property asked.
        let scalars = unicodeScalars
        if let first = scalars.first?.value, let last = scalars.last?.value, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return String(self)
        }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(self[start..<scalars.index(after: end)])
    }
}
