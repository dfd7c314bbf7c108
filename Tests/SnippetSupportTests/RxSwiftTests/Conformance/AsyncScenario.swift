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

/// How long a scenario waits for work on another thread or task before it renders "timed out".
/// Only a hang should reach it: on a loaded machine (other tests holding the cooperative pool's
/// threads, say) the work it waits for may well take many seconds to start.
let scenarioPatience = DispatchTimeInterval.seconds(300)

/// Runs `body` in a task on `ScenarioExecutor` and waits for what it returns (or the error it
/// throws, as `threw …`).
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
    return done.wait(timeout: .now() + scenarioPatience) == .timedOut ? "timed out" : result.text
}
