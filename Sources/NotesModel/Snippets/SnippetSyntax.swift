import SwiftParser
import SwiftSyntax

/// What the snippet runner needs to know about a Swift snippet's syntax: which top-level items
/// are declarations (they can move to file scope of a merged program) and which are statements
/// (they run, in order, inside the snippet's entry function).
public struct SnippetSyntax: Sendable, Hashable {
    public struct Segment: Sendable, Hashable {
        public enum Role: Sendable, Hashable {
            case `import`
            /// A type, extension, function… already made `fileprivate` where that is allowed, so
            /// two snippets in one merged program can declare the same names.
            case declaration
            case statement
        }

        public var role: Role
        public var text: String
        /// 0-based line of the segment's first character within the snippet.
        public var line: Int
    }

    public var segments: [Segment]
    /// `await` anywhere: top-level code is then an async context, which a merged entry function
    /// cannot be.
    public var usesAwait: Bool
    /// Names that schedule work for later (run loops, queues, timers, time-based operators).
    public var asyncHints: Set<String>
    /// Names bound by top-level `let`/`var` (they become locals of a merged entry function).
    public var topLevelVariables: Set<String>
    /// Identifiers used inside top-level declarations (types, functions, extensions).
    public var declarationIdentifiers: Set<String>
    /// Durations written as literals (`.seconds(2)`, `.milliseconds(300)`, `+ 0.5`), in seconds.
    public var literalDurations: [Double]
    /// Whether it names URLSession's types (on Linux they live in FoundationNetworking, which
    /// the snippet harness brings, and answers from the note's fixtures).
    public var usesNetwork = false
    /// Selectors, `@objc`, target-action, Interface Builder and storyboards: Linux has no
    /// Objective-C runtime to run them.
    public var objectiveCRuntimeUses: [ObjectiveCRuntimeUse] = []

    /// Time-based operators (`delay`, `debounce`, `receive(on:)`…) all take a scheduler, so the
    /// scheduler's name is what marks a snippet that may finish later.
    static let asyncNames: Set<String> = [
        "DispatchQueue", "RunLoop", "OperationQueue", "Timer", "asyncAfter", "PlaygroundPage",
        "Thread", "Task", "DispatchGroup", "DispatchSource", "async",
        // RxSwift's schedulers, and RxCocoa's traits that deliver on the main scheduler.
        "MainScheduler", "SerialDispatchQueueScheduler", "ConcurrentDispatchQueueScheduler",
        "ConcurrentMainScheduler", "OperationQueueScheduler", "Driver", "Signal", "asDriver", "asSignal",
        // A request is answered later, on URLSession's queue.
        "URLSession", "dataTaskPublisher",
    ]

    /// FoundationNetworking's names, which a program gets from the snippet harness.
    static let networkNames: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLRequest",
        "URLResponse", "HTTPURLResponse", "URLProtocol", "URLCache", "HTTPCookie", "HTTPCookieStorage",
        "URLSessionDataDelegate", "URLSessionDelegate", "URLSessionTaskDelegate", "URLCredential",
    ]

    public init(_ source: String) {
        guard let tree = SwiftSource.parse(source) else {
            // Too deep to parse: kept whole, as statements; the compiler will judge it.
            segments = [Segment(role: .statement, text: source, line: 0)]
            usesAwait = source.contains("await")
            asyncHints = []
            topLevelVariables = []
            declarationIdentifiers = []
            literalDurations = []
            return
        }
        let converter = SourceLocationConverter(fileName: "snippet.swift", tree: tree)
        var segments: [Segment] = []
        var variables = Set<String>()
        var used = Set<String>()
        for item in tree.statements {
            let line = converter.location(for: item.positionAfterSkippingLeadingTrivia).line - 1
            let text = item.trimmedDescription
            switch item.item {
            case .decl(let decl):
                if decl.is(ImportDeclSyntax.self) {
                    segments.append(Segment(role: .import, text: text, line: line))
                } else if decl.is(VariableDeclSyntax.self) || decl.is(IfConfigDeclSyntax.self) {
                    segments.append(Segment(role: .statement, text: text, line: line))
                    for token in decl.tokens(viewMode: .sourceAccurate) where token.parent?.is(IdentifierPatternSyntax.self) == true {
                        variables.insert(token.text)
                    }
                } else {
                    segments.append(Segment(role: .declaration, text: Self.filePrivate(decl) ?? text, line: line))
                    for token in decl.tokens(viewMode: .sourceAccurate) {
                        if case .identifier(let name) = token.tokenKind { used.insert(name) }
                    }
                }
            default:
                segments.append(Segment(role: .statement, text: text, line: line))
            }
        }
        self.segments = segments
        topLevelVariables = variables
        declarationIdentifiers = used
        var awaitSeen = false
        var hints = Set<String>()
        var durations: [Double] = []
        let tokens = Array(tree.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated() {
            switch token.tokenKind {
            case .keyword(.await): awaitSeen = true
            case .identifier(let name) where Self.asyncNames.contains(name) || Self.networkNames.contains(name):
                if Self.asyncNames.contains(name) { hints.insert(name) }
                if Self.networkNames.contains(name) { usesNetwork = true }
            case .integerLiteral(let text), .floatLiteral(let text):
                guard let value = Double(text.filter { $0 != "_" }) else { break }
                let previous = index >= 2 ? tokens[index - 2].text : ""
                switch previous {
                case "seconds": durations.append(value)
                case "milliseconds": durations.append(value / 1000)
                case "microseconds": durations.append(value / 1_000_000)
                default:
                    // `for: 0.5`, `every: 1`, `.now() + 2`, `interval: 1`
                    let before = index >= 1 ? tokens[index - 1].text : ""
                    if before == "+" || (before == ":" && ["for", "every", "interval", "after", "timeInterval", "withTimeInterval"].contains(tokens[index - 2].text)) {
                        durations.append(value)
                    }
                }
            default: break
            }
        }
        usesAwait = awaitSeen
        asyncHints = hints
        literalDurations = durations
        let finder = ObjectiveCRuntimeFinder(converter: converter)
        finder.walk(tree)
        objectiveCRuntimeUses = finder.uses
    }

    /// The declaration with `fileprivate` added, if it has no access level and may take one.
    private static func filePrivate(_ decl: DeclSyntax) -> String? {
        let accessNames: Set<String> = ["public", "private", "fileprivate", "internal", "open", "package"]
        func withModifier<D: DeclSyntaxProtocol & WithModifiersSyntax & WithAttributesSyntax>(_ node: D) -> String? {
            if node.modifiers.contains(where: { accessNames.contains($0.name.text) }) { return nil }
            // Insert as text after the attributes, so the declaration keeps its lines.
            let text = node.trimmedDescription
            let attributes = node.attributes.trimmedDescription
            guard !attributes.isEmpty, text.hasPrefix(attributes) else { return "fileprivate " + text }
            return attributes + " fileprivate" + text.dropFirst(attributes.count)
        }
        if let node = decl.as(ExtensionDeclSyntax.self) {
            // `fileprivate extension X: P` is not allowed; such extensions stay as they are.
            return node.inheritanceClause == nil ? withModifier(node) : nil
        }
        if let node = decl.as(ClassDeclSyntax.self) { return withModifier(node) }
        if let node = decl.as(StructDeclSyntax.self) { return withModifier(node) }
        if let node = decl.as(EnumDeclSyntax.self) { return withModifier(node) }
        if let node = decl.as(ProtocolDeclSyntax.self) { return withModifier(node) }
        if let node = decl.as(ActorDeclSyntax.self) { return withModifier(node) }
        if let node = decl.as(FunctionDeclSyntax.self) { return withModifier(node) }
        if let node = decl.as(TypeAliasDeclSyntax.self) { return withModifier(node) }
        return nil
    }
}
