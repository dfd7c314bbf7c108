import Testing
@testable import NotesModel

/// The tests a `swift test` block declares, as the runner calls them and the page lists them.
struct TestCasesTests {
    @Test func findsXCTestMethodsAndSwiftTestingFunctionsInOrder() {
        let cases = TestCases("""
        import XCTest
        import Testing

        final class OldTests: XCTestCase {
            func testOne() {}
            func helper() {}
        }

        @Suite struct Outer {
            @Test func first() {}
            struct Inner {
                @Test("이름 있는 테스트") func second() async throws {}
            }
            func notATest() {
                @Test func insideABody() {}
            }
        }

        extension Outer {
            @Testing.Test(arguments: [1]) func third(number: Int, _ other: Int = 0) {}
        }

        @MainActor @Test func free() {}
        """)
        #expect(cases.names == ["OldTests.testOne", "Outer.first()", "Outer.Inner.second()", "Outer.third(number:_:)", "free()"])
        #expect(cases.swiftTests.map(\.line) == [9, 11, 19, 22])
        #expect(cases.displayNames == ["Outer.Inner.second()": "이름 있는 테스트"])
        #expect(cases.count == 5)
        #expect(!cases.isEmpty)
        #expect(TestCases("func testLonely() {}").isEmpty)
    }
}
