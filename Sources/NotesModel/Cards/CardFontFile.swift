import CCard

/// A font file found by fontconfig: the path and the face's index in a collection (Noto Sans
/// CJK's `.ttc` holds a face per language; KR is one of them).
struct CardFontFile: Sendable, Hashable {
    var path: String
    var index: Int
    var family: String
    /// Whether it has Hangul syllables.
    var hasHangul: Bool

    /// The first of `patterns` that matches an installed font with Hangul; else the first that
    /// matches any font (the title's Hangul then shows as empty boxes: the caller warns); `nil`
    /// when fontconfig finds no font at all.
    static func find(_ patterns: [String]) -> CardFontFile? {
        guard fontconfigReady else { return nil }
        var fallback: CardFontFile?
        for pattern in patterns {
            guard let found = match(pattern) else { continue }
            if found.hasHangul { return found }
            if fallback == nil { fallback = found }
        }
        return fallback
    }

    private static let fontconfigReady: Bool = FcInit() != 0

    private static func match(_ name: String) -> CardFontFile? {
        guard let pattern = FcNameParse(name) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
        var familyName: UnsafeMutablePointer<FcChar8>?
        _ = FcPatternGetString(font, FC_FAMILY, 0, &familyName)
        var characters: OpaquePointer?
        var hasHangul = false
        if FcPatternGetCharSet(font, FC_CHARSET, 0, &characters) == FcResultMatch, let characters {
            hasHangul = FcCharSetHasChar(characters, 0xAC00) != 0 && FcCharSetHasChar(characters, 0xD7A3) != 0
        }
        return CardFontFile(
            path: String(cString: file),
            index: Int(index),
            family: familyName.map { String(cString: $0) } ?? "",
            hasHangul: hasHangul
        )
    }
}
