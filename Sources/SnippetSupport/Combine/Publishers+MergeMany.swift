import OpenCombine

extension Publishers {
    /// The values of any number of publishers of one type, as they come.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = CombiningSubscription<Output, Failure>(name: "MergeMany", count: publishers.count, downstream: AnySubscriber(subscriber)) { _, value in
                value as? Output
            }
            inner.start(publishers.enumerated().map { index, publisher in
                { publisher.subscribe(inner.tap(index, Output.self)) }
            })
        }

        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }
}
