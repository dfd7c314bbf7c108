import Foundation

/// Notices an event sent while the previous one is still being delivered (reentrancy) or two
/// threads sending at once, and prints the warning RxSwift's debug build prints. Always on: the
/// reference behaviour is RxSwift built in debug, as SwiftPM builds it by default.
final class SynchronizationTracker: @unchecked Sendable {
    private let lock = RecursiveLock()
    private var depthByThread: [ObjectIdentifier: Int] = [:]

    func register() {
        lock.performLocked {
            let thread = ObjectIdentifier(Thread.current)
            let depth = (depthByThread[thread] ?? 0) + 1
            if depth > 1 {
                print(Self.reentrancyWarning)
            }
            depthByThread[thread] = depth
            if depthByThread.count > 1 {
                print(Self.synchronizationWarning)
            }
        }
    }

    func unregister() {
        lock.performLocked {
            let thread = ObjectIdentifier(Thread.current)
            let depth = (depthByThread[thread] ?? 1) - 1
            depthByThread[thread] = depth == 0 ? nil : depth
        }
    }

    static let reentrancyWarning = """
    ⚠️ Reentrancy anomaly was detected.
      > Debugging: To debug this issue you can set a breakpoint in sitegen's RxSwift layer (SynchronizationTracker) and observe the call stack.
      > Problem: This behavior is breaking the observable sequence grammar. `next (error | completed)?`
        This behavior breaks the grammar because there is overlapping between sequence events.
        Observable sequence is trying to send an event before sending of previous event has finished.
      > Interpretation: This could mean that there is some kind of unexpected cyclic dependency in your code,
        or that the system is not behaving in the expected way.
      > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`
        or by enqueuing sequence events in some other way.

    """

    static let synchronizationWarning = """
    ⚠️ Synchronization anomaly was detected.
      > Debugging: To debug this issue you can set a breakpoint in sitegen's RxSwift layer (SynchronizationTracker) and observe the call stack.
      > Problem: This behavior is breaking the observable sequence grammar. `next (error | completed)?`
        This behavior breaks the grammar because there is overlapping between sequence events.
        Observable sequence is trying to send an event before sending of previous event has finished.
      > Interpretation: Two different unsynchronized threads are trying to send some event simultaneously.
        This is undefined behavior because the ordering of the effects caused by these events is nondeterministic and depends on the 
        operating system thread scheduler. This will result in a random behavior of your program.
      > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`
        or by synchronizing sequence events in some other way.

    """
}
