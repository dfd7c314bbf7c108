/// Collects disposables and disposes them when the bag is deallocated (or replaced): tie a
/// subscription's life to its owner with `.disposed(by: disposeBag)`.
public final class DisposeBag {
    private let lock = RecursiveLock()
    private var disposables: [Disposable] = []
    private var disposed = false

    public init() {}

    /// Adds a disposable; into a bag already disposed, it is disposed at once.
    public func insert(_ disposable: Disposable) {
        let disposeNow: Bool = lock.performLocked {
            if disposed { return true }
            disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Adds several disposables at once.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    public convenience init(disposing disposables: Disposable...) {
        self.init()
        self.disposables = disposables
    }

    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables = disposables
    }

    private func disposeAll() {
        let all: [Disposable] = lock.performLocked {
            defer { disposables = []; disposed = true }
            return disposables
        }
        for disposable in all { disposable.dispose() }
    }

    deinit {
        disposeAll()
    }
}

public extension Disposable {
    /// Puts this disposable into `bag`, disposed when the bag goes away.
    func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
