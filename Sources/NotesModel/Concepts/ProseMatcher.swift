/// Finds concept names in Korean prose, where particles stick to the word: `unowned를`,
/// `weak으로`, `DisposeBag에`, `순환참조가`. A name must start a word; after a name that ends in a
/// Latin letter or digit, only a non-Latin character (a particle, a space, punctuation) may follow.
enum ProseMatcher {
    struct Match {
        var range: Range<String.Index>
        var entry: MentionIndex.Entry
    }

    /// Aliases by their first character, longest first: one look-up per word start instead of a
    /// search for every alias through every text.
    struct Table: Sendable {
        var byFirst: [Character: [(text: String, entry: MentionIndex.Entry)]] = [:]

        init(_ prose: [(text: String, entry: MentionIndex.Entry)]) {
            for item in prose {
                guard let first = item.text.first else { continue }
                byFirst[first, default: []].append(item)
            }
            for key in byFirst.keys { byFirst[key]!.sort { $0.text.count > $1.text.count } }
        }
    }

    static func matches(in text: String, index: MentionIndex) -> [Match] {
        guard !text.isEmpty else { return [] }
        var found: [Match] = []
        var position = text.startIndex
        var previous: Character?
        while position < text.endIndex {
            let character = text[position]
            // Whether a word starts here is asked only where a name could start: Unicode
            // letter properties for every character were a tenth of a build.
            if let candidates = index.proseTable.byFirst[character],
               previous.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true,
               let hit = candidates.first(where: { matchesAt(position, alias: $0.text, in: text) }) {
                let end = text.index(position, offsetBy: hit.text.count)
                found.append(Match(range: position..<end, entry: hit.entry))
                previous = text[text.index(before: end)]
                position = end
                continue
            }
            previous = character
            position = text.index(after: position)
        }
        return found
    }

    private static func matchesAt(_ start: String.Index, alias: String, in text: String) -> Bool {
        guard text[start...].hasPrefix(alias) else { return false }
        let end = text.index(start, offsetBy: alias.count)
        guard end < text.endIndex, let last = alias.last, last.isASCII, last.isLetter || last.isNumber else { return true }
        let after = text[end]
        return !(after.isASCII && (after.isLetter || after.isNumber || after == "_"))
    }
}
