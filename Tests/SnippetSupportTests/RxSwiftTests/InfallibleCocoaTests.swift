import Dispatch
import Foundation
import RxCocoa
import RxRelay
import RxSwift
import Testing

/// RxCocoa's side of `Infallible` (RxCocoa does not build on Linux, so these follow its
/// documentation rather than a run of it): `asInfallible()` on `Driver`/`Signal`, `asDriver()` on
/// an infallible, and `bind` for infallibles.
@Suite struct InfallibleCocoaTests {
    @MainActor @Test func aDriverAsInfallibleKeepsItsReplay() {
        let relay = BehaviorRelay(value: 1)
        let infallible = relay.asDriver().asInfallible()
        var log: [String] = []
        _ = infallible.subscribe(onNext: { log.append("a\($0)") })
        relay.accept(2)
        _ = infallible.subscribe(onNext: { log.append("b\($0)") })
        #expect(log == ["a1", "a2", "b2"])
    }

    @MainActor @Test func aSignalAsInfallibleDoesNotReplay() {
        let relay = PublishRelay<Int>()
        let infallible = relay.asSignal().asInfallible()
        var log: [String] = []
        _ = infallible.subscribe(onNext: { log.append("a\($0)") }, onCompleted: { log.append("completed") })
        relay.accept(1)
        _ = infallible.subscribe(onNext: { log.append("b\($0)") })
        relay.accept(2)
        #expect(log == ["a1", "a2", "b2"])
    }

    @MainActor @Test func anInfallibleAsDriverIsSharedWithReplay() {
        var subscriptions = 0
        let subject = PublishSubject<String>()
        let driver = subject.asInfallible(onErrorJustReturn: "").do(onSubscribe: { subscriptions += 1 }).asDriver()
        var first: [String] = []
        var second: [String] = []
        _ = driver.drive(onNext: { first.append($0) })
        subject.onNext("x")
        _ = driver.drive(onNext: { second.append($0) })
        subject.onNext("y")
        #expect(first == ["x", "y"])
        #expect(second == ["x", "y"])
        #expect(subscriptions == 1)
    }

    @Test func anInfallibleAsDriverDeliversOnTheMainQueue() async {
        let onMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async {
                _ = Infallible.just(1).asDriver().drive(onNext: { _ in done.resume(returning: Thread.isMainThread || isMainQueue()) })
            }
        }
        #expect(onMain)
    }

    @MainActor @Test func bindToObserversForwardsValuesAndCompletion() {
        var plain: [String] = []
        var optional: [String] = []
        let first = AnyObserver<Int> { plain.append("\($0)") }
        let second = AnyObserver<Int?> { optional.append("\($0)") }
        _ = Infallible.of(1, 2).bind(to: first)
        _ = Infallible.of(3).bind(to: second)
        #expect(plain == ["next(1)", "next(2)", "completed"])
        #expect(optional == ["next(Optional(3))", "completed"])
    }

    @MainActor @Test func bindToRelaysAcceptsTheValues() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.createUnbound()
        var published: [Int] = []
        _ = publish.subscribe(onNext: { published.append($0) })
        _ = Infallible.of(1, 2).bind(to: publish, publish)
        _ = Infallible.of(5).bind(to: behavior)
        _ = Infallible.of(6).bind(to: optional)
        _ = Infallible.of(7, 8).bind(to: replay)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        #expect(published == [1, 1, 2, 2])
        #expect(behavior.value == 5)
        #expect(optional.value == 6)
        #expect(replayed == [7, 8])
    }

    @MainActor @Test func bindOnNextAndWithAnObject() {
        final class Screen { var shown: [String] = [] }
        let screen = Screen()
        var log: [Int] = []
        _ = Infallible.of(1, 2).bind(onNext: { log.append($0) })
        _ = Infallible.of("a").bind(with: screen) { screen, text in screen.shown.append(text) }
        _ = Infallible.of(3).bind(to: { (infallible: Infallible<Int>) in infallible.subscribe(onNext: { log.append($0) }) })
        #expect(log == [1, 2, 3])
        #expect(screen.shown == ["a"])
    }

    @MainActor @Test func bindToABinderOfAReactiveKeyPath() {
        final class Label: ReactiveCompatible { var text = "" }
        let label = Label()
        _ = Infallible.just("hello").bind(to: label.rx.text)
        #expect(label.text == "hello")
    }
}

private let mainQueueKey = DispatchSpecificKey<Bool>()

/// Whether the caller runs on the main queue (on Linux the main queue may be served by a worker
/// thread, so `Thread.isMainThread` alone does not tell).
private func isMainQueue() -> Bool {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    return DispatchQueue.getSpecific(key: mainQueueKey) == true
}
