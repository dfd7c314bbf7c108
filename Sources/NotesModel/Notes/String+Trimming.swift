import Foundation

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines.
    /// On Unicode scalars (white space as Unicode defines it, what `.whitespacesAndNewlines`
    /// holds): Foundation's `trimmingCharacters` goes through `NSString` and was a twentieth of a build.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(self[start..<scalars.index(after: end)])
    }
}
