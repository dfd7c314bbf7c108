import Testing
@testable import NotesModel

@Suite struct UTF8ScalarsTests {
    /// The scalar-by-scalar answers, as excerpts were cut before.
    static func naiveOffset(_ bytes: [UInt8], from: Int, by count: Int) -> Int {
        var position = from
        for _ in 0..<count {
            guard position < bytes.count else { return bytes.count + 1 }
            position += 1
            while position < bytes.count && bytes[position] & 0xC0 == 0x80 { position += 1 }
        }
        return position
    }

    @Test func countsAndStepsAsScalarByScalar() {
        let pieces: [Unicode.Scalar] = ["a", " ", "가", "힣", "é", "\u{301}", "😀", "\u{10FFFF}", "—", "\u{7F}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int.random(in: 0...60, using: &generator) { text.unicodeScalars.append(pieces.randomElement(using: &generator)!) }
            let bytes = Array(text.utf8)
            let starts = bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 } + [bytes.count]
            bytes.withUnsafeBufferPointer { buffer in
                for low in 0...bytes.count {
                    #expect(UTF8Scalars.count(buffer, low..<bytes.count) == bytes[low...].filter { $0 & 0xC0 != 0x80 }.count)
                    #expect(UTF8Scalars.count(buffer, 0..<low) == bytes[..<low].filter { $0 & 0xC0 != 0x80 }.count)
                }
                for from in starts {
                    for count in 0...(text.unicodeScalars.count + 2) {
                        #expect(UTF8Scalars.offset(buffer, from: from, by: count) == Self.naiveOffset(bytes, from: from, by: count), "\(text) \(from) \(count)")
                    }
                }
            }
        }
    }
}
