import Dispatch
import Foundation
import RxSwift
import Testing

/// `MainScheduler.instance` runs work at once when called on the main thread with nothing of its
/// own queued, and otherwise queues it on the main queue; `asyncInstance` always queues.
@Suite(.serialized) struct MainSchedulerTests {
    @MainActor @Test func onTheMainThreadWorkRunsAtOnce() {
        var log: [String] = []
        log.append("before")
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("work")
            return Disposables.create()
        }
        log.append("after")
        #expect(log == ["before", "work", "after"])
    }

    @MainActor @Test func workScheduledFromInsideScheduledWorkIsQueued() async {
        var log: [String] = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("outer start")
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append("inner")
                    done.resume()
                    return Disposables.create()
                }
                log.append("outer end")
                return Disposables.create()
            }
        }
        #expect(log == ["outer start", "outer end", "inner"])
    }

    @MainActor @Test func asyncInstanceAlwaysQueues() async {
        var log: [String] = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                log.append("work")
                done.resume()
                return Disposables.create()
            }
            log.append("after schedule")
        }
        #expect(log == ["after schedule", "work"])
    }

    @MainActor @Test func cancelledQueuedWorkStillLetsLaterWorkRunAtOnce() async {
        var log: [String] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            let queued = MainScheduler.instance.schedule(()) { _ in
                log.append("cancelled work ran")
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        // The main queue is first in, first out: once this block ran, the cancelled one has had its turn.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("inline")
            return Disposables.create()
        }
        log.append("after")
        #expect(log == ["inline", "after"])
    }

    @MainActor @Test func concurrentMainSchedulerRunsAtOnceOnTheMainQueue() {
        var log: [String] = []
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer")
            return Disposables.create()
        }
        #expect(log == ["inner", "outer"])
    }

    @Test func scheduledDisposableDisposesOnTheMainQueue() async {
        let ranOnMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async {
                let inner = Disposables.create { done.resume(returning: isOnMainQueue()) }
                ScheduledDisposable(scheduler: MainScheduler.instance, disposable: inner).dispose()
            }
        }
        #expect(ranOnMain)
    }

    @Test func fromAnotherThreadWorkGoesToTheMainThread() async {
        let ranOnMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async {
                _ = MainScheduler.instance.schedule(()) { _ in
                    done.resume(returning: isOnMainQueue())
                    return Disposables.create()
                }
            }
        }
        #expect(ranOnMain)
    }

    @Test func observeOnDeliversOnTheScheduler() async {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-test")
        let values = await withCheckedContinuation { (done: CheckedContinuation<[Bool], Never>) in
            var onMain: [Bool] = []
            _ = Observable.of(1, 2)
                .observe(on: scheduler)
                .subscribe(onNext: { _ in onMain.append(isOnMainQueue()) }, onCompleted: { done.resume(returning: onMain) })
        }
        #expect(values == [false, false])
    }
}

private let mainQueueKey: DispatchSpecificKey<Int> = {
    let key = DispatchSpecificKey<Int>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
}()

/// Whether the caller runs on the main queue (the thread that services it may vary on Linux).
func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
}
