import Foundation
import RxSwift

/// Two errors count as the same when they bridge to `NSError`s of the same domain and code and
/// print the same.
func sameRecordedError(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    let left = lhs as NSError, right = rhs as NSError
    guard left.domain == right.domain, left.code == right.code else { return false }
    return String(describing: lhs) == String(describing: rhs)
}

/// Events compare by kind and element; errors as `sameRecordedError` says.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch lhs {
        case .next(let element):
            guard case .next(let other) = rhs else { return false }
            return element == other
        case .error(let error):
            guard case .error(let other) = rhs else { return false }
            return sameRecordedError(error, other)
        case .completed:
            if case .completed = rhs { return true }
            return false
        }
    }
}

/// A `Maybe`'s events compare as the `Event`s they stand for (`success` as `next`).
extension MaybeEvent: Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        lhs.asEvent == rhs.asEvent
    }

    private var asEvent: Event<Element> {
        switch self {
        case .success(let element): return .next(element)
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

/// A `Completable`'s events compare as the `Event`s they stand for.
extension CompletableEvent: Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        lhs.asEvent == rhs.asEvent
    }

    private var asEvent: Event<Never> {
        guard case .error(let error) = self else { return .completed }
        return .error(error)
    }
}

/// A `Single`'s results compare as `Event`s do (`SingleEvent` is a `Result`, which has no `==`
/// for an arbitrary error).
func sameSingleEvent<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case let (.success(left), .success(right)): return left == right
    case let (.failure(left), .failure(right)): return sameRecordedError(left, right)
    default: return false
    }
}
