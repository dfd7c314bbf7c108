import Foundation
import Testing

/// Practice that checks itself, end to end: ` ```swift test ` blocks run their XCTest cases and
/// the page lists each test; an exercise's starter must fail its checks and its solution pass
/// them; the solution is on a page of its own, out of search and the note's page.
@Suite(.serialized) struct PracticeTests {
    static let tests = """
    ---
    title: 테스트 블록
    ---

    ```swift test
    import XCTest
    import RxSwift
    import RxTest

    final class CounterTests: XCTestCase {
        func testAdds() {
            XCTAssertEqual(1 + 1, 2)
        }

        func testRecordsEvents() {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(10) { observer.onNext(1) }
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(10, 1)])
        }

        func testThrows() async throws {
            try await Task.sleep(nanoseconds: 1_000)
        }
    }
    ```

    ```swift test
    import XCTest

    final class BrokenTests: XCTestCase {
        func testFirst() {
            XCTAssertEqual([1, 2], [1, 3], "목록이 달라요")
        }

        func testSecond() throws {
            struct Oops: Error {}
            throw Oops()
        }

        func testThird() {}
    }
    ```

    """

    @Test func testBlocksRunEveryTestAndFailAtTheAssertionsLine() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/tests.md", Self.tests)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 passed, 1 failed, 0 skipped\n")
        #expect(result.stderr.contains("""
        content/tests.md:29: error: [swift test] 2 of 3 tests failed:
          content/tests.md:34: BrokenTests.testFirst: XCTAssertEqual failed: ("[1, 2]") is not equal to ("[1, 3]") - 목록이 달라요
          content/tests.md:37: BrokenTests.testSecond: threw error "Oops()"
        """), "\(result.stderr)")

        // A build fails with it, and shows each test once the broken block is fixed.
        #expect(try site.run("build", "--cache-dir", TestCache.folder.path).status == 1)
        try site.write("content/tests.md", Self.tests.replacingOccurrences(of: "[1, 2], [1, 3]", with: "[1, 2], [1, 2]").replacingOccurrences(of: "throw Oops()", with: "_ = Oops()"))
        let built = try site.run("build", "--cache-dir", TestCache.folder.path)
        #expect(built.status == 0, "\(built.stderr)")
        let page = try site.read("_site/tests/index.html")
        #expect(page.contains("테스트 3개 통과"))
        #expect(page.contains("<code>CounterTests.testRecordsEvents</code> <span class=\"test-status\">통과</span>"))
        #expect(page.contains("<code>BrokenTests.testThird</code> <span class=\"test-status\">통과</span>"))
    }

    static let swiftTesting = """
    ---
    title: Swift Testing
    ---

    ```swift test
    import Testing
    import RxSwift
    import RxBlocking

    struct CounterTests {
        @Test func adds() {
            let numbers = [1, 2]
            #expect(numbers == [1, 3], "목록이 달라요")
        }

        @Test func throwsAnError() throws {
            struct Oops: Error {}
            throw Oops()
        }

        @Test("양수만 받는다", arguments: [1, 2]) func positive(number: Int) {
            #expect(number > 0)
        }
    }

    @Test func blocking() throws {
        #expect(try Observable.of(1, 2).toBlocking().toArray() == [1, 2])
    }

    @MainActor @Test func onTheMainActor() {
        #expect(Thread.isMainThread)
    }
    ```

    """

    @Test func swiftTestingTestsRunAndFailAtTheirLines() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/tests.md", Self.swiftTesting)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("""
        content/tests.md:5: error: [swift test] 2 of 5 tests failed:
          content/tests.md:13: CounterTests.adds(): Expectation failed: (numbers → [1, 2]) == [1, 3] - 목록이 달라요
          content/tests.md:16: CounterTests.throwsAnError(): Caught error: Oops()
        """), "\(result.stderr)")

        // Fixed, the page lists each test as Swift Testing names it.
        try site.write("content/tests.md", Self.swiftTesting.replacingOccurrences(of: "[1, 3]", with: "[1, 2]").replacingOccurrences(of: "throw Oops()", with: "_ = Oops()"))
        let built = try site.run("build", "--cache-dir", TestCache.folder.path)
        #expect(built.status == 0, "\(built.stderr)")
        let page = try site.read("_site/tests/index.html")
        #expect(page.contains("테스트 5개 통과"))
        // A display name is listed as Xcode lists it, the function's name beside it.
        #expect(page.contains("<span class=\"test-name\">양수만 받는다</span> <code>CounterTests.positive(number:)</code> <span class=\"test-status\">통과</span>"))
        for name in ["CounterTests.adds()", "blocking()", "onTheMainActor()"] {
            #expect(page.contains("<code>\(name)</code> <span class=\"test-status\">통과</span>"), "\(name)")
        }

        // A test that traps stops the program: it is the one named, the rest did not run.
        try site.write("content/tests.md", Self.swiftTesting.replacingOccurrences(of: "throw Oops()", with: "_ = [Oops()][1]"))
        let crashed = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(crashed.status == 1)
        #expect(crashed.stderr.contains("CounterTests.throwsAnError(): the program stopped in this test"), "\(crashed.stderr)")
        #expect(crashed.stderr.contains("blocking(): not run (an earlier test stopped the program)"), "\(crashed.stderr)")
    }

    static func exercise(starter: String) -> String {
        """
        ---
        title: 연습
        ---

        ## 짝수만 고르기

        숫자 목록에서 짝수만 남기세요.

        ```swift exercise=evens
        func evens(_ numbers: [Int]) -> [Int] {
            \(starter)
        }
        ```

        ```swift test exercise=evens
        import XCTest
        import RxSwift
        import RxBlocking

        final class EvensTests: XCTestCase {
            func testKeepsEvens() {
                XCTAssertEqual(evens([1, 2, 3, 4]), [2, 4])
            }

            func testEmpty() throws {
                XCTAssertEqual(try Observable.just(evens([])).toBlocking().first(), [])
            }
        }
        ```

        > [!TIP]
        > `filter`를 떠올려 보세요.

        ```swift solution=evens
        func evens(_ numbers: [Int]) -> [Int] {
            numbers.filter { $0 % 2 == 0 }
        }
        ```

        홀수를 걸러 내는 조건 하나면 충분합니다.

        ## 다음 절

        본문은 계속됩니다.

        """
    }

    @Test func anExerciseIsProvenAndItsSolutionHasAPageOfItsOwn() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/practice.md", Self.exercise(starter: "fatalError(\"TODO\")"))
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "2 passed, 0 failed, 0 skipped\n")

        let built = try site.run("build", "--cache-dir", TestCache.folder.path)
        #expect(built.status == 0, "\(built.stderr)")
        let page = try site.read("_site/practice/index.html")
        #expect(page.contains("연습 문제"))
        #expect(page.contains("href=\"/practice/solutions/evens/\">풀이 보기</a>"))
        #expect(!page.contains("numbers.filter"), "the solution is not on the exercise's page")
        #expect(!page.contains("떠올려 보세요"), "nor are its hints")
        #expect(!page.contains("걸러 내는 조건"), "nor its explanation")
        #expect(page.contains("본문은 계속됩니다"))
        #expect(page.contains("<td>✗ 중단됨</td><td>✓ 통과</td>"), "each check against the starter and the solution")

        let solution = try site.read("_site/practice/solutions/evens/index.html")
        #expect(solution.contains("풀이: 짝수만 고르기"))
        #expect(solution.contains("<summary>힌트 1</summary>"))
        #expect(solution.contains("numbers"))
        #expect(solution.contains("걸러 내는 조건"))
        #expect(solution.contains("풀이 검증됨"))
        #expect(solution.firstRange(of: "힌트 1")!.lowerBound < solution.firstRange(of: "걸러 내는 조건")!.lowerBound, "hints come first")

        // The exercise as a Swift package: it builds against the bundled library here, and its
        // checks fail on the starter, as they do in Xcode against real RxSwift.
        #expect(page.contains("href=\"/practice/exercises/evens.zip\" download>Swift 패키지로 내려받기</a>"))
        let unzip = try SitegenBinary.run(["python3", "-m", "zipfile", "-e", "_site/practice/exercises/evens.zip", "package"], in: site.folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(unzip.status == 0, "\(unzip.stderr)")
        let manifest = try site.read("package/evens/Package.swift")
        #expect(manifest.contains(".package(url: \"https://github.com/ReactiveX/RxSwift.git\", exact: \"6.10.2\")"))
        #expect(try site.read("package/evens/Tests/ExerciseTests/ExerciseTests.swift").hasPrefix("@testable import Exercise\nimport XCTest\nimport RxSwift"))
        let library = SitegenBinary.url.deletingLastPathComponent().path
        let tested = try SitegenBinary.run(["swift", "test"], in: site.folder.appendingPathComponent("package/evens"),
                                           environment: ["SITEGEN_SNIPPET_LIBRARY": library], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(tested.stdout.contains("Compiling Exercise") || tested.stderr.contains("Compiling Exercise") || tested.stdout.contains("Build complete"), "\(tested.stdout)\(tested.stderr)")
        #expect(tested.status != 0, "the starter fails its checks")
        // The starter's `fatalError("TODO")` stops the first check that calls it.
        #expect((tested.stdout + tested.stderr).contains("Fatal error: TODO"), "\(tested.stdout)\(tested.stderr)")

        // On paper the solution is in an appendix, after every note.
        let print = try site.read("_site/print/index.html")
        let appendix = try #require(print.range(of: "id=\"print-solutions\""))
        #expect(print.range(of: "걸러 내는 조건")!.lowerBound > appendix.lowerBound)
        #expect(print.range(of: "본문은 계속됩니다")!.lowerBound < appendix.lowerBound)

        let sitemap = try site.read("_site/sitemap.xml")
        #expect(sitemap.contains("/practice/solutions/evens/</loc><priority>0.1</priority>"))
        // The search index holds the exercise's words, not the solution's.
        let index = try site.allText(under: "_site/search")
        #expect(index.contains("짝수만"))
        #expect(!index.contains("걸러"))
    }

    @Test func aStarterThatAlreadyPassesIsAnError() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/practice.md", Self.exercise(starter: "numbers.filter { $0 % 2 == 0 }"))
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/practice.md:9: error: [swift exercise=evens] exercise 'evens': the starter already passes its checks, so the reader has nothing to do"), "\(result.stderr)")
    }

    @Test func aSolutionThatFailsItsChecksIsAnErrorAtItsLine() throws {
        let site = try Workspace()
        defer { site.remove() }
        let text = Self.exercise(starter: "[]").replacingOccurrences(of: "numbers.filter { $0 % 2 == 0 }", with: "numbers.filter { $0 % 2 == 1 }")
        try site.write("content/practice.md", text)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("""
        content/practice.md:34: error: [swift solution=evens] exercise 'evens': the solution does not pass its checks:
        1 of 2 tests failed:
          content/practice.md:22: EvensTests.testKeepsEvens: XCTAssertEqual failed: ("[1, 3]") is not equal to ("[2, 4]")
        """), "\(result.stderr)")
    }

    @Test func anExerciseCheckedByItsOutputAndIncompleteOnes() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/output.md", """
        ---
        title: 출력으로 검사
        ---

        ```swift exercise=count
        print(0)
        ```

        ```swift solution=count
        print([1, 2, 3].count)
        ```

        ```output
        3
        ```

        ```swift exercise=lonely
        print(1)
        ```

        ```swift exercise=unchecked
        print(1)
        ```

        ```swift solution=unchecked
        print(2)
        ```

        """)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/output.md:17:1: error: exercise 'lonely' has no solution: write one in a ```swift solution=lonely block"), "\(result.stderr)")
        #expect(result.stderr.contains("content/output.md:21:1: error: exercise 'unchecked' has nothing to check it: add a ```swift test exercise=unchecked block with XCTest cases, or an output block after its solution"), "\(result.stderr)")
        #expect(result.stdout == "2 passed, 0 failed, 0 skipped\n", "\(result.stderr)")
    }

    static let quizzes = """
    ---
    title: 퀴즈
    ---

    ```swift run quiz why="map은 원소마다 10을 곱합니다"
    print([1, 2].map { $0 * 10 })
    ```

    ```wrong why="map은 원소 수를 바꾸지 않습니다"
    [10]
    ```

    ```wrong
    [1, 2]
    ```

    ```swift compile-fail quiz=compile
    let x: Int = "문자열"
    ```

    ```swift run should-crash quiz=crash
    let numbers = [1]
    print(numbers[3])
    ```

    """

    @Test func quizzesAskWithTheRunsOwnAnswer() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/quiz.md", Self.quizzes)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let built = try site.run("build", "--cache-dir", TestCache.folder.path)
        #expect(built.status == 0, "\(built.stderr)")
        let page = try site.read("_site/quiz/index.html")
        #expect(page.contains("<script src=\"/assets/quiz.js\" defer></script>"))
        #expect(page.contains("이 코드는 무엇을 출력할까요?"))
        #expect(page.contains("data-quiz=\"/quiz/#quiz-1\""))
        // The run's output is the right answer; the wrong ones are offered beside it and are
        // not drawn as blocks of their own.
        #expect(page.contains("<span class=\"quiz-output\"><code>[10, 20]</code></span>"))
        #expect(page.contains("<span class=\"quiz-output\"><code>[10]</code></span>"))
        #expect(!page.contains("data-lang=\"wrong\""))
        #expect(!page.contains("실행 결과"), "the answer is not printed under the code")
        #expect(page.contains("data-why=\"map은 원소 수를 바꾸지 않습니다\""))
        // Without JavaScript: each answer in a <details> that says whether it is right.
        #expect(page.contains("정답입니다. map은 원소마다"))
        #expect(page.contains("이 코드는 컴파일될까요?"))
        #expect(page.contains("이 코드는 끝까지 실행될까요?"))
        // The right answer sits where data-answer says.
        let form = page.components(separatedBy: "id=\"quiz-1\"")[1]
        let answer = Int(form.components(separatedBy: "data-answer=\"")[1].prefix { $0.isNumber })!
        let choice = form.components(separatedBy: "id=\"quiz-1-\(answer)\"")[1].components(separatedBy: "</label>")[0]
        #expect(choice.contains("[10, 20]"))
        let home = try site.read("_site/index.html")
        #expect(home.contains("<script src=\"/assets/quiz.js\" defer></script>"))
    }

    @Test func aQuizWithoutWrongAnswersOrWithTheRightOneAmongThemFails() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/quiz.md", """
        ---
        title: 틀린 퀴즈
        ---

        ```swift run quiz
        print("하나")
        ```

        ```swift run quiz
        print("둘")
        ```

        ```wrong
        셋
        ```

        ```wrong
        둘
        ```

        ```wrong
        아무 데도 속하지 않음
        ```

        """)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/quiz.md:5:1: error: this quiz has no wrong answers: put ```wrong blocks right after it"), "\(result.stderr)")
        #expect(result.stderr.contains("content/quiz.md:9: error: [swift run] the wrong answer at content/quiz.md:17 is what this block prints, so the quiz would have two right answers"), "\(result.stderr)")
        #expect(!result.stderr.contains("content/quiz.md:21"), "a third wrong answer after the quiz's is still its own")
    }

    static let marbleQuiz = """
    ---
    title: 마블 퀴즈
    ---

    ```swift run marbles="입력,결과" quiz=marbles why="map은 값마다 같은 눈금에 바꾼 값을 냅니다"
    import RxSwift
    import RxTest

    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let result = scheduler.start { input.map { $0 * 10 } }
    ```

    ```wrong why="값마다 한 눈금 늦지 않습니다"
    211: 10, 241: 20, 301: |
    ```

    ```wrong
    210: 10, 240: 20
    ```

    """

    @Test func aMarbleQuizAsksForTheRowTheRunRecorded() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/quiz.md", Self.marbleQuiz)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let built = try site.run("build", "--cache-dir", TestCache.folder.path)
        #expect(built.status == 0, "\(built.stderr)")
        let page = try site.read("_site/quiz/index.html")
        #expect(page.contains("입력이 이렇게 들어올 때, 출력 줄은 어떤 모양일까요?"))
        // The question draws the input row only; each choice draws a `결과` row.
        #expect(page.contains("<desc id=\"quiz-1-marbles-desc\">입력: 210에 1, 240에 2, 300에 완료.</desc>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/assets/marbles.css\">"))
        let form = page.components(separatedBy: "id=\"quiz-1\"")[1].components(separatedBy: "</form>")[0]
        #expect(!form.contains("id=\"marbles-"), "the run's own diagram, which shows the answer, is not drawn")
        #expect(!page.contains("실행에서 기록한 마블 다이어그램"))
        let answer = Int(form.components(separatedBy: "data-answer=\"")[1].prefix { $0.isNumber })!
        let right = form.components(separatedBy: "id=\"quiz-1-\(answer)\"")[1].components(separatedBy: "</label>")[0]
        #expect(right.contains("결과: 210에 10, 240에 20, 300에 완료."), "\(right)")
        #expect(form.contains("결과: 211에 10, 241에 20, 301에 완료."))
        #expect(form.contains("결과: 210에 10, 240에 20."))
        #expect(form.contains("data-why=\"값마다 한 눈금 늦지 않습니다\""))
        // Without JavaScript, each drawn answer sits in a <details>, with its own element ids.
        #expect(form.contains("<desc id=\"quiz-1-\(answer)-static-row-desc\">결과: 210에 10, 240에 20, 300에 완료.</desc>"))
    }

    @Test func aMarbleQuizWhoseWrongRowIsTheRecordedOneOrUnreadableFails() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/quiz.md", Self.marbleQuiz
            .replacingOccurrences(of: "211: 10, 241: 20, 301: |", with: "210: 10, 240: 20, 300: |")
            .replacingOccurrences(of: "210: 10, 240: 20\n", with: "210: 10, 이백사십: 20\n")
            + """
            ```swift run marbles quiz=marbles
            import RxSwift
            import RxTest

            let scheduler = TestScheduler(initialClock: 0)
            let input = scheduler.createHotObservable([.next(210, 1)])
            ```

            ```wrong
            210: 1
            ```

            """)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/quiz.md:5: error: [swift run] the wrong row at content/quiz.md:14 is the row `결과` the run recorded, so the quiz would have two right answers"), "\(result.stderr)")
        #expect(result.stderr.contains("content/quiz.md:19:1: error: marble quiz: `이백사십: 20` is not an event of a marble row: write `TICK: VALUE` (`210: a`)"), "\(result.stderr)")
        #expect(result.stderr.contains("content/quiz.md:21: error: [swift run] quiz=marbles: the run recorded no output row to ask about"), "\(result.stderr)")

        try site.write("content/quiz.md", """
            ```swift run quiz=marbles
            print("그림 없음")
            ```

            """)
        let unmarked = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(unmarked.status == 1)
        #expect(unmarked.stderr.contains("content/quiz.md:1:1: error: quiz=marbles: the quiz asks for a row of the block's marble diagram; add `marbles`"), "\(unmarked.stderr)")
    }

}

extension Workspace {
    /// Every file's text under `path`, joined (a search index's shards, say).
    func allText(under path: String) throws -> String {
        let root = folder.appendingPathComponent(path)
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try files.sorted().map { (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) ?? "" }.joined(separator: "\n")
    }
}
