import Foundation
import RxSwift

/// A value with the virtual time it happened at.
public struct Recorded<Value>: CustomDebugStringConvertible {
    public let time: TestTime
    public let value: Value

    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

public extension Recorded {
    /// A `next` event at `time`.
    static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    static func completed<Element>(_ time: TestTime) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    static func error<Element>(_ time: TestTime, _ error: Swift.Error) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// The events as an array (for readable test expectations).
    static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>] where Value == Event<Element> {
        recordedEvents
    }

    static func events<Element>(_ recordedEvents: [Recorded<Event<Element>>]) -> [Recorded<Event<Element>>] where Value == Event<Element> {
        recordedEvents
    }
}

/// When a test observable was subscribed and unsubscribed (`Int.max`: still subscribed).
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
    public let subscribe: Int
    public let unsubscribe: Int

    public init(_ subscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    public init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        let infinity = "Infinity"
        return "(\(subscribe): \(unsubscribe != Int.max ? String(unsubscribe) : infinity))"
    }
}

/// Events compare by value; errors by their `NSError` domain and code and their description.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.next(left), .next(right)): return left == right
        case let (.error(left), .error(right)):
            let leftError = left as NSError, rightError = right as NSError
            return leftError.domain == rightError.domain && leftError.code == rightError.code && "\(left)" == "\(right)"
        default: return false
        }
    }
}
