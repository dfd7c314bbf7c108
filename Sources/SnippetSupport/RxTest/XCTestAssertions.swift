#if canImport(XCTest)
import RxSwift
import XCTest

// RxTest's assertions on event arrays, for XCTest cases. Each one compares the two arrays with
// the equality of `EventEquality.swift` and, when they differ, fails the test at the caller's
// line with both arrays printed one event per line.

/// Fails the test with both sides printed unless `same`.
private func failUnlessSame<Item>(_ same: Bool, _ lhs: [Item], _ rhs: [Item], file: StaticString, line: UInt) {
    guard !same else { return }
    func listing(_ items: [Item]) -> String {
        items.map { "    \(String(reflecting: $0))" }.joined(separator: "\n")
    }
    XCTFail("The event arrays differ.\nfirst:\n\(listing(lhs))\nsecond:\n\(listing(rhs))", file: file, line: line)
}

/// Whether the arrays have the same length and `same` holds pairwise.
private func pairwise<Item>(_ lhs: [Item], _ rhs: [Item], _ same: (Item, Item) -> Bool) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(same)
}

/// Asserts two arrays of events are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #file, line: UInt = #line) {
    failUnlessSame(lhs == rhs, lhs, rhs, file: file, line: line)
}

/// Asserts two arrays of `Single` results are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #file, line: UInt = #line) {
    failUnlessSame(pairwise(lhs, rhs, sameSingleEvent), lhs, rhs, file: file, line: line)
}

/// Asserts two arrays of `Maybe` events are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #file, line: UInt = #line) {
    failUnlessSame(lhs == rhs, lhs, rhs, file: file, line: line)
}

/// Asserts two arrays of `Completable` events are equal.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #file, line: UInt = #line) {
    failUnlessSame(lhs == rhs, lhs, rhs, file: file, line: line)
}

/// Asserts two arrays of recorded events (ticks and events) are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #file, line: UInt = #line) {
    failUnlessSame(lhs == rhs, lhs, rhs, file: file, line: line)
}

/// Asserts two arrays of recorded events of optional elements are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>], file: StaticString = #file, line: UInt = #line) {
    failUnlessSame(lhs == rhs, lhs, rhs, file: file, line: line)
}

/// Asserts the recorded `next` elements are `elements`, whatever their ticks; a recorded
/// `completed` or `error` fails the assertion.
public func XCTAssertRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #file, line: UInt = #line) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A stop event was recorded: \(String(reflecting: stop))", file: file, line: line)
        return
    }
    let heard = stream.compactMap { $0.value.element }
    failUnlessSame(heard == elements, heard, elements, file: file, line: line)
}
#endif
