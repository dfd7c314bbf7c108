/// Disposes a group of disposables together; one added after disposal is disposed at once.
public final class CompositeDisposable: Cancelable {
    /// The key `insert` returns, to remove that disposable later.
    public struct DisposeKey: Hashable {
        fileprivate let value: Int
    }

    private let lock = RecursiveLock()
    private var entries: [(key: Int, disposable: Disposable)]? = []
    private var nextKey = 0

    public init() {}

    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        entries = [(0, disposable1), (1, disposable2)]
        nextKey = 2
    }

    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        entries = [(0, disposable1), (1, disposable2), (2, disposable3)]
        nextKey = 3
    }

    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        self.entries = []
        for disposable in [disposable1, disposable2, disposable3, disposable4] + disposables {
            entries?.append((nextKey, disposable))
            nextKey += 1
        }
    }

    public init(disposables: [Disposable]) {
        entries = disposables.enumerated().map { ($0.offset, $0.element) }
        nextKey = disposables.count
    }

    public var isDisposed: Bool { lock.performLocked { entries == nil } }

    /// The number of disposables held.
    public var count: Int { lock.performLocked { entries?.count ?? 0 } }

    /// Adds a disposable; `nil` (and the disposable disposed at once) when already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: Int? = lock.performLocked {
            guard entries != nil else { return nil }
            defer { nextKey += 1 }
            entries?.append((nextKey, disposable))
            return nextKey
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes and disposes the disposable `insert` returned `disposeKey` for.
    public func remove(for disposeKey: DisposeKey) {
        let removed: Disposable? = lock.performLocked {
            guard let index = entries?.firstIndex(where: { $0.key == disposeKey.value }) else { return nil }
            return entries?.remove(at: index).disposable
        }
        removed?.dispose()
    }

    public func dispose() {
        let all = lock.performLocked { () -> [(key: Int, disposable: Disposable)] in
            defer { entries = nil }
            return entries ?? []
        }
        for entry in all { entry.disposable.dispose() }
    }
}
