extension PrintAnchors {
    /// Writes an attribute value of one page as its print section has it, from the page's bytes
    /// into the section's: what `rewrite` does, without a `String` per value. A value whose
    /// meaning depends on how `String` sees characters (an `href` or id list with a non-ASCII
    /// byte where a character boundary matters) goes through `rewrite` itself.
    struct ValueWriter {
        let anchors: PrintAnchors
        let url: String
        /// What an id of the page becomes before its own bytes, outside and inside SVG.
        let idPrefix: [UInt8]
        let svgPrefix: [UInt8]
        /// The part holding the page's own section.
        let ownPart: String?

        init(anchors: PrintAnchors, url: String) {
            self.anchors = anchors
            self.url = url
            idPrefix = Array(PrintAnchors.id("", in: url).utf8)
            svgPrefix = Array(PrintAnchors.svgID("", in: url).utf8)
            ownPart = anchors.parts[url]
        }

        func append(_ value: UnsafeBufferPointer<UInt8>, attribute: Attribute, inSVG: Bool, to out: inout [UInt8]) {
            switch attribute {
            case .id:
                if !value.isEmpty { out += inSVG ? svgPrefix : idPrefix }
                out.append(contentsOf: value)
            case .idList:
                guard Self.isASCII(value) else { return appendRewritten(value, attribute: attribute, inSVG: inSVG, to: &out) }
                appendIDList(value, prefix: inSVG ? svgPrefix : idPrefix, to: &out)
            case .href:
                appendLink(value, to: &out)
            }
        }

        /// Each token of a space-separated list scoped, joined by one space.
        private func appendIDList(_ value: UnsafeBufferPointer<UInt8>, prefix: [UInt8], to out: inout [UInt8]) {
            var index = 0
            var first = true
            while index < value.count {
                guard value[index] != Self.space else { index += 1; continue }
                var end = index
                while end < value.count, value[end] != Self.space { end += 1 }
                if !first { out.append(Self.space) }
                first = false
                out += prefix
                out.append(contentsOf: UnsafeBufferPointer(rebasing: value[index..<end]))
                index = end
            }
        }

        private func appendLink(_ value: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
            if Self.startsWithCharacter(Self.hash, value) {
                // `#x` → `#/a/b/x`, `#` → `#/a/b/`.
                out.append(Self.hash)
                out += idPrefix
                out.append(contentsOf: UnsafeBufferPointer(rebasing: value.dropFirst()))
                return
            }
            guard value.first == Self.slash else { return out.append(contentsOf: value) }
            guard Self.isASCII(value) else { return appendRewritten(value, attribute: .href, inSVG: false, to: &out) }
            // ASCII: a byte is a character, so the `String` rules read as byte rules.
            if value.count > 1, value[1] == Self.slash { return out.append(contentsOf: value) }
            let hash = value.firstIndex(of: Self.hash) ?? value.count
            let path = UnsafeBufferPointer(rebasing: value[..<hash])
            // A query means something other than the page itself.
            guard !path.contains(Self.question), let part = anchors.parts[String(decoding: path, as: UTF8.self)] else {
                return out.append(contentsOf: value)
            }
            if part != ownPart { out += part.utf8 }
            out.append(Self.hash)
            out.append(contentsOf: path)
            if hash < value.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: value[(hash + 1)...])) }
        }

        private func appendRewritten(_ value: UnsafeBufferPointer<UInt8>, attribute: Attribute, inSVG: Bool, to out: inout [UInt8]) {
            out += anchors.rewrite(String(decoding: value, as: UTF8.self), attribute: attribute, url: url, inSVG: inSVG).utf8
        }

        private static func isASCII(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
            value.allSatisfy { $0 < 0x80 }
        }

        /// Whether the value's first character (as `String.hasPrefix` sees it) is the ASCII
        /// character `ascii`: its first byte, not joined by a combining scalar after it.
        private static func startsWithCharacter(_ ascii: UInt8, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
            guard value.first == ascii else { return false }
            if value.count == 1 || value[1] < 0x80 { return true }
            // Whether `ascii` and the scalar after it are one character decides; both fit in
            // five bytes (a small string: no allocation).
            return String(decoding: UnsafeBufferPointer(rebasing: value.prefix(5)), as: UTF8.self).first == Character(Unicode.Scalar(ascii))
        }

        private static let space = UInt8(ascii: " "), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/"), question = UInt8(ascii: "?")
    }
}
