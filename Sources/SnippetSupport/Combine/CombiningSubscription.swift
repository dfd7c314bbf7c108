import Foundation
import OpenCombine

/// What `CombineLatest`, `Merge` and `MergeMany` share: one subscription to the downstream that
/// subscribes to every upstream, asking each for unlimited values, and hands values on as the
/// downstream's demand allows (buffering the rest). It finishes when every upstream finished,
/// fails at the first failure (cancelling the others), and cancelling it cancels all upstreams.
final class CombiningSubscription<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private let downstream: AnySubscriber<Output, Failure>
    private var upstreams: [Subscription?]
    private var finishedCount = 0
    private var demand = Subscribers.Demand.none
    private var buffer: [Output] = []
    /// How it ended, once it has (at most one). Not an optional: built with library evolution
    /// (scripts/release), assigning an optional of OpenCombine's resilient `Completion` in this
    /// generic class crashed (Swift 6.3.1, -Onone); an array's element is laid out at run time.
    private var completion: [Subscribers.Completion<Failure>] = []
    private var terminated = false
    private var draining = false
    /// What to do with a value from upstream `index`: the output to send, or nil for none yet.
    private let combine: (_ index: Int, _ value: Any) -> Output?

    let description: String

    init(name: String, count: Int, downstream: AnySubscriber<Output, Failure>, combine: @escaping (Int, Any) -> Output?) {
        self.description = name
        self.downstream = downstream
        self.upstreams = Array(repeating: nil, count: count)
        self.combine = combine
    }

    /// Subscribes the upstreams in order (after the downstream has this subscription).
    func start(_ subscribeEach: [() -> Void]) {
        downstream.receive(subscription: self)
        if subscribeEach.isEmpty {
            finish(.finished)
            return
        }
        subscribeEach.forEach { $0() }
    }

    /// The subscriber to attach to upstream `index`.
    func tap<Input>(_ index: Int, _ input: Input.Type) -> AnySubscriber<Input, Failure> {
        AnySubscriber(
            receiveSubscription: { [self] in received(subscription: $0, at: index) },
            receiveValue: { [self] value in
                received(value: value, at: index)
                return .none
            },
            receiveCompletion: { [self] in received(completion: $0, at: index) }
        )
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        lock.unlock()
        drain()
    }

    func cancel() {
        lock.lock()
        terminated = true
        let all = upstreams
        upstreams = upstreams.map { _ in nil }
        buffer = []
        lock.unlock()
        all.forEach { $0?.cancel() }
    }

    private func received(subscription: Subscription, at index: Int) {
        lock.lock()
        let accept = !terminated && upstreams[index] == nil
        if accept { upstreams[index] = subscription }
        lock.unlock()
        if accept {
            subscription.request(.unlimited)
        } else {
            subscription.cancel()
        }
    }

    private func received(value: Any, at index: Int) {
        lock.lock()
        guard !terminated, completion.isEmpty else {
            lock.unlock()
            return
        }
        if let output = combine(index, value) {
            buffer.append(output)
        }
        lock.unlock()
        drain()
    }

    private func received(completion upstreamCompletion: Subscribers.Completion<Failure>, at index: Int) {
        switch upstreamCompletion {
        case .failure:
            lock.lock()
            let others = upstreams.enumerated().filter { $0.offset != index }.compactMap(\.element)
            lock.unlock()
            others.forEach { $0.cancel() }
            finish(upstreamCompletion, dropBuffered: true)
        case .finished:
            lock.lock()
            finishedCount += 1
            let all = finishedCount == upstreams.count
            lock.unlock()
            if all { finish(.finished) }
        }
    }

    private func finish(_ end: Subscribers.Completion<Failure>, dropBuffered: Bool = false) {
        lock.lock()
        if completion.isEmpty && !terminated {
            completion = [end]
            if dropBuffered { buffer = [] }
        }
        lock.unlock()
        drain()
    }

    /// Sends buffered values while there is demand, then the completion once nothing is left.
    private func drain() {
        lock.lock()
        if draining {
            lock.unlock()
            return
        }
        draining = true
        while true {
            if terminated {
                break
            }
            if demand > 0, !buffer.isEmpty {
                let value = buffer.removeFirst()
                demand -= 1
                lock.unlock()
                let more = downstream.receive(value)
                lock.lock()
                demand += more
                continue
            }
            if buffer.isEmpty, let completion = completion.first {
                terminated = true
                lock.unlock()
                downstream.receive(completion: completion)
                lock.lock()
            }
            break
        }
        draining = false
        lock.unlock()
    }
}
