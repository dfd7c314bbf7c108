import Foundation
import OpenCombine

extension Publishers {
    /// How `collect(_:options:)` groups values in time.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// Every interval on the scheduler.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// Every interval, or sooner once the group holds `count` values.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// Groups values by time (and count): each group is sent when its time is up (or it is
    /// full); empty groups are not sent; the values left at completion are sent before it.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let strategy: TimeGroupingStrategy<Context>
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let context: Context, interval: Context.SchedulerTimeType.Stride, count: Int
            switch strategy {
            case .byTime(let scheduler, let stride):
                (context, interval, count) = (scheduler, stride, .max)
            case .byTimeOrCount(let scheduler, let stride, let limit):
                (context, interval, count) = (scheduler, stride, limit)
            }
            let lock = NSRecursiveLock()
            var group: [Upstream.Output] = []
            var timer: Cancellable?
            let inner = CombiningSubscription<Output, Failure>(name: "CollectByTime", count: 1, downstream: AnySubscriber(subscriber)) { _, value in
                lock.lock()
                defer { lock.unlock() }
                if value is Flush {
                    guard !group.isEmpty else { return nil }
                    defer { group = [] }
                    return group
                }
                group.append(value as! Upstream.Output)
                guard group.count >= count else { return nil }
                defer { group = [] }
                return group
            }
            let tap = inner.tap(0, Upstream.Output.self)
            inner.start([{
                upstream.subscribe(AnySubscriber<Upstream.Output, Failure>(
                    receiveSubscription: { subscription in
                        timer = context.schedule(after: context.now.advanced(by: interval), interval: interval, tolerance: context.minimumTolerance, options: options) {
                            inner.flush()
                        }
                        tap.receive(subscription: subscription)
                    },
                    receiveValue: { tap.receive($0) },
                    receiveCompletion: { completion in
                        timer?.cancel()
                        if case .finished = completion { inner.flush() }
                        tap.receive(completion: completion)
                    }
                ))
            }])
        }
    }
}

/// Asks `CollectByTime` to send its group now.
struct Flush {}

extension CombiningSubscription {
    /// Hands the combiner a `Flush` marker as if upstream 0 had sent it.
    func flush() {
        _ = tap(0, Flush.self).receive(Flush())
    }
}

extension Publisher {
    /// Groups values by time, or by time and count.
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil) -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
