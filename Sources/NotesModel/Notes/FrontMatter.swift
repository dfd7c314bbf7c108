/// The Jekyll-style YAML header of a note.
public struct FrontMatter: Sendable, Hashable {
    public var title: String?
    public var date: NoteDate?
    public var tags: [String] = []
    public var description: String?
    public var order: Int?
    public var slug: String?
    public var draft = false
    /// `fixtures:` the network answers of the note's snippets, or the YAML file that holds them.
    public var fixtures: FixtureDeclaration?
    /// `swift: 6` or `swift: 5`: the language mode of the note's snippets (in `content/index.md`,
    /// of every note that does not say), `nil` when the note does not say.
    public var swift: SwiftLanguageMode?
    /// `offline: true` (read in `content/index.md`): readers can keep the site to read offline
    /// (`OfflineSite`); `nil` when the note does not say.
    public var offline: Bool?
    /// Keys sitegen does not use itself (`layout`, `cover`, `author`, concept `id`/`aliases`…),
    /// kept as text (sequences as lists) for later stages and themes.
    public var extra: [String: [String]] = [:]
    /// Line in the file where the body starts (1-based); 1 when there is no front matter.
    public var bodyStartLine = 1

    public init() {}
}
