import Dispatch
import Foundation
import RxCocoa
import RxRelay
import RxSwift
import Testing

/// `ControlEvent` and `ControlProperty` themselves, made from plain observables (the UIKit
/// extensions built on them are in RxCocoaUITests). RxCocoa does not build on Linux: each
/// expectation is what its documentation (Traits.md, "ControlProperty / ControlEvent") states.
@Suite struct RxCocoaControlTraitsTests {
    /// A stand-in for a control: a value the code may set, and changes "the user" makes.
    final class Knob {
        var value: String?
        private let userChanges = PublishSubject<String?>()
        init(_ value: String?) { self.value = value }

        /// The user changes the value: it is set, then reported.
        func userSets(_ newValue: String?) {
            value = newValue
            userChanges.onNext(newValue)
        }

        var property: ControlProperty<String?> {
            let values = Observable.deferred { [unowned self] in userChanges.startWith(value) }
            return ControlProperty(values: values, valueSink: Binder(self) { knob, value in knob.value = value })
        }
    }

    /// Traits.md: a ControlProperty sends the control's value on subscription, then the user's
    /// changes.
    @MainActor @Test func aPropertySendsTheCurrentValueThenChanges() {
        let knob = Knob("a")
        var heard: [String?] = []
        _ = knob.property.subscribe(onNext: { heard.append($0) })
        knob.userSets("ab")
        #expect(heard == ["a", "ab"])
    }

    /// RxCocoa's `changed`: the same values without the one sent on subscription.
    @MainActor @Test func changedLeavesOutTheInitialValue() {
        let knob = Knob("a")
        var heard: [String?] = []
        _ = knob.property.changed.subscribe(onNext: { heard.append($0) })
        knob.userSets("ab")
        #expect(heard == ["ab"])
    }

    /// RxCocoa's `orEmpty`: a `nil` text reads as "", and setting through it sets the text.
    @MainActor @Test func orEmptyReadsNilAsEmptyAndSetsTheText() {
        let knob = Knob(nil)
        var heard: [String] = []
        let text = knob.property.orEmpty
        _ = text.subscribe(onNext: { heard.append($0) })
        knob.userSets("x")
        knob.userSets(nil)
        _ = Observable.just("set").bind(to: text)
        #expect(heard == ["", "x", ""])
        #expect(knob.value == "set")
    }

    /// Traits.md: a ControlProperty is also an observer: `bind(to:)` sets the property (on the
    /// main scheduler), and what code sets is not sent back to the property's subscribers.
    @MainActor @Test func bindingToAPropertySetsItWithoutEchoingIt() {
        let knob = Knob("a")
        var heard: [String?] = []
        _ = knob.property.subscribe(onNext: { heard.append($0) })
        _ = Observable.of("b", "c").bind(to: knob.property)
        #expect(knob.value == "c")
        #expect(heard == ["a"])
    }

    /// `bind(to:)` from non-optional values into a property of optionals (RxCocoa's overload).
    @MainActor @Test func bindingNonOptionalValuesToAnOptionalProperty() {
        let knob = Knob(nil)
        let relay = BehaviorRelay(value: "from relay")
        _ = relay.bind(to: knob.property)
        #expect(knob.value == "from relay")
    }

    /// RxCocoa's ControlProperty.asDriver(): one subscription shared, the latest value replayed.
    @MainActor @Test func asDriverSharesAndReplaysTheLatestValue() {
        var subscriptions = 0
        let knob = Knob("a")
        let driver = knob.property.do(onSubscribe: { subscriptions += 1 }).asDriver(onErrorJustReturn: nil)
        var first: [String?] = []
        var second: [String?] = []
        _ = driver.drive(onNext: { first.append($0) })
        knob.userSets("ab")
        _ = driver.drive(onNext: { second.append($0) })
        #expect(first == ["a", "ab"])
        #expect(second == ["ab"])
        #expect(subscriptions == 1)
        let plain = knob.property.asDriver()
        var third: [String?] = []
        _ = plain.drive(onNext: { third.append($0) })
        #expect(third == ["ab"])
    }

    /// Traits.md: a ControlEvent sends no initial value; as a Signal a late subscriber hears only
    /// later events, as a Driver it hears the latest at once.
    @MainActor @Test func controlEventAsSignalAndAsDriver() {
        let taps = PublishSubject<Int>()
        let event = ControlEvent(events: taps)
        var asSignal: [Int] = []
        var asDriverLate: [Int] = []
        let signal = event.asSignal()
        let driver = event.asDriver()
        _ = signal.emit(onNext: { asSignal.append($0) })
        _ = driver.drive(onNext: { _ in })
        taps.onNext(1)
        _ = driver.drive(onNext: { asDriverLate.append($0) })
        taps.onNext(2)
        #expect(asSignal == [1, 2])
        #expect(asDriverLate == [1, 2])
    }

    /// Traits.md: "sequence of events is being subscribed on main scheduler": subscribing from
    /// another thread subscribes on the main queue.
    @Test func subscribingFromAnotherThreadSubscribesOnTheMainQueue() async {
        let onMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            nonisolated(unsafe) let event = ControlEvent(events: Observable<Void>.deferred {
                done.resume(returning: runsOnMainQueue())
                return .never()
            })
            DispatchQueue.global().async { _ = event.subscribe() }
        }
        #expect(onMain)
    }

    /// `asControlEvent()` / `asControlProperty()` give the same sequence back.
    @MainActor @Test func conversionsKeepTheSequence() {
        let knob = Knob("z")
        var heard: [String?] = []
        _ = knob.property.asControlProperty().asObservable().subscribe(onNext: { heard.append($0) })
        _ = ControlEvent(events: Observable.of(1, 2)).asControlEvent().subscribe(onNext: { heard.append("\($0)") })
        #expect(heard == ["z", "1", "2"])
    }
}

private let mainQueueMark: DispatchSpecificKey<Int> = {
    let key = DispatchSpecificKey<Int>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
}()

/// Whether the caller runs on the main queue (on Linux the thread serving it may vary).
func runsOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueMark) != nil
}
