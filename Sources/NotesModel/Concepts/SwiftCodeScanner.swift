import SwiftParser
import SwiftSyntax

/// Finds, syntactically, what in Swift code refers to a concept or a comparison row: `weak` and
/// `unowned` in capture lists (`[weak self]`, `[unowned viewModel]`) and declarations
/// (`weak var delegate`), and identifiers that name a counterpart (`PassthroughSubject`, `sink`).
enum SwiftCodeScanner {
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

    static func scan(_ code: String, index: MentionIndex) -> [Hit] {
        guard !index.isEmpty else { return [] }
        guard let tree = SwiftSource.parse(code) else { return [] }
        return scan(tree, index: index)
    }

    /// The same, on a tree the caller already parsed (the highlighter's).
    static func scan(_ tree: SourceFileSyntax, index: MentionIndex) -> [Hit] {
        guard !index.isEmpty else { return [] }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var hits: [Hit] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var entry: MentionIndex.Entry?
            var also: [MentionIndex.Entry] = []
            switch token.tokenKind {
            case .keyword(.weak), .keyword(.unowned):
                let inCapture = token.ancestorOrSelf { $0.is(ClosureCaptureSpecifierSyntax.self) ? $0 : nil } != nil
                let inModifier = token.parent?.is(DeclModifierSyntax.self) == true
                guard inCapture || inModifier else { break }
                entry = index.keywordConcepts[token.text]
                if inCapture, let capture = index.keywordConcepts["capture-list"] { also.append(capture) }
            case .identifier(let name):
                guard Self.isUse(token) else { break }
                entry = index.codeLink(forIdentifier: name)
                if let concept = index.codeConcepts[name], concept != entry { also.append(concept) }
            default:
                break
            }
            guard let entry else { continue }
            let start = token.positionAfterSkippingLeadingTrivia
            hits.append(Hit(offset: start.utf8Offset, length: token.trimmedLength.utf8Length, entry: entry,
                            line: converter.location(for: start).line - 1, alsoMentions: also))
        }
        return hits
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
