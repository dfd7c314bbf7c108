extension DisposeBag {
    /// Lists disposables one per line: `bag.insert { a; b }`, `DisposeBag { a; b }`. Only plain
    /// lines, as in RxSwift (no `if` or `for` inside).
    @resultBuilder
    public struct DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }

    /// A bag holding what `builder` lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds what `builder` lists, in order.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds the disposables of an array, in order.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }
}
