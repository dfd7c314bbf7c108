import SwiftParser
import SwiftSyntax

/// Finds, syntactically, what in Swift code refers to a concept or a comparison row: `weak` and
/// `unowned` in capture lists (`[weak self]`, `[unowned viewModel]`) and declarations
/// (`weak var delegate`), and identifiers that name a counterpart (`PassthroughSubject`, `sink`).
/// It is given the tokens of the walk that also classifies them for the highlighter (see
/// `SwiftHighlighter.analyse`): one walk of the tree serves both.
struct SwiftCodeScanner {
    struct Hit {
        /// UTF-8 offset and length of the token in the code.
        var offset: Int
        var length: Int
        var entry: MentionIndex.Entry
        /// 0-based line in the code.
        var line: Int
        /// Further mentions the token makes: the capture-list concept for `[weak self]`, the
        /// concept named like a type that also has a comparison row (`DisposeBag`).
        var alsoMentions: [MentionIndex.Entry]
    }

    private(set) var hits: [Hit] = []
    private let index: MentionIndex
    private var lines: LineCounter

    /// A scanner of `code`'s tokens, or `nil` when the index has nothing to find.
    init?(code: String, index: MentionIndex) {
        guard !index.isEmpty else { return nil }
        self.index = index
        lines = LineCounter(code)
    }

    /// The next token of the walk (`SwiftToken.forEach`).
    mutating func add(_ next: SwiftToken) {
        // The index first: most identifiers name nothing in it, and `isUse` looks around the tree.
        let index = self.index
        guard let candidate = Self.candidate(next, lines: &lines, wanted: { index.codeLink(forIdentifier: $0) != nil }),
              let hit = Self.hit(candidate, text: next.syntax.text, index: index) else { return }
        hits.append(hit)
    }

    /// A token that may be a mention, whatever the index holds: a `weak` or `unowned` in a
    /// capture list or a declaration's modifiers, or an identifier that uses what it names
    /// (`isUse`). What a block's tokens are does not depend on the course's concepts, so a
    /// block's candidates can be kept from one build to the next (`HighlightCache`) and matched
    /// with the index of the day.
    struct Candidate: Equatable, Sendable {
        enum Kind: UInt8, Sendable {
            case identifier = 0
            /// `weak`/`unowned` among a declaration's modifiers.
            case modifierKeyword = 1
            /// `weak`/`unowned` in a closure's capture list.
            case captureKeyword = 2
        }

        /// UTF-8 offset and length of the token's text in the code.
        var offset: Int
        var length: Int
        /// 0-based line in the code.
        var line: Int
        var kind: Kind
    }

    /// `next` as a candidate, or `nil`; identifiers `wanted` rejects are not looked at further.
    static func candidate(_ next: SwiftToken, lines: inout LineCounter, wanted: (String) -> Bool = { _ in true }) -> Candidate? {
        let token = next.syntax
        let kind: Candidate.Kind
        switch next.kind {
        case .keyword(.weak), .keyword(.unowned):
            let inCapture = token.ancestorOrSelf { $0.is(ClosureCaptureSpecifierSyntax.self) ? $0 : nil } != nil
            let inModifier = token.parent?.is(DeclModifierSyntax.self) == true
            guard inCapture || inModifier else { return nil }
            kind = inCapture ? .captureKeyword : .modifierKeyword
        case .identifier(let name):
            guard wanted(name), isUse(token) else { return nil }
            kind = .identifier
        default:
            return nil
        }
        return Candidate(offset: next.textStart, length: next.textEnd - next.textStart, line: lines.line(at: next.textStart), kind: kind)
    }

    /// The mention a candidate makes with `index`, if any; `text` is the token's text.
    static func hit(_ candidate: Candidate, text: String, index: MentionIndex) -> Hit? {
        var entry: MentionIndex.Entry?
        var also: [MentionIndex.Entry] = []
        switch candidate.kind {
        case .modifierKeyword, .captureKeyword:
            entry = index.keywordConcepts[text]
            if candidate.kind == .captureKeyword, let capture = index.keywordConcepts["capture-list"] { also.append(capture) }
        case .identifier:
            guard let link = index.codeLink(forIdentifier: text) else { return nil }
            entry = link
            if let concept = index.codeConcepts[text], concept != link { also.append(concept) }
        }
        guard let entry else { return nil }
        return Hit(offset: candidate.offset, length: candidate.length, entry: entry, line: candidate.line, alsoMentions: also)
    }

    /// 0-based lines of increasing offsets, counted as swift-syntax's `SourceLocationConverter`
    /// counts them (`\n`, `\r\n` and a lone `\r` each end a line) but only as far as the hits
    /// reach: the converter builds a table of the whole tree first, for the few tokens that are
    /// mentions.
    struct LineCounter {
        private let utf8: String.UTF8View
        private var position: String.Index
        private var offset = 0
        private var line = 0

        init(_ code: String) {
            utf8 = code.utf8
            position = utf8.startIndex
        }

        mutating func line(at target: Int) -> Int {
            if target < offset { (position, offset, line) = (utf8.startIndex, 0, 0) }
            while offset < target, position < utf8.endIndex {
                let byte = utf8[position]
                utf8.formIndex(after: &position)
                offset += 1
                if byte == UInt8(ascii: "\n") {
                    line += 1
                } else if byte == UInt8(ascii: "\r") {
                    line += 1
                    if position < utf8.endIndex, utf8[position] == UInt8(ascii: "\n") {
                        utf8.formIndex(after: &position)
                        offset += 1
                    }
                }
            }
            return line
        }
    }

    /// Whether an identifier uses what it names rather than naming something of the snippet's
    /// own: a type, a member (`.store(in:)`), a called function (`sink(…)`), an API's argument
    /// label (`bufferingPolicy:`) — not a parameter (`store: inout …`), a one-word label
    /// (`store: &storage`), a declared name, an `inout` argument (`&store`) or a lowercase
    /// variable (`store.insert(…)`).
    static func isUse(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        let typeLike = token.text.first?.isUppercase == true
        if parent.is(FunctionParameterSyntax.self) || parent.is(ClosureParameterSyntax.self)
            || parent.is(ClosureShorthandParameterSyntax.self) || parent.is(IdentifierPatternSyntax.self)
            || parent.is(EnumCaseElementSyntax.self) || parent.is(FunctionDeclSyntax.self) {
            return false
        }
        if parent.is(LabeledExprSyntax.self) {
            return token.text.dropFirst().contains { $0.isUppercase }
        }
        guard let reference = parent.as(DeclReferenceExprSyntax.self) else { return typeLike || !parent.is(ExprSyntax.self) }
        if reference.parent?.is(InOutExprSyntax.self) == true { return false }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
            return member.declName.id == reference.id || typeLike
        }
        if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id {
            return true
        }
        return typeLike
    }
}
