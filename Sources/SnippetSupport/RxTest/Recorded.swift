import RxSwift

/// Something that happened at a tick of a `TestScheduler`: usually an `Event`, as recorded by a
/// `TestableObserver` or written out for a test observable to play.
public struct Recorded<Value>: CustomDebugStringConvertible {
    public let value: Value
    public let time: TestTime

    public var debugDescription: String { "\(value) @ \(time)" }
}

public extension Recorded {
    init(time: TestTime, value: Value) {
        self.value = value
        self.time = time
    }
}

extension Recorded: Equatable where Value: Equatable {
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}

// The factories a test writes events with: `.next(210, 1)`, `.completed(300)`,
// `.error(300, someError)`. The element type of a terminal event can be named when nothing else
// tells it: `.completed(300, Int.self)`.
public extension Recorded {
    static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: Event.next(element))
    }

    static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: Event.completed)
    }

    static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: Event.error(error))
    }

    /// The recorded events as an array, for readable expectations (`Recorded.events(.next(…), …)`).
    static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        events(recordedEvents)
    }

    static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}
