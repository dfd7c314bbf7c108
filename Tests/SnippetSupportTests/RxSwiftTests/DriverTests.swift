import Dispatch
import Foundation
import RxCocoa
import RxRelay
import RxSwift
import Testing

/// `Driver` (RxCocoa, by its documentation): it never errors, delivers on the main scheduler and
/// shares its source with a replay of the latest value; `Signal` shares without replay.
@Suite struct DriverTests {
    enum Failure: Error { case offline }

    @MainActor @Test func anErrorBecomesTheFallbackValueThenCompletion() {
        var log: [String] = []
        let source = PublishSubject<Int>()
        _ = source.asDriver(onErrorJustReturn: -1)
            .drive(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        source.onNext(1)
        source.onError(Failure.offline)
        #expect(log == ["1", "-1", "completed"])
    }

    @MainActor @Test func aLateSubscriberGetsTheLatestValueAndTheSourceIsSharedOnce() {
        var subscriptions = 0
        let source = PublishSubject<String>()
        let driver = source.do(onSubscribe: { subscriptions += 1 }).asDriver(onErrorJustReturn: "")
        var first: [String] = []
        var second: [String] = []
        _ = driver.drive(onNext: { first.append($0) })
        source.onNext("a")
        _ = driver.drive(onNext: { second.append($0) })
        source.onNext("b")
        #expect(first == ["a", "b"])
        #expect(second == ["a", "b"])
        #expect(subscriptions == 1)
    }

    @MainActor @Test func signalDoesNotReplay() {
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal()
        var late: [Int] = []
        _ = signal.emit(onNext: { _ in })
        relay.accept(1)
        _ = signal.emit(onNext: { late.append($0) })
        relay.accept(2)
        #expect(late == [2])
    }

    @Test func valuesFromAnotherThreadArriveOnTheMainThread() async {
        let onMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            let subject = PublishSubject<Int>()
            let driver = subject.asDriver(onErrorJustReturn: 0)
            DispatchQueue.main.async {
                _ = driver.drive(onNext: { _ in done.resume(returning: isOnMainQueue()) })
                DispatchQueue.global().async { subject.onNext(1) }
            }
        }
        #expect(onMain)
    }

    @MainActor @Test func driveToARelay() {
        let relay = BehaviorRelay(value: 0)
        _ = Driver.just(5).drive(relay)
        #expect(relay.value == 5)
    }
}
