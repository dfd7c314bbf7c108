import SwiftParser
import SwiftSyntax

/// Whether a code block's text is Swift: what `sitegen adopt` asks of blocks written without a
/// language (study notes often leave it out) and of `swift` blocks it is about to try.
public enum SwiftLikeness: Sendable, Hashable {
    /// Parses as Swift and reads like a program (declarations, statements, calls on values).
    case swift
    /// Reads like Swift but does not parse: a fragment, pseudo-code, or code with a typo. The
    /// line (1-based, in the block) of the first place the parser could not read.
    case fragment(line: Int)
    /// Not Swift: shell commands, printed output, prose.
    case notSwift

    /// Words that only Swift code of a note would hold (a printed line or a shell command
    /// rarely parses with one of them in it).
    private static let swiftKeywords: Set<Keyword> = [
        .let, .var, .func, .import, .class, .struct, .enum, .protocol, .extension, .return, .guard,
        .if, .for, .while, .switch, .`init`, .self, .Self, .typealias, .actor, .await, .try, .defer,
    ]

    public init(_ code: String) {
        guard let tree = SwiftSource.parse(code) else { self = .notSwift; return }
        var keywords = 0
        var memberCalls = 0
        var identifiers = 0
        let tokens = Array(tree.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated() {
            switch token.tokenKind {
            case .keyword(let keyword) where Self.swiftKeywords.contains(keyword): keywords += 1
            case .identifier:
                identifiers += 1
                // `.subscribe(`, `.sink {`, `print(`: calls are what example code is made of.
                if index + 1 < tokens.count, [.leftParen, .leftBrace].contains(tokens[index + 1].tokenKind),
                   index > 0, tokens[index - 1].tokenKind == .period || token.text == "print" {
                    memberCalls += 1
                }
            default: break
            }
        }
        let readsLikeSwift = keywords > 0 || memberCalls > 0
        guard tree.hasError else {
            self = readsLikeSwift ? .swift : .notSwift
            return
        }
        guard readsLikeSwift, identifiers > 0 else { self = .notSwift; return }
        // Where the parser first found something it could not read.
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        let firstError = tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true
        }
        self = .fragment(line: firstError.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line } ?? 1)
    }
}
