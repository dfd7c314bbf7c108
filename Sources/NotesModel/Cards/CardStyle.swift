import Foundation
import Yams

/// How a theme's link cards look: colours and fonts, from the theme's `card.yml` (a user's
/// `--templates` folder may hold its own, key by key over the default theme's).
public struct CardStyle: Sendable, Hashable {
    public struct Color: Sendable, Hashable {
        public var red: UInt8, green: UInt8, blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            (self.red, self.green, self.blue) = (red, green, blue)
        }

        /// `#rrggbb` or `#rgb`.
        init?(hex: String) {
            var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
            guard digits.first == "#" else { return nil }
            digits = digits.dropFirst()
            if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
            guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
            self.init(red: UInt8(value >> 16 & 0xff), green: UInt8(value >> 8 & 0xff), blue: UInt8(value & 0xff))
        }

        var hex: String { "#" + [red, green, blue].map { String($0, radix: 16).leftPadded(2) }.joined() }
    }

    public var background = Color(red: 0xf6, green: 0xf7, blue: 0xf9)
    public var title = Color(red: 0x0b, green: 0x0e, blue: 0x12)
    public var muted = Color(red: 0x55, green: 0x5e, blue: 0x69)
    public var accent = Color(red: 0x0b, green: 0x57, blue: 0xd0)
    /// fontconfig patterns, tried in order: the first that names an installed font is used.
    public var titleFont = ["Noto Sans CJK KR:bold", "Noto Sans KR:bold", "sans-serif:lang=ko:bold"]
    public var textFont = ["Noto Sans CJK KR", "Noto Sans KR", "sans-serif:lang=ko"]

    public init() {}

    static let keys = ["background", "title", "muted", "accent", "title_font", "text_font"]

    /// Reads `card.yml` over `self`: each key it names replaces the one here. Problems name the
    /// file and the key.
    func reading(_ text: String, file: String) -> (CardStyle, [Diagnostic]) {
        var style = self
        var problems: [Diagnostic] = []
        let location = SourceLocation(file: file)
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text)
        } catch {
            return (style, [.error(location, "card.yml is not valid YAML")])
        }
        guard let node = composed else { return (style, []) }
        guard let mapping = node.mapping else {
            return (style, [.error(location, "card.yml must be a mapping of keys to values (like 'background: \"#ffffff\"')")])
        }
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            let place = SourceLocation(file: file, line: key.mark.map { $0.line } ?? 1, column: key.mark.map { $0.column } ?? 1)
            switch name {
            case "background", "title", "muted", "accent":
                guard let text = value.string, let color = Color(hex: text) else {
                    problems.append(.error(place, "'\(name)' must be a colour like \"#0b57d0\""))
                    continue
                }
                switch name {
                case "background": style.background = color
                case "title": style.title = color
                case "muted": style.muted = color
                default: style.accent = color
                }
            case "title_font", "text_font":
                let patterns = value.string.map { [$0] } ?? value.sequence?.compactMap { $0.string } ?? []
                guard !patterns.isEmpty else {
                    problems.append(.error(place, "'\(name)' must be a font name or a list of them (fontconfig patterns like \"Noto Sans CJK KR:bold\")"))
                    continue
                }
                if name == "title_font" { style.titleFont = patterns } else { style.textFont = patterns }
            default:
                problems.append(.warning(place, "card.yml: '\(name)' is not a key sitegen reads (it reads \(Self.keys.joined(separator: ", ")))"))
            }
        }
        return (style, problems)
    }

    /// What the drawing depends on, for the cache key.
    var fingerprint: String {
        [background.hex, title.hex, muted.hex, accent.hex, titleFont.joined(separator: ","), textFont.joined(separator: ",")].joined(separator: "|")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
