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
    static func compose(_ yaml: String) throws -> Node? {
        try Yams.compose(yaml: yaml, .default, constructor, .utf8)
    }

    nonisolated(unsafe) private static let constructor = Constructor.default
}
