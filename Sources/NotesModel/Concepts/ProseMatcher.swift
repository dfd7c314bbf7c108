/// Finds concept names in Korean prose, where particles stick to the word: `unowned를`,
/// `weak으로`, `DisposeBag에`, `순환참조가`. A name must start a word; after a name that ends in a
/// Latin letter or digit, only a non-Latin character (a particle, a space, punctuation) may follow.
enum ProseMatcher {
    struct Match {
        var range: Range<String.Index>
        var entry: MentionIndex.Entry
    }

    static func matches(in text: String, index: MentionIndex) -> [Match] {
        guard !text.isEmpty else { return [] }
        var found: [Match] = []
        for (alias, entry) in index.prose {
            var searchStart = text.startIndex
            while let range = text.range(of: alias, range: searchStart..<text.endIndex) {
                searchStart = range.upperBound
                if found.contains(where: { $0.range.overlaps(range) }) { continue }
                if range.lowerBound > text.startIndex {
                    let before = text[text.index(before: range.lowerBound)]
                    if before.isLetter || before.isNumber || before == "_" { continue }
                }
                if range.upperBound < text.endIndex, let last = alias.last, last.isASCII, last.isLetter || last.isNumber {
                    let after = text[range.upperBound]
                    if after.isASCII && (after.isLetter || after.isNumber || after == "_") { continue }
                }
                found.append(Match(range: range, entry: entry))
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
