#if canImport(XCTest)
import Foundation
import RxSwift
import RxTest
import XCTest

/// An XCTest case that counts the failures its assertions report instead of failing: running
/// an assertion in it shows whether RxTest's `XCTAssertEqual` overloads fail, from inside a
/// Swift Testing test. (Where a failure is reported differs: RxTest's own point inside its
/// sources, here the caller's line; only the count is compared.)
private final class FailureCatcher: XCTestCase {
    var failures = 0

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        failures += 1
    }
}

/// How many failures each assertion reported.
private func failureCounts(_ assertions: [() -> Void]) -> [Int] {
    assertions.map { assertion in
        let catcher = FailureCatcher(name: "rxtestAssertions", testClosure: { _ in assertion() })
        catcher.run()
        return catcher.failures
    }
}

extension Behaviours {
    /// RxTest's assertions for XCTest, run in a case that catches their failures. One behaviour
    /// only: the XCTest case being run is global state.
    static let rxtestAssertions: [Behaviour] = [
        Behaviour("rxtest", "XCTAssertEqual and XCTAssertRecordedElements fail exactly where the events differ", "failures [0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1]") { _ in
            let other = TestError(description: "other")
            let counts = failureCounts([
                { XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed]) }, // 1
                { XCTAssertEqual([Event<Int>.next(1)], [.next(2)]) }, // 2
                { XCTAssertEqual([Event<Int>.error(boom)], [.error(other)]) }, // 3
                { XCTAssertEqual([SingleEvent<Int>.success(1), .failure(boom)], [.success(1), .failure(boom)]) }, // 4
                { XCTAssertEqual([SingleEvent<Int>.success(1)], [.failure(boom)]) }, // 5
                { XCTAssertEqual([MaybeEvent<Int>.success(1), .completed], [.success(1), .completed]) }, // 6
                { XCTAssertEqual([MaybeEvent<Int>.success(1)], [.completed]) }, // 7
                { XCTAssertEqual([CompletableEvent.completed, .error(boom)], [.completed, .error(boom)]) }, // 8
                { XCTAssertEqual([CompletableEvent.completed], [.completed, .completed]) }, // 9
                { XCTAssertEqual(Recorded.events(.next(210, 1), .completed(220)), [.next(210, 1), .completed(220)]) }, // 10
                { XCTAssertEqual([Recorded.next(210, 1)], [.next(211, 1)]) }, // 11
                { XCTAssertEqual([Recorded.next(210, Int?.none)], [.next(210, nil)]) }, // 12
                { XCTAssertEqual([Recorded.next(210, Int?.none)], [.next(210, 0)]) }, // 13
                { XCTAssertRecordedElements([.next(210, "a"), .next(220, "b")], ["a", "b"]) }, // 14
                { XCTAssertRecordedElements([.next(210, "a"), .next(220, "b")], ["a"]) }, // 15
                { XCTAssertRecordedElements([.next(210, "a"), .completed(300)], ["a"]) }, // 16
                { XCTAssertRecordedElements([.next(210, "a"), .error(300, boom)], ["b"]) }, // 17
            ])
            return "failures \(counts)"
        },
    ]
}
#endif
