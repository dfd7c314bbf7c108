/// Where a note's page goes: `a/b.md` → `/a/b/`, `index.md` → `/`, `a/_index.md` → `/a/`; a
/// `slug` in front matter replaces the last part. Folder and file names become clean URL
/// segments (`segment(_:)`): `Lectures/09_Combining Operators/Ch9.Operators.md` →
/// `/lectures/09_combining-operators/ch9-operators/`.
enum PageURL {
    static func forNote(relativePath: String, slug: String?) -> String {
        var parts = relativePath.split(separator: "/").map(String.init)
        guard let file = parts.popLast() else { return "/" }
        let name = file.replacingSuffix(".md")
        parts = parts.map { $0 == ".." || $0 == "." ? $0 : segment($0) }
        if name == "index" || name == "_index" {
            if let slug, !slug.isEmpty, !parts.isEmpty { parts[parts.count - 1] = slug }
            return "/" + parts.map { $0 + "/" }.joined()
        }
        parts.append(slug.flatMap { $0.isEmpty ? nil : $0 } ?? segment(name))
        return "/" + parts.map { $0 + "/" }.joined()
    }

    /// A chapter folder's page: `09_Combining Operators` → `/09_combining-operators/`.
    static func forFolder(_ folder: String) -> String {
        "/" + folder.split(separator: "/").map { segment(String($0)) + "/" }.joined()
    }

    /// A folder or file name as a URL segment, as Hugo's `urlize` makes one, and as GitHub
    /// makes heading ids: letters (Hangul kept, the rest lowercased), digits, `_` and `-` stay;
    /// spaces, dots and other punctuation become `-`, one for a run of them, none at the ends.
    /// A name that is already clean (`01-combine`, `weak-unowned`) is returned as it is.
    static func segment(_ name: String) -> String {
        if name.utf8.allSatisfy({ isCleanASCII($0) }) && !name.hasPrefix("-") && !name.hasSuffix("-") && !name.contains("--") {
            return name
        }
        var result = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            let keep = scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
                || scalar == "_" || scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark
            if keep {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result += scalar.properties.lowercaseMapping
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "page" : result
    }

    private static func isCleanASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// The file a URL is written to, relative to the output folder.
    static func outputFile(_ url: String) -> String {
        url.hasSuffix("/") ? String(url.dropFirst()) + "index.html" : String(url.dropFirst())
    }

    /// URLs sitegen generates itself; a note may not take them.
    static let reservedPrefixes = ["/tags/", "/assets/", "/concepts/", "/compare/", "/print/"]
}
