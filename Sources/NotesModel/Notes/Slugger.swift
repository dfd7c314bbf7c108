/// Heading ids by GitHub's rule (github-slugger): lowercase; drop everything that is not a
/// letter, mark, number, `-`, `_` or space; spaces become `-`; repeats get `-1`, `-2`…
///
/// `## 메모리 관리` → `메모리-관리`, `메트릭-API를` → `메트릭-api를`.
public struct Slugger: Sendable {
    private var seen: [String: Int] = [:]

    public init() {}

    /// The slug of `text` alone, without duplicate handling.
    public static func slug(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result += "-"
            } else if scalar == "-" || scalar == "_" {
                result.unicodeScalars.append(scalar)
            } else if isKept(scalar) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// The next unique slug for `text` in this document.
    public mutating func unique(_ text: String) -> String {
        reserve(Self.slug(text))
    }

    /// Marks `slug` as used (custom `{#id}`s take their place in the sequence too) and returns the
    /// unique form of it.
    public mutating func reserve(_ slug: String) -> String {
        var candidate = slug
        if let count = seen[slug] {
            var next = count
            repeat {
                next += 1
                candidate = "\(slug)-\(next)"
            } while seen[candidate] != nil
            seen[slug] = next
        } else {
            seen[slug] = 0
        }
        if candidate != slug { seen[candidate] = 0 }
        return candidate
    }
}
