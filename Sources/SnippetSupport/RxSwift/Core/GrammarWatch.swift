import Foundation

/// Counts, per thread, the deliveries of one sequence that are under way, and warns when a
/// second one starts before the first returned: on the same thread (an observer feeding the
/// sequence it observes) or on another (two threads sending without synchronising). RxSwift's
/// debug build warns in both cases and then delivers anyway; so does this layer, always, since
/// the reference is RxSwift as SwiftPM builds it by default. Only the first line of each warning
/// is RxSwift's; the explanation is ours.
final class GrammarWatch: @unchecked Sendable {
    private let counts = RecursiveLock()
    private var active: [ObjectIdentifier: Int] = [:]

    func enter() {
        let me = ObjectIdentifier(Thread.current)
        let (nested, crossed): (Bool, Bool) = counts.performLocked {
            let depth = active[me, default: 0]
            active[me] = depth + 1
            return (depth > 0, active.count > 1)
        }
        if nested { print(GrammarWatch.overlapWarning) }
        if crossed { print(GrammarWatch.threadsWarning) }
    }

    func leave() {
        let me = ObjectIdentifier(Thread.current)
        counts.performLocked {
            guard let depth = active[me] else { return }
            if depth > 1 { active[me] = depth - 1 } else { active[me] = nil }
        }
    }

    static let overlapWarning = "⚠️ Reentrancy anomaly was detected.\n"
        + "  sitegen's RxSwift layer: an event reached a sequence while its previous event was still being delivered\n"
        + "  on this thread, breaking the grammar `next* (error | completed)?`. Often an observer feeds its own source.\n"
        + "  If that is intended, deliver later instead: `.observe(on: MainScheduler.asyncInstance)`.\n"

    static let threadsWarning = "⚠️ Synchronization anomaly was detected.\n"
        + "  sitegen's RxSwift layer: two threads delivered events to one sequence at the same time; the order of what\n"
        + "  follows depends on the thread scheduler. Send from one queue, or `.observe(on:)` a serial scheduler.\n"
}
