/// JSON for the index's two shapes, written straight into bytes (Foundation's encoder, then
/// a `String` per number, were most of the index's time): keys sorted, `/` not escaped.
enum JSONText {
    static func integer(_ value: Int, into out: inout [UInt8]) {
        // Most numbers of a shard are gaps and scores of one digit.
        if value >= 0 && value < 10 { return out.append(UInt8(ascii: "0") + UInt8(value)) }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        let start = out.count
        var rest = value.magnitude
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        out[start...].reverse()
    }

    static func string(_ value: String, into out: inout [UInt8]) {
        var value = value
        value.withUTF8 { string($0, into: &out) }
    }

    /// A string given as its UTF-8 bytes: the runs that need no escaping (nearly all of a
    /// section's text) are appended whole, not a byte at a time (that loop was the text files'
    /// time).
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var start = 0
        for index in bytes.indices where bytes[index] < 0x20 || bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "\\") {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            escape(bytes[index], into: &out)
            start = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        out.append(UInt8(ascii: "\""))
    }

    private static func escape(_ byte: UInt8, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            out.append(UInt8(ascii: "u"))
            out.append(UInt8(ascii: "0"))
            out.append(UInt8(ascii: "0"))
            out.append(hex.utf8Start[Int(byte >> 4)])
            out.append(hex.utf8Start[Int(byte & 0xF)])
        }
    }
}
