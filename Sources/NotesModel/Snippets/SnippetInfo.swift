/// What a fenced code block's info string says about it (design.md, "Snippet info strings").
///
/// ```` ```swift run should-crash compare=map title=Combine ````
public struct SnippetInfo: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Any non-Swift block, or plain ` ```swift `: shown, never compiled.
        case shown
        /// Compiled and run; an `output` block right after holds its expected stdout.
        case run
        /// Must compile.
        case check
        /// Must fail to compile.
        case compileFail = "compile-fail"
        /// Shown, never compiled, on purpose (UIKit, RxSwift, fragments).
        case ignore
        /// The expected stdout of the `run` block before it.
        case output
    }

    /// The first word of the info string (`swift`, `output`, `json`…), lowercased.
    public var language: String
    public var kind: Kind
    public var shouldCrash = false
    public var continues = false
    public var compareID: String?
    public var title: String?
    public var timeoutSeconds: Double?
    /// Words sitegen did not understand, kept to report them.
    public var unknownWords: [String] = []

    public init(language: String, kind: Kind) {
        self.language = language
        self.kind = kind
    }


    public init(parsing info: String) {
        let words = Self.split(info)
        let language = words.first?.lowercased() ?? ""
        self.init(language: language, kind: language == "output" ? .output : .shown)
        guard language == "swift" else { return }
        for (position, word) in words.dropFirst().enumerated() {
            if position == 0, let kind = Kind(rawValue: word), kind != .shown, kind != .output {
                self.kind = kind
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            switch (parts[0], parts.count) {
            case ("should-crash", 1): shouldCrash = true
            case ("continue", 1): continues = true
            case ("compare", 2): compareID = parts[1]
            case ("title", 2): title = parts[1]
            case ("timeout", 2) where Double(parts[1]) != nil: timeoutSeconds = Double(parts[1])
            default: unknownWords.append(word)
            }
        }
    }

    /// Splits on spaces, keeping `title="two words"` together (quotes removed).
    static func split(_ info: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in info {
            if character == "\"" {
                quoted.toggle()
            } else if character.isWhitespace && !quoted {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
