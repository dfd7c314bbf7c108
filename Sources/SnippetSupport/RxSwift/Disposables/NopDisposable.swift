/// Does nothing when disposed.
struct NopDisposable: Disposable {
    static let instance: Disposable = NopDisposable()
    func dispose() {}
}
