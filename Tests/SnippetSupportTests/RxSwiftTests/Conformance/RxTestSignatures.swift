import Foundation
import RxSwift
import RxTest

/// Never run: it only has to compile, against our layer and against real RxSwift/RxTest alike,
/// so that every public form of RxTest and of the virtual-time schedulers keeps RxSwift's shape
/// (labels, default arguments, generic constraints, result types, subclassing).
private func rxtestSignatures() {
    let s = TestScheduler(initialClock: 0)
    let _ = TestScheduler(initialClock: 0, resolution: 0.5)
    let _ = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let _ = TestScheduler(initialClock: 10, resolution: 0.001, simulateProcessingDelay: true)
    let _: [Int] = [TestScheduler.Defaults.created, TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed]
    let time: TestTime = s.clock
    let _: RxTime = s.now
    let _: String = s.debugDescription
    let _: SchedulerType = s

    let hot: TestableObservable<Int> = s.createHotObservable([.next(210, 1), .completed(300)])
    let cold: TestableObservable<String> = s.createColdObservable([.next(10, "a"), .error(20, TestError(description: "e"))])
    let _: [Recorded<Event<Int>>] = hot.recordedEvents
    let _: [Subscription] = cold.subscriptions
    let observer: TestableObserver<Int> = s.createObserver(Int.self)
    let _: [Recorded<Event<Int>>] = observer.events
    observer.on(.next(1))
    observer.onNext(2)
    let _: Disposable = hot.subscribe(observer)
    let _: Observable<Int> = hot.asObservable()

    s.scheduleAt(time) {}
    let _: TestTime = s.adjustScheduledTime(5)
    let _: Disposable = s.scheduleRelativeVirtual(1, dueTime: 5) { _ in Disposables.create() }
    let _: Disposable = s.scheduleAbsoluteVirtual("x", time: 5) { _ in Disposables.create() }
    let _: Disposable = s.schedule(()) { _ in Disposables.create() }
    let _: Disposable = s.scheduleRelative((), dueTime: .seconds(1)) { _ in Disposables.create() }
    s.advanceTo(10)
    s.sleep(5)
    s.start()
    s.stop()
    let _: TestableObserver<Int> = s.start { hot }
    let _: TestableObserver<Int> = s.start(disposed: 500) { hot.map { $0 } }
    let _: TestableObserver<Int> = s.start(created: 0, subscribed: 1, disposed: 2) { Single.just(1) }
    let _: TestableObserver<Int> = s.start(created: 0, subscribed: 1, disposed: 2, create: { Observable.just(1) })

    let _: Recorded<Event<Int>> = .next(1, 2)
    let _: Recorded<Event<Int>> = .completed(1)
    let _: Recorded<Event<Int>> = .error(1, TestError(description: "e"))
    let _ = Recorded.completed(1, Int.self)
    let _ = Recorded.error(1, TestError(description: "e"), String.self)
    let _: [Recorded<Event<Int>>] = Recorded.events(.next(1, 1), .completed(2))
    let _: [Recorded<Event<Int>>] = Recorded.events([.next(1, 1)])
    let recorded = Recorded(time: 5, value: "v")
    let _: (TestTime, String) = (recorded.time, recorded.value)
    let _: String = recorded.debugDescription
    let _: Bool = recorded == Recorded(time: 5, value: "w")

    let interval = Subscription(1, 2)
    let _: (Int, Int) = (interval.subscribe, interval.unsubscribe)
    let _: Set<Subscription> = [interval, Subscription(3)]
    let _: String = interval.debugDescription

    let _: Bool = Event<Int>.completed == .completed
    let _: Bool = MaybeEvent<Int>.completed == .completed
    let _: Bool = CompletableEvent.completed == .completed

    let converter: TestSchedulerVirtualTimeConverter? = nil
    if let converter {
        let _: RxTime = converter.convertFromVirtualTime(1)
        let _: Int = converter.convertToVirtualTime(Date())
        let _: TimeInterval = converter.convertFromVirtualTimeInterval(1)
        let _: Int = converter.convertToVirtualTimeInterval(1.0)
        let _: Int = converter.offsetVirtualTime(1, offset: 2)
        let _: VirtualTimeComparison = converter.compareVirtualTime(1, 2)
    }

    let historical = HistoricalScheduler()
    let _ = HistoricalScheduler(initialClock: Date())
    let _: Date = historical.clock
    historical.advanceTo(Date())
    historical.sleep(1.5)
    let _: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> = historical
    let _: [VirtualTimeComparison] = [.lessThan, .equal, .greaterThan]
    let _: Set<VirtualTimeComparison> = [.equal]
}

/// A virtual clock of one's own: the converter protocol and the scheduler's subclassing points.
private struct HalfSecondTicks: VirtualTimeConverterType {
    typealias VirtualTimeUnit = Int
    typealias VirtualTimeIntervalUnit = Int
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime) / 2) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 * 2) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) / 2 }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval * 2) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison { lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan }
}

private final class HalfSecondScheduler: VirtualTimeScheduler<HalfSecondTicks> {
    init() { super.init(initialClock: 0, converter: HalfSecondTicks()) }
    override func adjustScheduledTime(_ time: Int) -> Int { time + 1 }
}
