import Testing
@testable import SnippetRunner

@Suite struct OutputMatcherTests {
    @Test func trailingWhitespaceAndFinalNewlineAreForgiven() {
        #expect(OutputMatcher.matches(expected: "값 1\n값 2", actual: "값 1  \n값 2\n\n"))
        #expect(!OutputMatcher.matches(expected: "값 1\n값 2", actual: "값 1\n값 3\n"))
        #expect(!OutputMatcher.matches(expected: "값 1", actual: " 값 1\n"), "leading whitespace counts")
    }

    @Test func ellipsisLineMatchesAnyNumberOfLines() {
        #expect(OutputMatcher.matches(expected: "시작\n...\n끝", actual: "시작\n끝\n"))
        #expect(OutputMatcher.matches(expected: "시작\n...\n끝", actual: "시작\n1\n2\n3\n끝\n"))
        #expect(!OutputMatcher.matches(expected: "시작\n...\n끝", actual: "시작\n1\n"))
        #expect(OutputMatcher.matches(expected: "...", actual: ""))
    }

    @Test func bracketedDotsMatchTextWithinALine() {
        #expect(OutputMatcher.matches(expected: "id: [..] 끝", actual: "id: 4f2a 끝"))
        #expect(OutputMatcher.matches(expected: "[..]초 걸림", actual: "0.25초 걸림"))
        #expect(!OutputMatcher.matches(expected: "id: [..] 끝", actual: "id: 4f2a"))
        #expect(OutputMatcher.matches(expected: "a[..]b[..]c", actual: "a-x-b-y-c"))
    }

    @Test func diffMarksExpectedAndActual() {
        #expect(OutputMatcher.diff(expected: "하나\n셋", actual: "하나\n둘") == "  하나\n- 셋\n+ 둘")
    }
}
