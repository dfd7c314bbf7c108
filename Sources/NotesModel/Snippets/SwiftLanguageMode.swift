/// The Swift language mode a snippet is compiled in (`swiftc -swift-version N`): Swift 5, or
/// Swift 6 with its complete data-race checking. Chosen by a block's `swift5`/`swift6` modifier,
/// else its note's front matter `swift: 6`, else the course's (`content/index.md`), else 5.
public enum SwiftLanguageMode: String, Sendable, Hashable, CaseIterable, Codable {
    case swift5 = "5"
    case swift6 = "6"

    /// The modifier that asks for this mode in an info string (`swift run swift6`).
    public var modifier: String { "swift\(rawValue)" }

    /// The mode a block of `note` compiles in; `course` is the course's home note
    /// (`content/index.md`), whose front matter sets the default of every note.
    public static func of(_ block: CodeBlock, in note: FrontMatter, course: FrontMatter?) -> SwiftLanguageMode {
        block.info.languageMode ?? note.swift ?? course?.swift ?? .swift5
    }
}
