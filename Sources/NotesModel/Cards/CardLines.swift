/// A card's title broken into lines by words, as CSS `word-break: keep-all` breaks Korean:
/// only at spaces, never between the syllables of a word. A word wider than a whole line (a
/// long identifier) is the one thing cut, between characters.
struct CardLines: Equatable {
    var lines: [String]
    /// Whether the text did not fit in the lines allowed and the last line ends in "…".
    var truncated: Bool

    /// - Parameters:
    ///   - width: the widest a line may be, in the unit `measure` gives.
    ///   - measure: the width of a run of text.
    static func wrap(_ text: String, width: Int, maxLines: Int, measure: (String) -> Int) -> CardLines {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        var lines: [String] = []
        var current = ""
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            if measure(word) <= width {
                current = word
                continue
            }
            // Too wide alone: cut between characters (a grapheme is never split).
            var piece = ""
            for character in word {
                if !piece.isEmpty, measure(piece + String(character)) > width {
                    lines.append(piece)
                    piece = ""
                }
                piece.append(character)
            }
            current = piece
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > maxLines else { return CardLines(lines: lines, truncated: false) }
        var kept = Array(lines.prefix(maxLines))
        var last = kept[maxLines - 1]
        while !last.isEmpty, measure(last + "…") > width { last.removeLast() }
        if last.hasSuffix(" ") { last.removeLast() }
        kept[maxLines - 1] = last + "…"
        return CardLines(lines: kept, truncated: true)
    }
}
