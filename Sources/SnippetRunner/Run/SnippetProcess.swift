import Foundation

/// Runs one snippet program in its own process, inside its sandbox (`SnippetSandbox`), in a
/// folder of its own: no stdin, a timeout, a 1 MiB output cap, a cap on memory, and playground
/// semantics for snippets that schedule work (stopped once they go
/// idle). Whatever it started is killed when it ends — its process group, and every process
/// that inherited its run token (children it started with `Process` get groups of their own) —
/// so nothing is left behind holding its output open.
struct SnippetProcess {
    /// The environment variable that marks a snippet's processes, with a token per run.
    static let tokenVariable = "SITEGEN_SNIPPET_RUN"

    /// The address space a snippet may use: generous for any teaching example, but an endless
    /// allocation fails in the snippet instead of taking the machine's memory.
    static let memoryLimit = 4 << 30

    struct Limits: Sendable {
        var timeout: Double
        /// The snippet may schedule work for later: wait for it (see `SitegenHarness.end`).
        var mayBeAsync: Bool
        /// `needsIndefiniteExecution`: only `finishExecution()` or the timeout ends it.
        var indefinite: Bool
        /// Durations written in the snippet, in seconds: the least time to wait, and how long a
        /// silence must last before the snippet counts as idle.
        var durations: [Double]
        var outputCap = 1 << 20
        /// The sanitizer the program was built with, if any.
        var sanitizer: Sanitizer?
        var sandbox = SnippetSandbox(policy: .required)
    }

    enum Ending: Sendable, Hashable, Codable {
        case exited(Int32)
        case signal(Int32)
        case timedOut
        case outputLimit
        /// Scheduled work finished and nothing more happened: a normal end for a playground.
        case idle
    }

    struct Outcome: Sendable, Hashable, Codable {
        var ending: Ending
        var stdout: String
        var stderr: String
        var seconds: Double
        /// How many processes the snippet had when it was stopped, when that was near the
        /// sandbox's limit (a fork bomb).
        var processesAtEnd: Int? = nil
    }

    /// `environment`: the run's own variables (the fixtures file), on top of the few passed from
    /// sitegen's environment (`SnippetEnvironment`).
    /// `folder`: made for the run and removed after it; the snippet's working folder, `TMPDIR`,
    /// `HOME` and Caches folder (in the sandbox, a tmpfs mounted on it). `writable`: files
    /// outside it the snippet may write (its marble log); `readable`: files outside it the
    /// snippet may read (its fixtures).
    static func run(_ executable: URL, arguments: [String], limits: Limits, folder: URL, readable: [URL] = [], writable: [URL] = [], environment extra: [String: String] = [:]) throws -> Outcome {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Caches"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        // A sanitized snippet reserves terabytes of shadow address space; its runtime caps the
        // resident size instead (`Sanitizer.environment`).
        let (program, programArguments) = limits.sandbox.command(executable, arguments, folder: folder, readable: readable, writable: writable, addressSpace: limits.sanitizer == nil ? memoryLimit : nil)
        process.currentDirectoryURL = folder
        process.executableURL = program
        process.arguments = programArguments
        process.standardInput = FileHandle.nullDevice
        let token = UUID().uuidString
        var own = extra
        own[tokenVariable] = token
        if let sanitizer = limits.sanitizer { own[sanitizer.environment.name] = sanitizer.environment.value }
        let environment = SnippetEnvironment.make(inherited: ProcessInfo.processInfo.environment, folder: folder, extra: own)
        process.environment = environment
        var pipes = OutputPipes()
        process.standardOutput = pipes.out
        process.standardError = pipes.err
        let collector = OutputCollector(limit: limits.outputCap, startMarker: ProgramWriter.startMarker)
        let started = Date()
        try process.run()
        RunningChildren.started(process.processIdentifier, token: token)
        defer { RunningChildren.ended(process.processIdentifier, token: token) }
        let longest = limits.durations.max() ?? 0
        let leastRun = min(limits.timeout, limits.durations.reduce(0, +) + 0.25)
        let quietWindow = longest + 0.3
        var forced: Ending?
        var processes = 0
        // The wait status, when sitegen had to reap the process itself (see `reapIfZombie`).
        var reaped: Int32?
        var turns = 0
        while process.isRunning {
            turns += 1
            if turns % 25 == 0, let status = reapIfZombie(process.processIdentifier) {
                reaped = status
                break
            }
            let elapsed = Date().timeIntervalSince(started)
            if collector.hasOverflowed {
                forced = .outputLimit
            } else if elapsed > limits.timeout {
                forced = .timedOut
            } else if limits.mayBeAsync && !limits.indefinite && elapsed > leastRun && collector.hasStarted
                        && Date().timeIntervalSince(collector.lastOutput) > quietWindow {
                // Not before the program has begun: on a loaded machine bubblewrap can wait in
                // the kernel (making a network namespace while another sandbox's is torn down)
                // longer than the quiet window, and a snippet not yet started looked idle.
                // Quiet is not idle while one of its threads is runnable: on a loaded machine a
                // background queue's work may wait longer than the quiet window for a core.
                // Output that came since the last turn's read counts first.
                pipes.read(waiting: 0, into: collector)
                if Date().timeIntervalSince(collector.lastOutput) <= quietWindow {
                    // Not quiet after all.
                } else if hasRunnableThread(carrying: token) {
                    collector.noteActivity()
                } else {
                    forced = .idle
                }
            }
            if forced != nil {
                processes = Self.processes(carrying: token).count
                kill(process.processIdentifier, SIGKILL)
                break
            }
            // The pipes read as output comes, and the loop's pause.
            pipes.read(waiting: 2, into: collector)
        }
        // Not `waitUntilExit()`, which waits for Foundation to see the end: under load it once
        // left a killed sandbox unreaped and verification waiting for ever.
        let waitDeadline = Date().addingTimeInterval(5)
        while reaped == nil && process.isRunning && Date() < waitDeadline {
            if let status = reapIfZombie(process.processIdentifier) { reaped = status }
            usleep(2_000)
        }
        // Whatever the snippet started goes with it (children would keep the pipes open). In
        // the sandbox, a snippet that ended by itself took its process namespace with it: the
        // kernel kills what is left there before bubblewrap's wait returns, so the look-up by
        // token (a read of every process's environment, several milliseconds a run) is spared.
        kill(-process.processIdentifier, SIGKILL)
        if forced != nil || !limits.sandbox.endsEverythingWithTheRun { killProcesses(carrying: token) }
        // Not `readDataToEndOfFile`: a process that escaped the kills (forked while they ran)
        // would hold the pipes open and block verification forever.
        drain(&pipes, into: collector, token: token)
        let ending: Ending
        if let forced {
            ending = forced
        } else if let reaped {
            // The C macros: the low 7 bits are the signal that ended it, the next byte the status.
            ending = reaped & 0x7f != 0 ? .signal(reaped & 0x7f) : limits.sandbox.ending(exitStatus: (reaped >> 8) & 0xff)
        } else if process.isRunning {
            ending = .signal(SIGKILL)
        } else if process.terminationReason == .uncaughtSignal {
            ending = .signal(process.terminationStatus)
        } else {
            ending = limits.sandbox.ending(exitStatus: process.terminationStatus)
        }
        var outcome = Outcome(ending: ending, stdout: collector.text(1), stderr: collector.text(2), seconds: Date().timeIntervalSince(started))
        if processes >= SnippetSandbox.processLimit / 2 { outcome.processesAtEnd = processes }
        return outcome
    }

    /// Reaps `pid` when it has ended and nobody has collected it (state `Z` in
    /// `/proc/PID/stat`), returning its wait status. Foundation reaps its children on a signal
    /// handler of its own; once, under load, it never did, and a snippet that had ended looked
    /// alive for ever. When Foundation gets there first, `waitpid` finds nothing and this is nil.
    static func reapIfZombie(_ pid: Int32) -> Int32? {
        guard state(of: "/proc/\(pid)/stat") == UInt8(ascii: "Z") else { return nil }
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid ? status : nil
    }

    /// Whether a thread of the run's processes is running or waiting for a core (state `R` in
    /// `/proc/PID/task/TID/stat`) or for the disk (`D`: a page of the program being read in).
    static func hasRunnableThread(carrying token: String) -> Bool {
        processes(carrying: token).contains { pid in
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []).contains { thread in
                let letter = state(of: "/proc/\(pid)/task/\(thread)/stat")
                return letter == UInt8(ascii: "R") || letter == UInt8(ascii: "D")
            }
        }
    }

    /// The state letter of a `/proc` `stat` file: the field after the command's closing `)`.
    static func state(of statFile: String) -> UInt8? {
        guard let stat = FileManager.default.contents(atPath: statFile),
              let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.endIndex else { return nil }
        return stat[close + 2]
    }

    /// The processes whose environment holds this run's token (read from /proc).
    static func processes(carrying token: String) -> [Int32] {
        let marker = Data("\(tokenVariable)=\(token)\u{0}".utf8)
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
            guard let pid = Int32(entry), pid != getpid(),
                  let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                  environ.range(of: marker) != nil else { return nil }
            return pid
        }
    }

    /// Kills every process whose environment holds this run's token, until two passes in a row
    /// find none (one may fork while being found, and a child in the middle of `exec` may not
    /// show its environment for an instant).
    static func killProcesses(carrying token: String) {
        var quietPasses = 0
        for _ in 0..<50 where quietPasses < 2 {
            let found = processes(carrying: token)
            for pid in found { kill(pid, SIGKILL) }
            quietPasses = found.isEmpty ? quietPasses + 1 : 0
            if found.isEmpty && quietPasses < 2 { usleep(2_000) }
        }
    }

    /// Reads the snippet's pipes to their end, with the reading of the run's own loop. While
    /// something still holds a pipe open, the run's processes are looked for and killed again
    /// every 100 ms; after 5 s the rest is given up (whatever held the pipe cannot be found by
    /// its token).
    static func drain(_ pipes: inout OutputPipes, into collector: OutputCollector, token: String) {
        let deadline = Date().addingTimeInterval(5)
        while !pipes.ended && Date() < deadline {
            if !pipes.read(waiting: 100, into: collector) { killProcesses(carrying: token) }
        }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL (illegal instruction: a Swift runtime trap)"
        case SIGTRAP: "SIGTRAP (a Swift runtime trap)"
        case SIGSEGV: "SIGSEGV (segmentation fault)"
        case SIGABRT: "SIGABRT (abort)"
        case SIGBUS: "SIGBUS (bus error)"
        case SIGFPE: "SIGFPE (arithmetic error)"
        case SIGKILL: "SIGKILL"
        case SIGXCPU: "SIGXCPU (the sandbox's limit of \(SnippetSandbox.cpuSeconds) s of CPU time)"
        case SIGXFSZ: "SIGXFSZ (the sandbox's limit of \(SnippetSandbox.fileSizeLimit >> 20) MiB for a file)"
        default: "signal \(signal)"
        }
    }

    /// The Swift runtime's own words about a crash (`Fatal error: …`), without the backtrace.
    static func runtimeMessage(_ stderr: String) -> String? {
        let lines = stderr.split(separator: "\n").filter { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }
        return lines.isEmpty ? nil : lines.prefix(3).joined(separator: "\n")
    }
}
