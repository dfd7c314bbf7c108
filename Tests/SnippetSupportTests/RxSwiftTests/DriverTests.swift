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

    // MARK: - Flattening drivers of drivers and signals of signals

    @MainActor @Test func switchLatestFollowsOnlyTheLatestInnerDriver() {
        let first = BehaviorRelay(value: "a1")
        let second = BehaviorRelay(value: "b1")
        let outer = BehaviorRelay(value: first.asDriver())
        var log: [String] = []
        _ = outer.asDriver().switchLatest().drive(onNext: { log.append($0) })
        first.accept("a2")
        outer.accept(second.asDriver())
        first.accept("a3")
        second.accept("b2")
        #expect(log == ["a1", "a2", "b1", "b2"])
    }

    @MainActor @Test func concatListensToTheNextInnerSignalOnlyAfterThePreviousCompletes() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let outer = PublishRelay<Signal<Int>>()
        var log: [String] = []
        _ = outer.asSignal().concat().emit(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        outer.accept(first.asSignal(onErrorJustReturn: -1))
        outer.accept(second.asSignal(onErrorJustReturn: -1))
        first.onNext(1)
        second.onNext(99)
        first.onCompleted()
        second.onNext(2)
        second.onError(Failure.offline)
        #expect(log == ["1", "2", "-1"])
    }

    @MainActor @Test func mergeOfNestedSignalsInterleaves() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let outer = PublishRelay<Signal<Int>>()
        var log: [Int] = []
        _ = outer.asSignal().merge().emit(onNext: { log.append($0) })
        outer.accept(first.asSignal())
        outer.accept(second.asSignal())
        first.accept(1)
        second.accept(2)
        first.accept(3)
        #expect(log == [1, 2, 3])
    }

    /// `of` and `from` send their first value at once on the main thread and the others in later
    /// turns of the main queue (the main scheduler queues work scheduled from its own work).
    @Test func staticConcatPlaysDriversInOrder() async {
        let log = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
            DispatchQueue.main.async {
                var log: [String] = []
                _ = Driver.concat([Driver.of(1, 2), Driver.just(3)])
                    .drive(onNext: { log.append("\($0)") }, onCompleted: { done.resume(returning: log + ["completed"]) })
            }
        }
        #expect(log == ["1", "2", "3", "completed"])
    }

    // MARK: - Combining and creating

    @MainActor @Test func combineLatestOfACollectionSendsArrays() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: 10)
        var arrays: [[Int]] = []
        var sums: [Int] = []
        _ = Driver.combineLatest([a.asDriver(), b.asDriver()]).drive(onNext: { arrays.append($0) })
        _ = Driver.combineLatest([a.asDriver(), b.asDriver()]) { $0.reduce(0, +) }.drive(onNext: { sums.append($0) })
        a.accept(2)
        #expect(arrays == [[1, 10], [2, 10]])
        #expect(sums == [11, 12])
    }

    @MainActor @Test func zipOfACollectionPairsByPosition() {
        let a = PublishRelay<Int>()
        let b = PublishRelay<Int>()
        var log: [[Int]] = []
        _ = Signal.zip([a.asSignal(), b.asSignal()]).emit(onNext: { log.append($0) })
        a.accept(1)
        a.accept(2)
        b.accept(10)
        #expect(log == [[1, 10]])
    }

    @Test func signalOfSendsItsFirstValueAtOnceAndTheRestLater() async {
        let log = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
            DispatchQueue.main.async {
                var log: [String] = []
                _ = Signal.of("x", "y").emit(onNext: { log.append($0) }, onCompleted: { done.resume(returning: log + ["completed"]) })
                log.append("subscribed")
            }
        }
        #expect(log == ["x", "subscribed", "y", "completed"])
    }

    @MainActor @Test func startWithAndDistinctUntilChanged() {
        let relay = PublishRelay<String>()
        var plain: [String] = []
        var byLength: [String] = []
        var byComparer: [String] = []
        let signal = relay.asSignal().startWith("a")
        _ = signal.distinctUntilChanged().emit(onNext: { plain.append($0) })
        _ = signal.distinctUntilChanged { $0.count }.emit(onNext: { byLength.append($0) })
        _ = signal.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 }).emit(onNext: { byComparer.append($0) })
        ["a", "A", "bb", "cc"].forEach(relay.accept)
        #expect(plain == ["a", "A", "bb", "cc"])
        #expect(byLength == ["a", "bb"])
        #expect(byComparer == ["a", "bb", "cc"])
    }

    // MARK: - Sharing

    @MainActor @Test func anOperatorOnADriverRunsOncePerValueForAllSubscribers() {
        var mapped = 0
        let relay = BehaviorRelay(value: 1)
        let doubled = relay.asDriver().map { value -> Int in mapped += 1; return value * 2 }
        var first: [Int] = []
        var second: [Int] = []
        _ = doubled.drive(onNext: { first.append($0) })
        _ = doubled.drive(onNext: { second.append($0) })
        relay.accept(2)
        #expect(first == [2, 4])
        #expect(second == [2, 4])
        #expect(mapped == 2)
    }

    @MainActor @Test func afterEveryoneLeftTheNextSubscriberStartsTheSourceAgain() {
        var subscriptions = 0
        let driver = Observable<Int>.never().do(onSubscribe: { subscriptions += 1 }).asDriver(onErrorJustReturn: 0)
        let one = driver.drive()
        let two = driver.drive()
        one.dispose()
        two.dispose()
        _ = driver.drive()
        #expect(subscriptions == 2)
    }

    // MARK: - Errors become the chosen replacement

    @MainActor @Test func recoveryChoicesForDriversAndSignals() {
        var log: [String] = []
        let failing = Observable<Int>.error(Failure.offline)
        _ = failing.asDriver(onErrorRecover: { _ in BehaviorRelay(value: 7).asDriver().map { $0 + 1 } }).drive(onNext: { log.append("d\($0)") })
        _ = failing.asDriver(onErrorDriveWith: .just(9)).drive(onNext: { log.append("d\($0)") })
        _ = failing.asSignal(onErrorSignalWith: .empty()).emit(onCompleted: { log.append("s completed") })
        _ = failing.asSignal(onErrorJustReturn: 1).emit(onNext: { log.append("s\($0)") })
        _ = failing.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: 2).emit(onNext: { log.append("s\($0)") })
        #expect(log == ["d8", "d9", "s completed", "s1", "s2"])
    }

    // MARK: - Subscribing

    @MainActor @Test func driveAndEmitToRelaysOfOptionalsAndWithAnObject() {
        final class Screen { var title = "" }
        let screen = Screen()
        let optional = PublishRelay<Int?>()
        var heard: [Int?] = []
        _ = optional.subscribe(onNext: { heard.append($0) })
        _ = Signal.just(3).emit(to: optional)
        _ = Driver.just("Home").drive(with: screen, onNext: { screen, title in screen.title = title })
        let replay = ReplayRelay<Int?>.createUnbound()
        _ = Driver.just(4).drive(replay)
        var replayed: [Int?] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        #expect(heard == [3])
        #expect(screen.title == "Home")
        #expect(replayed == [4])
    }

    @MainActor @Test func driveWithACurriedBinder() {
        var log: [String] = []
        func binder(_ source: Observable<Int>) -> (String) -> Disposable {
            { prefix in source.subscribe(onNext: { log.append("\(prefix)\($0)") }) }
        }
        let relay = BehaviorRelay(value: 1)
        _ = relay.asDriver().drive(binder, curriedArgument: "n")
        relay.accept(2)
        #expect(log == ["n1", "n2"])
    }

    @Test func signalValuesFromAnotherThreadArriveOnTheMainThread() async {
        let onMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            let subject = PublishSubject<Int>()
            let signal = subject.asSignal(onErrorJustReturn: 0)
            DispatchQueue.main.async {
                _ = signal.emit(onNext: { _ in done.resume(returning: isOnMainQueue()) })
                DispatchQueue.global().async { subject.onNext(1) }
            }
        }
        #expect(onMain)
    }

    @Test func switchLatestDeliversOnTheMainThread() async {
        let onMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            let inner = PublishSubject<Int>()
            let outer = Driver.just(inner.asDriver(onErrorJustReturn: 0))
            DispatchQueue.main.async {
                _ = outer.switchLatest().drive(onNext: { _ in done.resume(returning: isOnMainQueue()) })
                DispatchQueue.global().async { inner.onNext(1) }
            }
        }
        #expect(onMain)
    }
}
