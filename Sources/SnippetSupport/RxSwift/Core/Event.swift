/// One thing an observable sequence says: a value, or how it ended. The grammar is
/// `next* (error | completed)?`.
@frozen public enum Event<Element> {
    case next(Element), error(Swift.Error), completed
}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(…)`, `completed`: what `print(event)` shows, as in RxSwift.
    public var debugDescription: String {
        guard case .next(let value) = self else { return error.map { "error(\($0))" } ?? "completed" }
        return "next(\(value))"
    }
}

public extension Event {
    /// Is this `completed` or `error`?
    var isStopEvent: Bool { element == nil }

    /// The value of a `next` event.
    var element: Element? {
        guard case .next(let value) = self else { return nil }
        return value
    }

    /// The error of an `error` event.
    var error: Swift.Error? {
        guard case .error(let failure) = self else { return nil }
        return failure
    }

    /// Is this `completed`?
    var isCompleted: Bool { element == nil && error == nil }

    /// Maps a `next` value; an error thrown by `transform` becomes an `error` event, and the two
    /// terminal events pass through with the new element type.
    func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        guard case .next(let value) = self else { return error.map { .error($0) } ?? .completed }
        do { return .next(try transform(value)) } catch { return .error(error) }
    }
}

/// Something that is, or holds, an event (used by `dematerialize`).
public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    public var event: Event<Element> { self }
}
