import Foundation
import Testing
@testable import NotesModel

/// The highlighter's own walk must classify as SwiftIDEUtils does (it replaced it for speed):
/// the same ranges of the same kinds, so pages come out byte for byte the same.
@Suite struct SwiftClassifierTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let tricky: [String] = [
        // Attributes: plain, with arguments, dotted, generic, on types and parameters.
        "@MainActor final class ViewModel: ObservableObject {\n    @Published private(set) var items: [String] = []\n}",
        "@available(iOS 13.0, macOS 10.15, *)\n@discardableResult func f() -> Int { 1 }",
        "@objc(doThing:) func doThing(_ x: Int) {}",
        "@Foo.Bar<Int> struct S {}\n@Wrapper(wrappedValue: 1) /* after */ var x: Int",
        "func run(_ body: @escaping @Sendable () -> Void, into: inout [Int]) {}",
        "@propertyWrapper struct Clamped<Value: Comparable> { var wrappedValue: Value }",
        "@backDeployed(before: iOS 17) public func g() {}\n@_originallyDefinedIn(module: \"Old\", iOS 14) public struct T {}",
        // #if, #elseif, #else, #endif, and conditions of every shape.
        "#if canImport(UIKit) && !os(macOS)\nimport UIKit\n#elseif compiler(>=5.9) || DEBUG\nimport AppKit\n#else\nlet x = 1\n#endif",
        "let v = foo\n#if DEBUG\n  .debug()\n#endif\n  .run()",
        "if #available(iOS 15, *) { print(1) } else if #unavailable(iOS 13) {}",
        // Strings: interpolation, multi-line, raw, single-quoted, empty.
        "let s = \"a \\(name) b \\(value, format: .number) c\"\nlet e = \"\"",
        "let m = \"\"\"\n    line \\(one)\n    two\n    \"\"\"",
        "let r = #\"raw \\#(x) \"quoted\" \"#\nlet rr = ##\"two\"##",
        // Regex literals.
        "let re = /[a-z]+(\\d*)/\nlet ext = #/x y/#\nlet multi = #/\n  a+\n/#",
        // Closure shorthand, capture lists, unowned(unsafe), key paths.
        "items.map { $0 * 2 }.filter { $1 > $0 }",
        "service.load { [weak self, unowned(unsafe) other, x = y] value in self?.show(value) }",
        "class A { unowned(safe) let b: B; weak var delegate: Delegate?; unowned var c: C }",
        "let names = people.map(\\.name)\nlet path = \\Person.address?.street\nlet kp: KeyPath<A, B> = \\.b",
        // Operators: declarations, precedence groups, custom and postfix.
        "infix operator <~> : AdditionPrecedence\nprecedencegroup Forward { associativity: left higherThan: AdditionPrecedence lowerThan: MultiplicationPrecedence }",
        "prefix operator √\npostfix operator ++\nlet y = -x + a ?? b ... c ..< d",
        "static func <~> (lhs: Int, rhs: Int) -> Int { lhs &+ rhs }",
        // Generics, where clauses, some/any, tuples, optionals.
        "func zip<A, B>(_ a: some Publisher<A, Never>, _ b: any Publisher) -> Publishers.Zip<A, B>.Output? where A: Equatable {}",
        "let t: (x: Int, y: String)? = nil\nlet d: [String: [Int]] = [:]\nlet s = Self.Type.self",
        // Comments of all four kinds, nested block comments, comments between tokens.
        "/// Doc line\n/** Doc block */\n// line\n/* block /* nested */ still */\nlet a /* in */ = 1 // trailing\n//// four slashes\n/**/ let b = 2",
        "let x = 1 /* end */",
        "// only a comment",
        // Labels, parameters, dollar identifiers, wildcards; a lone `/` is an operator, not a regex.
        "let re = /unterminated",
        "func move(from source: Int, to destination: Int, _ unnamed: Int) { move(from: 1, to: 2, 3) }",
        "let `class` = 1\nlet $x = 2\n_ = `class`",
        "enum E { case a(Int), b(label: String) }\nswitch e { case .a(let n) where n > 0: break; default: break }",
        // Declarations of all kinds, effects, modifiers.
        "actor Store { nonisolated func f() async throws -> Int { try await g() } }",
        "extension Array where Element == Int { subscript(safe i: Int) -> Int? { indices.contains(i) ? self[i] : nil } }",
        "protocol P { associatedtype T; var v: T { get set } }\ntypealias Handler = (Result<Int, Error>) -> Void",
        "let obs = Observable<Int>.create { observer in observer.onNext(1); return Disposables.create() }\n    .disposed(by: disposeBag)",
        "#sourceLocation(file: \"a.swift\", line: 1)\n#sourceLocation()",
        "let c = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)\n#warning(\"x\")",
        "",
        "\n\n",
        "let 가격 = 1_000.5e3 + 0x1F + 0b101\nlet 이름 = \"한글\"",
        "#!/usr/bin/swift\nprint(1)",
    ]

    /// Code swift-syntax parses with errors (missing or unexpected parts): SwiftIDEUtils
    /// classifies those, so the walk need not know its rules for broken trees.
    static let broken: [String] = [
        "let s = \"unterminated",
        "func f( {",
        "let x = ",
        "/* never closed",
        "@ func g() {}",
        "#if\nlet a = 1",
        "class { }",
        "foo(a: , b:)",
        // swift-syntax reports editor placeholders as errors.
        "let f = <#expression#>\ncall(<#T##value: Int##Int#>)",
        "...",
    ]

    static func classifications(_ code: String) -> (ours: [SwiftClassifiedRange], reference: [SwiftClassifiedRange]) {
        let tree = SwiftSource.parse(code)!
        return (SwiftClassifier.classify(tree, bytes: Array(code.utf8)), SwiftClassifier.reference(tree))
    }

    @Test(arguments: tricky)
    func trickySnippetsAreClassifiedAsSwiftIDEUtilsDoes(_ code: String) {
        #expect(SwiftSource.parse(code)?.hasError == false)
        let (ours, reference) = Self.classifications(code)
        #expect(ours == reference)
    }

    @Test(arguments: broken)
    func brokenCodeIsLeftToSwiftIDEUtils(_ code: String) {
        #expect(SwiftSource.parse(code)?.hasError == true)
        // The page still shows all the code, escaped.
        let html = SwiftHighlighter.highlight(code)
        #expect(html.replacing(#/<[^>]*>/#, with: "") == HTMLEscape.text(code))
    }

    /// Compares every Swift block of the notes under `content`: how many were compared, and how
    /// many have errors (those are SwiftIDEUtils' to classify).
    static func compareBlocks(under content: URL) throws -> (compared: Int, withErrors: Int) {
        let files = try #require(FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
        var compared = 0, withErrors = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let note = NoteParser.parse(text, relativePath: file.lastPathComponent, displayPath: file.path).note
            for block in note.codeBlocks where block.info.language == "swift" {
                let code = block.displayedSource
                guard let tree = SwiftSource.parse(code) else { continue }
                if tree.hasError { withErrors += 1; continue }
                let (ours, reference) = Self.classifications(code)
                #expect(ours == reference, "\(file.path):\(block.line)")
                compared += 1
            }
        }
        return (compared, withErrors)
    }

    @Test func everySwiftBlockOfTheBundledCourseIsClassifiedAsSwiftIDEUtilsDoes() throws {
        let (compared, _) = try Self.compareBlocks(under: Self.checkout.appendingPathComponent("content"))
        // The course has well over a hundred Swift blocks; a count near zero means the blocks
        // were not found, not that they agree.
        #expect(compared > 100)
    }

    /// A check by hand on a larger corpus (a benchmark's, outside the repository):
    /// `SITEGEN_CLASSIFY_CONTENT=/tmp/p1k/content swift test --skip-build --filter SwiftClassifierTests`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SITEGEN_CLASSIFY_CONTENT"] != nil))
    func everySwiftBlockOfAGivenCorpus() throws {
        let content = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SITEGEN_CLASSIFY_CONTENT"]!)
        let (compared, withErrors) = try Self.compareBlocks(under: content)
        print("SwiftClassifierTests: \(compared) Swift blocks compared, \(withErrors) with errors left to SwiftIDEUtils")
        #expect(compared > 0)
    }

    @Test func classesOnThePage() {
        let html = SwiftHighlighter.highlight("@MainActor let s = \"a\\(b)\" // c\n#if DEBUG\nlet n = 1.5\n#endif")
        #expect(html == """
            <span class="tok-attribute">@MainActor</span> <span class="tok-keyword">let</span> s = \
            <span class="tok-string">&quot;a</span>\\(b)<span class="tok-string">&quot;</span> \
            <span class="tok-comment">// c</span>
            <span class="tok-keyword">#if</span> <span class="tok-keyword">DEBUG</span>
            <span class="tok-keyword">let</span> n = <span class="tok-number">1.5</span>
            <span class="tok-keyword">#endif</span>
            """)
    }
}
