/// Counting and stepping over the scalars of valid UTF-8, eight bytes at a time: a scalar
/// starts at every byte that is not a continuation byte (`10xxxxxx`). Excerpts are cut by
/// scalars from paragraphs that can be long and hold many mentions, a search excerpt from a
/// section's text.
enum UTF8Scalars {
    /// The continuation bytes among the eight of `word`: bit 7 set, bit 6 clear.
    @inline(__always)
    private static func continuations(_ word: UInt64) -> Int {
        (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + at).loadUnaligned(as: UInt64.self))
    }

    /// How many scalars start in `range`.
    static func count(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var position = range.lowerBound
        var count = 0
        while position + 8 <= range.upperBound {
            count += 8 - continuations(word(bytes, position))
            position += 8
        }
        while position < range.upperBound {
            if bytes[position] & 0xC0 != 0x80 { count += 1 }
            position += 1
        }
        return count
    }

    /// The byte offset `count` scalars after the scalar start `from`: the start of the scalar
    /// after them, or `bytes.count` where they end the text; past the end (`bytes.count + 1`)
    /// where the text has fewer.
    static func offset(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, by count: Int) -> Int {
        var position = from
        var left = count
        // Whole words while they hold fewer starts than are left: the scalars starting in a
        // word are stepped over at once (a word may begin with the continuation bytes of a
        // scalar counted in the word before: they are no start, so they are not counted again).
        while left > 8, position + 8 <= bytes.count {
            let starts = 8 - continuations(word(bytes, position))
            guard starts < left else { break }
            left -= starts
            position += 8
        }
        // `position` may sit on a continuation byte here: its scalar was counted; go to the next.
        while position < bytes.count && bytes[position] & 0xC0 == 0x80 { position += 1 }
        while left > 0 {
            guard position < bytes.count else { return bytes.count + 1 }
            position += 1
            while position < bytes.count && bytes[position] & 0xC0 == 0x80 { position += 1 }
            left -= 1
        }
        return position
    }
}
