import SwiftParser
import SwiftSyntax

/// The XCTest cases a ` ```swift test ` block declares: each class that inherits from
/// `XCTestCase`, and its instance methods named `test…` that take no arguments (the methods
/// Xcode's test navigator lists). Linux has no Objective-C runtime to find them at run time, so
/// the snippet runner calls each one by name.
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

    public var cases: [Case]

    public var isEmpty: Bool { cases.allSatisfy(\.methods.isEmpty) }
    public var count: Int { cases.reduce(0) { $0 + $1.methods.count } }
    /// `CounterTests.testAdds`, in the order they are declared (and run).
    public var names: [String] { cases.flatMap { testCase in testCase.methods.map { "\(testCase.className).\($0.name)" } } }

    public init(_ source: String) {
        guard let tree = SwiftSource.parse(source) else {
            cases = []
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
    }
}
