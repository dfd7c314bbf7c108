/// The subscriber's end of one subscription to an observable made in this layer.
///
/// Everything a source sends passes through here, so the sequence grammar is kept in one place:
/// nothing is passed on after `error` or `completed`, nor after the subscriber disposed. The
/// outlet also holds what the source returned when it was connected (`attach`) and ends it after
/// a terminal event or on disposal, whichever comes first.
final class Outlet<Element>: ObserverType, Cancelable, @unchecked Sendable {
    private let downstream: AnyObserver<Element>
    private let state = RecursiveLock()
    private let watch = GrammarWatch()
    private var finished = false
    private var cut = false
    private var upstream: Disposable?

    init(_ downstream: AnyObserver<Element>) {
        self.downstream = downstream
    }

    var isDisposed: Bool { state.performLocked { cut } }

    /// Hands over what ends the source's side; disposed at once if the outlet already is.
    func attach(_ connection: Disposable) {
        let late: Bool = state.performLocked {
            if cut { return true }
            upstream = connection
            return false
        }
        if late { connection.dispose() }
    }

    /// Passes `event` on and, if it ends the sequence, disposes the source right after.
    func on(_ event: Event<Element>) {
        send(event)
        if event.isStopEvent { dispose() }
    }

    /// Passes `event` on without disposing after a terminal one: for operators that still act
    /// after delivering it (`do(afterCompleted:)`), which call `dispose()` themselves.
    func send(_ event: Event<Element>) {
        watch.enter()
        defer { watch.leave() }
        let open: Bool = state.performLocked {
            guard !finished, !cut else { return false }
            finished = event.isStopEvent
            return true
        }
        if open { downstream.on(event) }
    }

    func dispose() {
        let connection: Disposable? = state.performLocked {
            guard !cut else { return nil }
            cut = true
            let connection = upstream
            upstream = nil
            return connection
        }
        connection?.dispose()
    }
}
