import Foundation

/// The recursive lock every stateful piece uses: a thread may re-enter (an observer sending from
/// inside `onNext`), another thread waits.
final class RecursiveLock: @unchecked Sendable {
    private let base = NSRecursiveLock()

    func lock() { base.lock() }
    func unlock() { base.unlock() }

    @inline(__always)
    func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        base.lock()
        defer { base.unlock() }
        return try body()
    }
}
