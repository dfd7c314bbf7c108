import Foundation

/// The views a table or collection view keeps for reuse, by reuse identifier: how to make one
/// (from a registered class) and those scrolled away, waiting to be handed out again.
final class ReusePool<View: UIView> {
    private var makers: [String: () -> View] = [:]
    private var waiting: [String: [View]] = [:]

    /// Registers how to make views for `identifier`; nil forgets the registration.
    func register(_ maker: (() -> View)?, for identifier: String) {
        makers[identifier] = maker
    }

    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// The view that has waited longest (`reused` true: the caller calls its `prepareForReuse`),
    /// else a new one from the registration, else nil. First in, first out, so the first row
    /// scrolled away is the first reused: what a snippet prints reads in scrolling order.
    func take(_ identifier: String) -> (view: View, reused: Bool)? {
        if var queue = waiting[identifier], !queue.isEmpty {
            let view = queue.removeFirst()
            waiting[identifier] = queue
            return (view, true)
        }
        return makers[identifier].map { ($0(), false) }
    }

    /// Keeps a view that left the screen for the next `take`.
    func put(_ view: View, for identifier: String) {
        waiting[identifier, default: []].append(view)
    }

    /// How many views wait under `identifier`.
    func waitingCount(_ identifier: String) -> Int { waiting[identifier]?.count ?? 0 }
}
