import SwiftIDEUtils
import SwiftSyntax

/// What a stretch of a Swift block is, for the highlighter. The kinds are the ones SwiftIDEUtils
/// tells apart (`SyntaxClassification`), not only the CSS classes they become: neighbouring
/// stretches of one kind are joined into one, so kinds that look alike on the page (a string
/// and a regex) must still differ here for the spans to come out the same.
enum SwiftCodeKind: UInt8, Sendable {
    case none, keyword, identifier, dollarIdentifier, argumentLabel, editorPlaceholder
    case type, attribute, ifConfigDirective, `operator`
    case stringLiteral, regexLiteral, integerLiteral, floatLiteral
    case lineComment, blockComment, docLineComment, docBlockComment
}

/// A token of a block with its kind (made once for all who look at it) and UTF-8 offsets: its
/// leading trivia starts at `start`, its text spans `textStart..<textEnd`, its trailing trivia
/// ends at `end`.
struct SwiftToken {
    var syntax: TokenSyntax
    var kind: TokenKind
    var start: Int
    var textStart: Int
    var textEnd: Int
    var end: Int

    /// The present tokens of `tree` in source order: one walk of the tree for all who need its tokens.
    static func forEach(in tree: SourceFileSyntax, _ body: (SwiftToken) -> Void) {
        var start = 0
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let textStart = start + token.leadingTriviaLength.utf8Length
            let textEnd = textStart + token.trimmedLength.utf8Length
            let end = textEnd + token.trailingTriviaLength.utf8Length
            body(SwiftToken(syntax: token, kind: token.tokenKind, start: start, textStart: textStart, textEnd: textEnd, end: end))
            start = end
        }
    }
}

/// UTF-8 offsets of one classified stretch of a block.
struct SwiftClassifiedRange: Equatable, Sendable {
    var kind: SwiftCodeKind
    var start: Int
    var end: Int
}

/// Classifies a parsed block token by token, as `SwiftHighlighter.analyse` walks them, giving the
/// ranges SwiftIDEUtils' `classifications` gives. That visitor asks a table of key paths about
/// every child of every node, which cost a third of highlighting; the table's rules reduce to
/// what a token's parent is, plus two places that reach further: an attribute's name and an
/// `#if` condition. Both start at a token the walk sees first (`@`, `#if`), so the walk notes
/// where they end instead of looking up from every token.
///
/// Only for trees without errors: missing and unexpected nodes make the visitor's rules far
/// more intricate, and such blocks are few, so `SwiftHighlighter` gives them to SwiftIDEUtils.
struct SwiftClassifier {
    private(set) var ranges: [SwiftClassifiedRange] = []
    private let bytes: [UInt8]
    /// Where the `#if`/`#elseif` conditions the walk is in end (their identifiers are directives).
    private var conditionEnds: [Int] = []
    /// The text of the attribute name the walk is in: classified as one stretch, its inner
    /// trivia included.
    private var attributeName: Range<Int>?

    init(bytes: [UInt8]) {
        self.bytes = bytes
        ranges.reserveCapacity(bytes.count / 3)
    }

    /// The classification of `tree` (without errors), parsed from `bytes`.
    static func classify(_ tree: SourceFileSyntax, bytes: [UInt8]) -> [SwiftClassifiedRange] {
        var classifier = SwiftClassifier(bytes: bytes)
        SwiftToken.forEach(in: tree) { classifier.add($0) }
        return classifier.ranges
    }

    /// The next token of the walk (`SwiftToken.forEach`).
    mutating func add(_ next: SwiftToken) {
        let (token, kind, start, textStart, textEnd, end) = (next.syntax, next.kind, next.start, next.textStart, next.textEnd, next.end)
        if let name = attributeName {
            if textStart == name.lowerBound {
                trivia(token.leadingTrivia, from: start, to: textStart)
                report(.attribute, name.lowerBound, name.upperBound)
            }
            if textEnd == name.upperBound {
                trivia(token.trailingTrivia, from: textEnd, to: end)
                attributeName = nil
            }
            return
        }
        trivia(token.leadingTrivia, from: start, to: textStart)
        report(classify(token, kind: kind, textStart: textStart, textEnd: textEnd), textStart, textEnd)
        trivia(token.trailingTrivia, from: textEnd, to: end)
        switch kind {
        case .atSign:
            if let attribute = token.parent?.as(AttributeSyntax.self) {
                let name = attribute.attributeName
                attributeName = name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset
            }
        case .poundIf, .poundElseif:
            if let condition = token.parent?.as(IfConfigClauseSyntax.self)?.condition {
                conditionEnds.append(condition.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        default:
            break
        }
    }

    /// Adds a stretch as the visitor reports one: empty unclassified stretches are dropped, and
    /// one that continues the last stretch's kind extends it.
    private mutating func report(_ kind: SwiftCodeKind, _ start: Int, _ end: Int) {
        if kind == .none, start == end { return }
        if let last = ranges.last, last.kind == kind, last.end == start {
            ranges[ranges.count - 1].end = end
            return
        }
        ranges.append(SwiftClassifiedRange(kind: kind, start: start, end: end))
    }

    /// Only comments in trivia are classified. Trivia without a `/` holds none, and its
    /// unclassified pieces would be joined into one stretch anyway: it is reported whole without
    /// making its pieces (most tokens' trivia is a space or a line break).
    private mutating func trivia(_ pieces: @autoclosure () -> Trivia, from start: Int, to end: Int) {
        guard start < end else { return }
        guard bytes[start..<end].contains(UInt8(ascii: "/")) else { return report(.none, start, end) }
        var offset = start
        for piece in pieces() {
            let length = piece.sourceLength.utf8Length
            let kind: SwiftCodeKind = switch piece {
            case .lineComment: .lineComment
            case .blockComment: .blockComment
            case .docLineComment: .docLineComment
            case .docBlockComment: .docBlockComment
            default: .none
            }
            report(kind, offset, offset + length)
            offset += length
        }
    }

    private mutating func classify(_ token: TokenSyntax, kind: TokenKind, textStart: Int, textEnd: Int) -> SwiftCodeKind {
        switch kind {
        case .identifier:
            if let kind = context(ofIdentifier: token, at: textStart) { return kind }
            let text = bytes[textStart..<textEnd]
            return text.starts(with: "<#".utf8) && text.reversed().starts(with: "#>".utf8.reversed()) ? .editorPlaceholder : .identifier
        case .keyword, .poundSourceLocation: return .keyword
        case .dollarIdentifier: return .dollarIdentifier
        case .atSign: return .attribute
        case .binaryOperator, .prefixOperator, .postfixOperator: return .operator
        case .integerLiteral: return .integerLiteral
        case .floatLiteral: return .floatLiteral
        case .stringQuote, .multilineStringQuote, .singleQuote, .stringSegment: return .stringLiteral
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: return .regexLiteral
        case .poundIf, .poundElseif, .poundElse, .poundEndif: return .ifConfigDirective
        case .unknown: return bytes[textStart..<textEnd].first == UInt8(ascii: "\"") ? .stringLiteral : .none
        case .arrow, .backslash, .backtick, .colon, .comma, .ellipsis, .endOfFile, .equal, .exclamationMark,
             .infixQuestionMark, .leftAngle, .leftBrace, .leftParen, .leftSquare, .period, .postfixQuestionMark,
             .pound, .poundAvailable, .poundUnavailable, .prefixAmpersand, .rawStringPoundDelimiter, .rightAngle,
             .rightBrace, .rightParen, .rightSquare, .semicolon, .shebang, .wildcard:
            return .none
        }
    }

    /// The class the syntax gives an identifier over its own kind (SwiftIDEUtils' table applies
    /// to identifiers only, the nearest entry up the tree winning). Entries for slots that hold
    /// keywords or operators in a tree without errors never reach an identifier and are left out.
    private mutating func context(ofIdentifier token: TokenSyntax, at offset: Int) -> SwiftCodeKind? {
        if let parent = token.parent {
            switch parent.kind {
            case .identifierType, .memberType: return .type
            case .labeledExpr: return .argumentLabel
            case .platformVersion: return .keyword
            case .functionParameter:
                if parent.cast(FunctionParameterSyntax.self).firstName.id == token.id { return .argumentLabel }
            default: break
            }
        }
        while let end = conditionEnds.last, end <= offset { conditionEnds.removeLast() }
        return conditionEnds.isEmpty ? nil : .ifConfigDirective
    }

    /// SwiftIDEUtils' classification of the whole tree: blocks with errors, and the tests' yardstick.
    static func reference(_ tree: SourceFileSyntax) -> [SwiftClassifiedRange] {
        tree.classifications.map { classified in
            SwiftClassifiedRange(kind: SwiftCodeKind(classified.kind), start: classified.range.lowerBound.utf8Offset,
                                 end: classified.range.upperBound.utf8Offset)
        }
    }
}

extension SwiftCodeKind {
    init(_ classification: SyntaxClassification) {
        self = switch classification {
        case .none: .none
        case .keyword: .keyword
        case .identifier: .identifier
        case .dollarIdentifier: .dollarIdentifier
        case .argumentLabel: .argumentLabel
        case .editorPlaceholder: .editorPlaceholder
        case .type: .type
        case .attribute: .attribute
        case .ifConfigDirective: .ifConfigDirective
        case .operator: .operator
        case .stringLiteral: .stringLiteral
        case .regexLiteral: .regexLiteral
        case .integerLiteral: .integerLiteral
        case .floatLiteral: .floatLiteral
        case .lineComment: .lineComment
        case .blockComment: .blockComment
        case .docLineComment: .docLineComment
        case .docBlockComment: .docBlockComment
        }
    }
}
