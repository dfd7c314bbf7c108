/// What the snippet stage adds to a code block's frame.
public struct CodeDecoration: Sendable, Hashable {
    /// `(class suffix, Korean label)` pairs shown as badges, e.g. `("run", "실행 검증됨")`.
    public var badges: [Badge]
    /// HTML placed after the block (e.g. the actual output of a run, or a failure message).
    public var trailingHTML: String
    /// On a paired group's first member: what verify proved about the group.
    public var proof: GroupProof?
    /// A marble diagram drawn from the run, shown after the block (and its trailing HTML).
    public var marbles: MarbleDiagram?
    /// The block is not drawn, only `trailingHTML` (a quiz's answers: the quiz shows them).
    public var hidesBlock = false

    public struct Badge: Sendable, Hashable {
        public var style: String
        public var label: String
        public var detail: String?

        public init(style: String, label: String, detail: String? = nil) {
            self.style = style
            self.label = label
            self.detail = detail
        }
    }

    public init(badges: [Badge] = [], trailingHTML: String = "", proof: GroupProof? = nil, marbles: MarbleDiagram? = nil) {
        self.badges = badges
        self.trailingHTML = trailingHTML
        self.proof = proof
        self.marbles = marbles
    }
}

/// What the snippet stage adds to a site's code blocks: by note (its path under `content/`), then
/// by the line of the block's opening fence.
public typealias CodeDecorations = [String: [Int: CodeDecoration]]
