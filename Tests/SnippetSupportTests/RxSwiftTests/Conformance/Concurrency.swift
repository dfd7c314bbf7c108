import Dispatch
import Foundation
import RxSwift

/// A value handed between threads whose accesses are ordered by semaphores.
private final class Handoff<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A one-shot signal with a generous timeout that only guards against a hang.
private final class Signal: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    func fire() { semaphore.signal() }
    @discardableResult func wait() -> Bool { semaphore.wait(timeout: .now() + scenarioPatience) == .success }
}

/// Runs `scenario` in a task and returns what it logged.
private func awaitScenario(_ scenario: @escaping @Sendable (LockedLog) async -> Void) -> String {
    let log = LockedLog()
    let outcome = awaitTask {
        await scenario(log)
        return ""
    }
    return outcome.isEmpty ? log.text : log.text + ", " + outcome
}

/// Subscribes, logging each event under `name`, and waits until the subscription is disposed.
private func subscribeAndWait<Element>(_ source: Observable<Element>, _ name: String, _ log: LockedLog) {
    let ended = Signal()
    _ = source.subscribe(onNext: { log("\(name) \($0)") }, onError: { log("\(name) error \($0)") },
                         onCompleted: { log("\(name) completed") }, onDisposed: { log("\(name) disposed"); ended.fire() })
    if !ended.wait() { log("\(name) timed out") }
}

extension Behaviours {
    static var concurrency: [Behaviour] {
        [
            // values
            Behaviour("concurrency", "values: for try await reads every value; the loop ends at completion", "1, 2, 3, loop ended") { _ in
                awaitScenario { log in
                    do {
                        for try await value in Observable.of(1, 2, 3).values { log("\(value)") }
                        log("loop ended")
                    } catch {
                        log("caught \(error)")
                    }
                }
            },
            Behaviour("concurrency", "values: the sequence's error is thrown out of the loop", "1, 2, caught boom") { _ in
                awaitScenario { log in
                    do {
                        for try await value in Observable.of(1, 2).concat(Observable.error(boom)).values { log("\(value)") }
                        log("loop ended")
                    } catch {
                        log("caught \(error)")
                    }
                }
            },
            Behaviour("concurrency", "values: reading the property subscribes at once; values wait until read", "observers before false, observers after true, 1, 2, loop ended") { _ in
                let subject = PublishSubject<Int>()
                let log = LockedLog()
                log("observers before \(subject.hasObservers)")
                let stream = Handoff(subject.values)
                log("observers after \(subject.hasObservers)")
                subject.onNext(1)
                subject.onNext(2)
                subject.onCompleted()
                return log.text + ", " + awaitScenario { log in
                    do {
                        for try await value in stream.value { log("\(value)") }
                        log("loop ended")
                    } catch {
                        log("caught \(error)")
                    }
                }
            },
            Behaviour("concurrency", "values: leaving the loop early disposes the subscription", "1, 2, disposed, after the loop") { _ in
                awaitScenario { log in
                    let source = Observable.of(1, 2, 3).concat(Observable.never())
                        .do(onDispose: { log("disposed") })
                    do {
                        for try await value in source.values {
                            log("\(value)")
                            if value == 2 { break }
                        }
                        log("after the loop")
                    } catch {
                        log("caught \(error)")
                    }
                }
            },
            Behaviour("concurrency", "values: cancelling the iterating task disposes the subscription", "1, disposed, caught CancellationError, cancelled true") { _ in
                let log = LockedLog()
                let iterating = Signal(), disposed = Signal(), finished = Signal()
                let subject = PublishSubject<Int>()
                let source = subject.do(onDispose: { log("disposed"); disposed.fire() })
                let task = Task(executorPreference: ScenarioExecutor.shared) {
                    do {
                        for try await value in source.values {
                            log("\(value)")
                            iterating.fire()
                        }
                        log("loop ended")
                    } catch {
                        log("caught \(type(of: error))")
                    }
                    finished.fire()
                }
                while !subject.hasObservers { Thread.sleep(forTimeInterval: 0.001) }
                subject.onNext(1)
                iterating.wait()
                task.cancel()
                disposed.wait()
                finished.wait()
                return log.text + ", cancelled \(task.isCancelled)"
            },
            Behaviour("concurrency", "values: dropping the stream unread disposes the subscription", "observers true, disposed, dropped, observers false") { _ in
                let log = LockedLog()
                let subject = PublishSubject<Int>()
                do {
                    let stream = subject.do(onDispose: { log("disposed") }).values
                    log("observers \(subject.hasObservers)")
                    _ = stream
                }
                log("dropped, observers \(subject.hasObservers)")
                return log.text
            },
            Behaviour("concurrency", "values: a value sent from another thread reaches the loop", "1, 2, loop ended") { _ in
                let subject = PublishSubject<Int>()
                let stream = Handoff(subject.values)
                DispatchQueue.global().async {
                    subject.onNext(1)
                    subject.onNext(2)
                    subject.onCompleted()
                }
                return awaitScenario { log in
                    do {
                        for try await value in stream.value { log("\(value)") }
                        log("loop ended")
                    } catch {
                        log("caught \(error)")
                    }
                }
            },
            Behaviour("concurrency", "values of a Single, a subject and an Infallible", "single 7, subject a, subject b, infallible 8, infallible 9") { _ in
                awaitScenario { log in
                    let relayLike = ReplaySubject<String>.create(bufferSize: 2)
                    relayLike.onNext("a")
                    relayLike.onNext("b")
                    relayLike.onCompleted()
                    do {
                        for try await value in Single.just(7).values { log("single \(value)") }
                        for try await value in relayLike.values { log("subject \(value)") }
                    } catch {
                        log("caught \(error)")
                    }
                    for await value in Infallible.of(8, 9).values { log("infallible \(value)") }
                }
            },
            Behaviour("concurrency", "asObservable(priority:) iterates in a task of that priority", "low: priority 17, low: completed, low: disposed") { _ in
                let log = LockedLog()
                let sent = Handoff(false)
                let sequence = AsyncStream<Int>(unfolding: {
                    if sent.value { return nil }
                    sent.value = true
                    return Int(Task.currentPriority.rawValue)
                })
                // The parameter is an optional priority, and may be left out (compiled against both).
                let _: (TaskPriority?) -> Observable<Int> = { sequence.asObservable(priority: $0) }
                let _: Observable<Int> = sequence.asObservable()
                subscribeAndWait(sequence.asObservable(priority: .low).map { "priority \($0)" }, "low:", log)
                return log.text
            },
            // asObservable() of an AsyncSequence. One behaviour for all of it: the task that iterates
            // runs on the shared pool, so this must be the only scenario holding a test thread while
            // it waits for the pool (two at once could hold every thread of a small pool).
            Behaviour("concurrency", "asObservable of AsyncStream, AsyncThrowingStream and values; disposing cancels the iteration", "stream 1, stream 2, stream 3, stream completed, stream disposed, throwing 1, throwing error boom, throwing disposed, round trip [10, 20, 30], round trip completed, round trip disposed, endless 1, endless terminated cancelled, endless disposed true") { _ in
                awaitScenario { log in
                    let stream = AsyncStream<Int> { continuation in
                        for value in [1, 2, 3] { continuation.yield(value) }
                        continuation.finish()
                    }
                    subscribeAndWait(stream.asObservable(), "stream", log)
                    let throwing = AsyncThrowingStream<Int, Error> { continuation in
                        continuation.yield(1)
                        continuation.finish(throwing: boom)
                    }
                    subscribeAndWait(throwing.asObservable(), "throwing", log)
                    subscribeAndWait(Observable.of(1, 2, 3).map { $0 * 10 }.values.asObservable().toArray().asObservable(), "round trip", log)

                    let first = Signal(), terminated = Signal()
                    let continuation = Handoff<AsyncStream<Int>.Continuation?>(nil)
                    let endless = AsyncStream<Int> { c in
                        c.onTermination = { reason in log("endless terminated \(reason)"); terminated.fire() }
                        continuation.value = c
                    }
                    continuation.value?.yield(1)
                    let disposed = Handoff(false)
                    let subscription = endless.asObservable().subscribe(onNext: { log("endless \($0)"); first.fire() },
                                                                        onCompleted: { log("endless completed") },
                                                                        onDisposed: { disposed.value = true })
                    first.wait()
                    subscription.dispose()
                    if !terminated.wait() { log("timed out") }
                    log("endless disposed \(disposed.value)")
                }
            },
        ]
    }
}
