import Dispatch
import Foundation
import RxSwift

/// Plain classes and structs extended through `Reactive`, the way a course note does it.
private final class Gauge: ReactiveCompatible {
    var level = 0
    var label = ""
    var log: [String] = []
}

extension Reactive where Base: Gauge {
    /// A binder of our own on the current thread, so the scenario needs no main queue.
    fileprivate var recorded: Binder<Int> {
        Binder(base, scheduler: CurrentThreadScheduler.instance) { gauge, value in gauge.log.append("level \(value)") }
    }

    fileprivate var doubledLevel: Observable<Int> {
        .just(base.level * 2)
    }

    fileprivate static var kind: String { "gauges" }

    fileprivate var mirroredLevel: Int {
        get { base.level }
        set { base.level = newValue }
    }
}

private struct Distance: ReactiveCompatible {
    var meters: Int
}

extension Reactive where Base == Distance {
    fileprivate var kilometers: Observable<Double> { .just(Double(base.meters) / 1000) }
}

private final class Lamp: NSObject {
    var isOn = false
    var brightness = 0.0
}

/// Lets a scenario hand its objects to another queue (it waits for that queue itself).
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs `body` on the main queue (binders made by `Reactive`'s key-path lookup deliver there).
private func onMain<T>(_ body: () -> T) -> T {
    Thread.isMainThread ? body() : DispatchQueue.main.sync(execute: body)
}

extension Behaviours {
    static let reactive: [Behaviour] = [
        Behaviour("reactive", "a binder declared in an extension of Reactive", "level 1, level 2, level 3") { s in
            let gauge = Gauge()
            _ = Observable.of(1, 2, 3).subscribe(gauge.rx.recorded)
            return gauge.log.joined(separator: ", ")
        },
        Behaviour("reactive", "an observable declared in an extension of Reactive reads base", "42, completed, base is the object: true") { s in
            let gauge = Gauge()
            gauge.level = 21
            let log = Log()
            _ = gauge.rx.doubledLevel.subscribe(onNext: { log("\($0)") }, onCompleted: { log("completed") })
            return log.text + ", base is the object: \(gauge.rx.base === gauge)"
        },
        Behaviour("reactive", "static members through Type.rx", "gauges Reactive<Gauge>.Type Reactive<Gauge>") { s in
            "\(Gauge.rx.kind) \(type(of: Gauge.rx)) \(type(of: Gauge().rx))"
        },
        Behaviour("reactive", "a setter in an extension of Reactive", "5 6 5") { s in
            var gauge = Gauge()
            gauge.rx.mirroredLevel = 5
            var other = Gauge()
            other.rx.mirroredLevel = 6
            other.rx = Reactive(gauge)
            return "\(gauge.level) \(other.level) \(gauge.rx.mirroredLevel)"
        },
        Behaviour("reactive", "value types are ReactiveCompatible too", "1.5 km, 1 1") { s in
            let log = Log()
            _ = Distance(meters: 1500).rx.kilometers.subscribe(onNext: { log("\($0) km") })
            var distance = Distance(meters: 1)
            distance.rx = Reactive(Distance(meters: 2))
            return log.text + ", \(distance.meters) \(Reactive(distance).base.meters)"
        },
        Behaviour("reactive", "key-path binders of an NSObject deliver on the main queue", "send 0.5, send 1.0, on main: 1.0 true, binder type Binder<Bool>") { s in
            let lamp = Lamp()
            let log = Log()
            onMain {
                _ = Observable.of(0.5, 1.0).do(onNext: { log("send \($0)") }).subscribe(lamp.rx.brightness)
                _ = Observable.just(true).subscribe(lamp.rx.isOn)
                log("on main: \(lamp.brightness) \(lamp.isOn)")
            }
            return log.text + ", binder type \(type(of: lamp.rx.isOn))"
        },
        Behaviour("reactive", "a key-path binder of a plain class, from another queue", "label from a background queue") { s in
            let done = DispatchSemaphore(value: 0)
            let shared = Unchecked((gauge: Gauge(), log: Log()))
            DispatchQueue.global().async {
                shared.value.gauge.rx.label.onNext("from a background queue")
                DispatchQueue.main.async {
                    shared.value.log("label \(shared.value.gauge.label)")
                    done.signal()
                }
            }
            done.wait()
            return shared.value.log.text
        },
        Behaviour("reactive", "a key-path binder holds its object weakly", "released true") { s in
            var gauge: Gauge? = Gauge()
            weak var weakGauge = gauge
            let binder = gauge!.rx.level
            gauge = nil
            onMain { binder.onNext(3) }
            return "released \(weakGauge == nil)"
        },
    ]
}
