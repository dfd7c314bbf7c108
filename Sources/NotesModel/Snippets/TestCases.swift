import SwiftParser
import SwiftSyntax

/// The tests a ` ```swift test ` block declares. XCTest's: each class that inherits from
/// `XCTestCase`, and its instance methods named `test…` that take no arguments (the methods
/// Xcode's test navigator lists); Linux has no Objective-C runtime to find them at run time, so
/// the snippet runner calls each one by name. Swift Testing's: each function marked `@Test`, at
/// the top level or in a type (a suite), which the Testing library finds itself.
public struct TestCases: Sendable, Hashable {
    public struct Method: Sendable, Hashable {
        public var name: String
        /// 0-based line of `func` within the block.
        public var line: Int
        public var isAsync: Bool
        public var throwsErrors: Bool
    }

    public struct Case: Sendable, Hashable {
        public var className: String
        public var methods: [Method]
    }

    /// A Swift Testing test: a function marked `@Test`.
    public struct SwiftTest: Sendable, Hashable {
        /// As Swift Testing names it, after the suites it is in: `CounterTests.adds()`,
        /// `sums(of:)` for a function at the top level.
        public var name: String
        /// 0-based line of the function within the block.
        public var line: Int
        /// `@Test("더하면 합이 된다")`: the name Xcode lists it by.
        public var displayName: String? = nil
    }

    public var cases: [Case]
    public var swiftTests: [SwiftTest]

    public var isEmpty: Bool { cases.allSatisfy(\.methods.isEmpty) && swiftTests.isEmpty }
    public var count: Int { cases.reduce(0) { $0 + $1.methods.count } + swiftTests.count }
    /// `CounterTests.testAdds`, in the order they are declared (XCTest's run first), then the
    /// Swift Testing tests.
    /// The display names of the Swift Testing tests that have one, by name.
    public var displayNames: [String: String] {
        Dictionary(swiftTests.compactMap { test in test.displayName.map { (test.name, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    public var names: [String] {
        cases.flatMap { testCase in testCase.methods.map { "\(testCase.className).\($0.name)" } } + swiftTests.map(\.name)
    }

    public init(_ source: String) {
        guard let tree = SwiftSource.parse(source) else {
            cases = []
            swiftTests = []
            return
        }
        let converter = SourceLocationConverter(fileName: "snippet.swift", tree: tree)
        cases = tree.statements.compactMap { item -> Case? in
            guard case .decl(let decl) = item.item, let type = decl.as(ClassDeclSyntax.self),
                  type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("XCTestCase") }) == true
            else { return nil }
            let methods = type.memberBlock.members.compactMap { member -> Method? in
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text.hasPrefix("test"),
                      function.signature.parameterClause.parameters.isEmpty, function.genericParameterClause == nil,
                      !function.modifiers.contains(where: { ["static", "class", "private", "fileprivate"].contains($0.name.text) })
                else { return nil }
                let effects = function.signature.effectSpecifiers
                return Method(
                    name: function.name.text,
                    line: converter.location(for: function.positionAfterSkippingLeadingTrivia).line - 1,
                    isAsync: effects?.asyncSpecifier != nil,
                    throwsErrors: effects?.throwsClause != nil
                )
            }
            return Case(className: type.name.text, methods: methods)
        }
        let finder = SwiftTestFinder(converter: converter)
        finder.walk(tree)
        swiftTests = finder.found
    }
}

/// Finds the functions marked `@Test` and the types they are in.
private final class SwiftTestFinder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var suites: [String] = []
    var found: [TestCases.SwiftTest] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { suites.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { suites.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { suites.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { suites.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
    override func visitPost(_ node: ExtensionDeclSyntax) { suites.removeLast() }
    // A function's body declares no tests of its own.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The first argument of `@Test("…")` when it is a plain string literal.
    static func displayName(_ attribute: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return literal.representedLiteralValue
    }

    func enter(_ name: String) -> SyntaxVisitorContinueKind {
        suites.append(name)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let test = node.attributes.lazy.compactMap { element -> AttributeSyntax? in
            guard case .attribute(let attribute) = element, ["Test", "Testing.Test"].contains(attribute.attributeName.trimmedDescription) else { return nil }
            return attribute
        }.first
        if let test {
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            found.append(.init(
                name: (suites + ["\(node.name.text)(\(labels))"]).joined(separator: "."),
                line: converter.location(for: node.positionAfterSkippingLeadingTrivia).line - 1,
                displayName: Self.displayName(test)
            ))
        }
        return .skipChildren
    }
}
