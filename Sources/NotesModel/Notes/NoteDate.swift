/// A note's date as the author wrote it (`2019-09-09` or `2019-09-09 00:00:01`, optionally with a
/// `T` and a zone). Times without a zone are Korean time (+09:00), the course's audience.
public struct NoteDate: Sendable, Hashable, Comparable {
    public var year: Int, month: Int, day: Int
    public var hour = 0, minute = 0, second = 0
    /// Offset from UTC in minutes.
    public var zoneMinutes = 9 * 60

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, zoneMinutes: Int = 9 * 60) {
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second, self.zoneMinutes) = (hour, minute, second, zoneMinutes)
    }

    /// Parses the forms YAML front matter carries; `nil` if the text is not a date.
    public init?(parsing text: String) {
        if let day = Self.plainDay(text) {
            guard (1...12).contains(day.month), (1...31).contains(day.day) else { return nil }
            self.init(year: day.year, month: day.month, day: day.day)
            return
        }
        guard let match = text.wholeMatch(of: Self.pattern) else { return nil }
        let output = match.output
        guard let year = Int(output.1), let month = Int(output.2), let day = Int(output.3),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.init(year: year, month: month, day: day)
        if let hour = output.4.flatMap({ Int($0) }), let minute = output.5.flatMap({ Int($0) }) {
            guard hour < 24, minute < 60 else { return nil }
            self.hour = hour
            self.minute = minute
            self.second = output.6.flatMap { Int($0) } ?? 0
        }
        if let zone = output.7 {
            zoneMinutes = Self.parseZone(String(zone))
        }
    }

    /// Compiled once: a regex literal is parsed again each time it is evaluated, which was 6% of
    /// a 1,000-note build. Regexes are immutable, so sharing one across threads is safe.
    nonisolated(unsafe) private static let pattern = #/^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt ]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|z|[+-]\d{1,2}(?::?\d{2})?)?)?\s*$/#

    /// `2024-03-04` exactly, the form nearly every note uses, read from its bytes: the regex
    /// below takes as long as the rest of a note's front matter. Anything else goes to it.
    private static func plainDay(_ text: String) -> (year: Int, month: Int, day: Int)? {
        let utf8 = text.utf8
        return utf8.withContiguousStorageIfAvailable { bytes -> (year: Int, month: Int, day: Int)? in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    let digit = Int(bytes[index]) - Int(UInt8(ascii: "0"))
                    guard (0...9).contains(digit) else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
            return (year, month, day)
        } ?? nil
    }

    private static func parseZone(_ zone: String) -> Int {
        if zone == "Z" || zone == "z" { return 0 }
        let sign = zone.hasPrefix("-") ? -1 : 1
        let digits = zone.dropFirst().filter(\.isNumber)
        let hours = Int(digits.prefix(digits.count > 2 ? digits.count - 2 : digits.count)) ?? 0
        let minutes = digits.count > 2 ? Int(digits.suffix(2)) ?? 0 : 0
        return sign * (hours * 60 + minutes)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// `2024-03-04`
    public var isoDay: String { "\(year)-\(Self.two(month))-\(Self.two(day))" }

    /// `2024-03-04T10:00:00+09:00` (RFC 3339, for Atom and sitemaps).
    public var rfc3339: String {
        let sign = zoneMinutes < 0 ? "-" : "+"
        let zone = abs(zoneMinutes)
        return "\(isoDay)T\(Self.two(hour)):\(Self.two(minute)):\(Self.two(second))\(sign)\(Self.two(zone / 60)):\(Self.two(zone % 60))"
    }

    /// `2024년 3월 4일`
    public var korean: String { "\(year)년 \(month)월 \(day)일" }

    /// Seconds since 1970 in UTC, for ordering.
    var epochSeconds: Int {
        // Days from civil (Howard Hinnant's algorithm).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146097 + doe - 719468
        return days * 86400 + hour * 3600 + minute * 60 + second - zoneMinutes * 60
    }

    public static func < (lhs: NoteDate, rhs: NoteDate) -> Bool { lhs.epochSeconds < rhs.epochSeconds }
}
