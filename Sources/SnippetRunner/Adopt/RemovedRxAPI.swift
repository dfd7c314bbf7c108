/// RxSwift API that older notes use and RxSwift 6 no longer has (RxSwift's migration guides
/// for 3, 4, 5 and 6), each with what to write instead. Found by name in a block that does not
/// compile: "cannot find 'Variable' in scope" says less to an author than this.
enum RemovedRxAPI {
    struct Entry: Sendable, Hashable {
        var name: String
        var replacement: String
    }

    static let entries: [Entry] = [
        Entry(name: "Variable", replacement: "BehaviorRelay (import RxRelay): `.value` reads, `.accept(_:)` writes"),
        Entry(name: "addDisposableTo", replacement: ".disposed(by: disposeBag)"),
        Entry(name: "subscribeNext", replacement: ".subscribe(onNext: { … })"),
        Entry(name: "subscribeError", replacement: ".subscribe(onError: { … })"),
        Entry(name: "subscribeCompleted", replacement: ".subscribe(onCompleted: { … })"),
        Entry(name: "bindTo", replacement: ".bind(to:)"),
        Entry(name: "shareReplay", replacement: ".share(replay:scope:)"),
        Entry(name: "shareReplayLatestWhileConnected", replacement: ".share(replay: 1)"),
        Entry(name: "NopDisposable", replacement: "Disposables.create()"),
        Entry(name: "AnonymousDisposable", replacement: "Disposables.create { … }"),
        Entry(name: "mapWithIndex", replacement: ".enumerated().map { index, element in … }"),
        Entry(name: "flatMapWithIndex", replacement: ".enumerated().flatMap { index, element in … }"),
        Entry(name: "skipWhileWithIndex", replacement: ".enumerated().skip(while:)"),
        Entry(name: "takeWhileWithIndex", replacement: ".enumerated().take(while:)"),
        Entry(name: "rx_tap", replacement: ".rx.tap"),
        Entry(name: "rx_text", replacement: ".rx.text"),
        Entry(name: "rx_observe", replacement: ".rx.observe(_:_:)"),
        Entry(name: "rx_deallocated", replacement: ".rx.deallocated"),
        Entry(name: "UIBindingObserver", replacement: "Binder"),
        Entry(name: "toObservable", replacement: "Observable.from(_:)"),
    ]

    /// RxSwift 5 took times as `RxTimeInterval` (`DispatchTimeInterval`), no longer seconds as
    /// a `Double`: found in the compiler's message rather than by name.
    static let timeInterval = Entry(name: "RxTimeInterval", replacement: "times as DispatchTimeInterval: .milliseconds(500), .seconds(1) instead of 0.5, 1.0")

    /// The entries whose name `identifiers` (a block's identifier tokens) holds, in table order.
    static func found(in identifiers: Set<String>) -> [Entry] {
        entries.filter { identifiers.contains($0.name) }
    }
}
