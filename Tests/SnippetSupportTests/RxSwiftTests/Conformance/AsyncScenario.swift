import Dispatch
import Foundation

/// Runs the jobs of the tasks that prefer it on a concurrent dispatch queue of its own, so a
/// scenario's task never waits for a thread of the small shared pool.
final class ScenarioExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = ScenarioExecutor()
    private let queue = DispatchQueue(label: "conformance.tasks", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// A log that several threads and tasks may write to.
final class LockedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func callAsFunction(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return lines.joined(separator: ", ") }
}

/// Runs `body` in a task on `ScenarioExecutor` and waits for what it returns (or the error it
/// throws, as `threw …`); the half-minute limit only turns a hang into a wrong rendering.
func awaitTask(_ body: @escaping @Sendable () async throws -> String) -> String {
    let done = DispatchSemaphore(value: 0)
    let result = LockedLog()
    Task(executorPreference: ScenarioExecutor.shared) {
        do {
            result(try await body())
        } catch {
            result("threw \(error)")
        }
        done.signal()
    }
    return done.wait(timeout: .now() + 30) == .timedOut ? "timed out" : result.text
}
