import RxSwift

/// The ticks at which a test observable was subscribed and the subscription disposed;
/// `unsubscribe` is `Int.max` while it lasts (printed `Infinity`).
public struct Subscription: Hashable, CustomDebugStringConvertible {
    public let subscribe: Int
    public let unsubscribe: Int

    public var debugDescription: String {
        let end = unsubscribe == .max ? "Infinity" : "\(unsubscribe)"
        return "(\(subscribe): \(end))"
    }
}

public extension Subscription {
    /// A subscription not disposed yet.
    init(_ subscribe: Int) {
        self.init(subscribe, .max)
    }

    init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }
}
