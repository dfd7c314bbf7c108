/// Files editors and tools leave beside the real one while or after saving: never part of the
/// site, never a change `serve` reports. Hidden files (`.x.md.swp`, `.#x.md`) are skipped
/// besides, by their leading dot.
public enum EditorLeftover {
    public static func isLeftover(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".bak") || name.hasSuffix(".swp")
            || name.hasSuffix(".swx") || name.hasSuffix(".tmp") || name == "4913"
            || (name.hasPrefix("#") && name.hasSuffix("#")) || isSedTemporary(name)
    }

    /// `sed -i` writes `sedXXXXXX` (six letters or digits) in the file's folder and renames it
    /// over the file; one killed half-way stays.
    static func isSedTemporary(_ name: String) -> Bool {
        name.utf8.count == 9 && name.hasPrefix("sed") && name.utf8.dropFirst(3).allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}
