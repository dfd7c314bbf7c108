import Yams

/// YAML read into Yams' node tree, the one way sitegen reads YAML (front matter, fixtures,
/// comparison tables).
enum YAMLText {
    /// The first document of `yaml`, or nil when it is empty.
    ///
    /// Yams' defaults are made again at every call: `Parser.Encoding.default` reads the whole
    /// environment (for `YAMS_DEFAULT_ENCODING`) and `Constructor.default` builds three tables,
    /// together about a third of a note's front matter time. Swift strings are UTF-8, the
    /// encoding that default picks when the variable is unset; composing nodes never constructs
    /// values, so one constructor serves every thread.
    ///
    /// - Parameter plainKeys: resolve no implicit tags (Yams' `Resolver.basic`): every plain
    ///   scalar's tag is `str`. For front matter, read key by key and each value converted by
    ///   its reader (`Node.bool`, `Node.int` parse the text whatever the tag). Yams hashes each
    ///   key of a mapping to find duplicates, and hashing a key resolves its tag through seven
    ///   regular expressions: with the default resolver that was a seventieth of a build.
    ///   Fixtures and comparison tables keep the default, as they look keys up by `Node`.
    static func compose(_ yaml: String, plainKeys: Bool = false) throws -> Node? {
        try Yams.compose(yaml: yaml, plainKeys ? .basic : .default, constructor, .utf8)
    }

    nonisolated(unsafe) private static let constructor = Constructor.default
}
