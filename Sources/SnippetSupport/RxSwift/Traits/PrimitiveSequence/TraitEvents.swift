/// How a `Single` ends: `.success(value)` or `.failure(error)`. It is Swift's `Result`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

/// How a `Maybe` ends.
@frozen public enum MaybeEvent<Element> {
    /// With a value.
    case success(Element)
    /// With an error.
    case error(Swift.Error)
    /// Without a value.
    case completed
}

/// How a `Completable` ends.
@frozen public enum CompletableEvent {
    /// With an error.
    case error(Swift.Error)
    /// Successfully.
    case completed
}

// Each ending, said in observable events, for the traits' `create`; and the other way round
// (`TraitEnding`), for their `subscribe`.

extension Result where Failure == Swift.Error {
    var observableEvents: [Event<Success>] {
        switch self {
        case .success(let value): [.next(value), .completed]
        case .failure(let error): [.error(error)]
        }
    }
}

extension MaybeEvent {
    var observableEvents: [Event<Element>] {
        switch self {
        case .success(let value): [.next(value), .completed]
        case .error(let error): [.error(error)]
        case .completed: [.completed]
        }
    }
}

extension CompletableEvent {
    var observableEvents: [Event<Never>] {
        if case .error(let error) = self { return [.error(error)] }
        return [.completed]
    }
}

/// The first thing that ends a trait's observable: a value (the rest does not matter), an
/// error, or completion without a value.
enum TraitEnding<Element> {
    case value(Element)
    case failure(Swift.Error)
    case empty

    init(_ event: Event<Element>) {
        switch event {
        case .next(let value): self = .value(value)
        case .error(let error): self = .failure(error)
        case .completed: self = .empty
        }
    }
}
