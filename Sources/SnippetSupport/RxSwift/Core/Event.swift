/// One thing an observable sequence says: a value, or how it ended. The grammar is
/// `next* (error | completed)?`.
@frozen public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(…)`, `completed`: what `print(event)` shows, as in RxSwift.
    public var debugDescription: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

public extension Event {
    /// Is this `completed` or `error`?
    var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The value of a `next` event.
    var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event.
    var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Is this `completed`?
    var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Maps a `next` value; an error thrown by `transform` becomes an `error` event.
    func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let value): return .next(try transform(value))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
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
