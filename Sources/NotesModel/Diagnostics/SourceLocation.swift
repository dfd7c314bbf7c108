/// A place in a source file, printed the way compilers do: `content/x.md:42:5`.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user should see it (relative to the working folder when possible).
    public var file: String
    /// 1-based line; 0 means "the whole file".
    public var line: Int
    /// 1-based column; 0 means "the whole line".
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String {
        var text = file
        if line > 0 { text += ":\(line)" }
        if line > 0 && column > 0 { text += ":\(column)" }
        return text
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
