import Foundation

/// Dates in HTTP headers (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 §5.6.7).
enum HTTPDate {
    static func format(_ date: Date) -> String {
        formatter().string(from: date)
    }

    static func parse(_ text: String) -> Date? {
        formatter().date(from: text.trimmingCharacters(in: .whitespaces))
    }

    /// A new formatter each time: `DateFormatter` is not `Sendable`, and this runs once per
    /// changed file or conditional request, not per response.
    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
