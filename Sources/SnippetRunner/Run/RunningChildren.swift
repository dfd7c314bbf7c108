import Foundation

/// Every process sitegen has started and not yet seen end (compilers, sandboxes, snippets), and
/// the working folders in use, so that Ctrl-C can end them all at once and leave nothing behind:
/// `Process` puts each child in a process group of its own, which the terminal's SIGINT to
/// sitegen's group never reaches, and a compiler would run on, orphaned, writing into a cache
/// folder nobody removes.
public enum RunningChildren {
    final class State: @unchecked Sendable {
        let lock = NSLock()
        var groups: Set<Int32> = []
        var tokens: Set<String> = []
        var folders: Set<URL> = []
        var ending = false
    }

    static let state = State()

    /// A child started (the leader of its own process group), with its run token if it has one.
    static func started(_ pid: Int32, token: String? = nil) {
        let endNow = state.lock.withLock {
            state.groups.insert(pid)
            if let token { state.tokens.insert(token) }
            return state.ending
        }
        // Started while everything was being ended: it goes too.
        if endNow {
            kill(-pid, SIGKILL)
            parkUntilExit()
        }
    }

    static func ended(_ pid: Int32, token: String? = nil) {
        let ending = state.lock.withLock {
            state.groups.remove(pid)
            if let token { state.tokens.remove(token) }
            return state.ending
        }
        // Killed by `endAll`: the run's end must not be taken for the snippet's (reported as a
        // crash, the verification finished and exiting 1 before the signal's exit).
        if ending { parkUntilExit() }
    }

    /// Holds the calling thread until `endAll`'s caller exits the process.
    static func parkUntilExit() -> Never {
        while true { pause() }
    }

    /// A working folder in use, removed by `endAll` unless given back first.
    static func using(_ folder: URL) { _ = state.lock.withLock { state.folders.insert(folder) } }
    static func finished(with folder: URL) { _ = state.lock.withLock { state.folders.remove(folder) } }

    /// Kills every child and what it started, and removes the working folders. Called on
    /// SIGINT or SIGTERM just before sitegen exits; what the cache holds was each written whole
    /// (`ResultCache.store`), so it keeps only finished results.
    public static func endAll() {
        let (groups, tokens, folders) = state.lock.withLock {
            state.ending = true
            return (state.groups, state.tokens, state.folders)
        }
        for group in groups { kill(-group, SIGKILL) }
        // Without the sandbox a snippet's children may have left its group; its token finds them.
        for token in tokens { SnippetProcess.killProcesses(carrying: token) }
        // SIGKILL is delivered, not obeyed at once: a compiler freeing gigabytes takes a moment
        // to go. Exiting before it has gone would leave it writing into the cache folder.
        waitUntilGone(groups, deadline: Date().addingTimeInterval(3))
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }

    /// Returns once no live (not zombie) process belongs to any of `groups`, or at `deadline`.
    static func waitUntilGone(_ groups: Set<Int32>, deadline: Date) {
        guard !groups.isEmpty else { return }
        while Date() < deadline, livingMembers(of: groups) {
            usleep(2_000)
        }
    }

    /// Whether a process of one of `groups` is still running, read from `/proc/PID/stat`
    /// (state is the field after the command's closing parenthesis, the group two after it).
    static func livingMembers(of groups: Set<Int32>) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries where Int32(entry) != nil {
            guard let data = FileManager.default.contents(atPath: "/proc/\(entry)/stat"),
                  let close = data.lastIndex(of: UInt8(ascii: ")")) else { continue }
            let fields = String(decoding: data[data.index(after: close)...], as: UTF8.self).split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", fields[0] != "X", let group = Int32(fields[2]) else { continue }
            if groups.contains(group) { return true }
        }
        return false
    }
}
