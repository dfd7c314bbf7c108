import Foundation
import RxSwift

/// An observable whose values are waited for: the calling thread blocks (running its run loop,
/// so work scheduled on the main queue still happens) until the sequence ends.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

public extension ObservableConvertibleType {
    /// Waits for the sequence instead of subscribing; `timeout` (seconds) fails with
    /// `RxError.timeout`.
    func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

public extension BlockingObservable {
    /// Every value, once the sequence completes; rethrows its error.
    func toArray() throws -> [Element] {
        switch materialize() {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    /// The first value, or nil if the sequence completes without one.
    func first() throws -> Element? {
        let result = run(stopAfterFirst: true)
        switch result {
        case .completed(let elements): return elements.first
        case .failed(_, let error): throw error
        }
    }

    /// The last value, or nil if there is none.
    func last() throws -> Element? {
        switch materialize() {
        case .completed(let elements): return elements.last
        case .failed(_, let error): throw error
        }
    }

    /// The only value; throws if there is none or more than one.
    func single() throws -> Element {
        try single { _ in true }
    }

    /// The only value for which `predicate` holds.
    /// Stops at the second match (the predicate sees nothing after it), as RxSwift does.
    func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try BlockingObservable(timeout: timeout, source: source.single(predicate)).toArray()
        guard let first = elements.first else { throw RxError.noElements }
        return first
    }

    /// The values and how the sequence ended.
    func materialize() -> MaterializedSequenceResult<Element> {
        run(stopAfterFirst: false)
    }

    private func run(stopAfterFirst: Bool) -> MaterializedSequenceResult<Element> {
        let lock = NSLock()
        var elements: [Element] = []
        var failure: Error?
        var done = false
        let finish = { (error: Error?) in
            lock.lock()
            if !done {
                done = true
                failure = error
            }
            lock.unlock()
        }
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe { event in
            switch event {
            case .next(let element):
                lock.lock()
                elements.append(element)
                lock.unlock()
                if stopAfterFirst { finish(nil) }
            case .error(let error): finish(error)
            case .completed: finish(nil)
            }
        })
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            lock.lock()
            let finished = done
            lock.unlock()
            if finished { break }
            if let deadline, Date() >= deadline {
                finish(RxError.timeout)
                break
            }
            if !RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01)) {
                // No run-loop sources on this thread: the work happens elsewhere; wait a little.
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        subscription.dispose()
        lock.lock()
        defer { lock.unlock() }
        if let failure { return .failed(elements: elements, error: failure) }
        return .completed(elements: elements)
    }
}
