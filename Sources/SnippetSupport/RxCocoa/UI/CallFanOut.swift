import RxSwift

/// One kind of call (a delegate method, a deallocation), heard by any number of `.rx`
/// subscribers in the order they subscribed. UIKit runs on the main thread, and so does this.
final class CallFanOut<Value> {
    private var listeners: [(key: Int, observer: AnyObserver<Value>)] = []
    private var nextKey = 0
    private var finished = false

    /// Each call from now on; completes when `finish()` is called or this fan-out is gone.
    var observable: Observable<Value> {
        Observable.create { [weak self] observer in
            guard let self, !self.finished else {
                observer.on(.completed)
                return Disposables.create()
            }
            let key = nextKey
            nextKey += 1
            listeners.append((key, observer))
            return Disposables.create { [weak self] in
                self?.listeners.removeAll { $0.key == key }
            }
        }
    }

    /// Whether anyone listens.
    var isHeard: Bool { !listeners.isEmpty }

    func send(_ value: Value) {
        for listener in listeners { listener.observer.on(.next(value)) }
    }

    /// Completes every listener; later subscribers complete at once.
    func finish() {
        finished = true
        let ended = listeners
        listeners = []
        for listener in ended { listener.observer.on(.completed) }
    }
}
