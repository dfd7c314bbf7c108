import Foundation

/// Whether snippets must run sandboxed (`verify`, `build` and `serve` refuse to run any when the
/// machine cannot provide the sandbox) or run with the user's own rights (`--no-sandbox`).
public enum SandboxPolicy: Sendable {
    case required
    case off
}

/// The machine cannot sandbox snippets: why, and what to do about it.
public struct SandboxUnavailable: Error, CustomStringConvertible, Sendable {
    public var reason: String

    public var description: String {
        "snippets cannot run sandboxed on this machine: \(reason); install bubblewrap (apt-get install bubblewrap) on a system that allows user namespaces, or pass --no-sandbox to run the snippets with your own rights"
    }
}

/// The walls around one snippet process, built from bubblewrap (Debian's `bubblewrap`, the
/// sandbox Flatpak uses); inside them `sitegen-launch` (Sources/SnippetLaunch, built beside
/// sitegen) sets the limits and the user id and runs the snippet:
///
/// - no network: a network namespace of its own, with only its own loopback;
/// - of the file system only what running the snippet needs (`SandboxFiles`), read-only, and
///   the snippet's own folder: a size-limited tmpfs mounted on it (its `TMPDIR`, `HOME` and
///   Caches folder), gone when the run ends;
/// - an environment of a few allowed variables (`SnippetEnvironment`);
/// - its own process namespace, so everything it starts ends with it;
/// - limits on processes and threads, file size, CPU time and address space.
///
/// `RLIMIT_NPROC` counts processes per real user id and is not enforced for root, so when
/// sitegen runs as root the snippet runs as a user id of its own, with no capability at all:
/// what it may read is what every user may read, of the little it sees. (It once kept
/// `CAP_DAC_READ_SEARCH`, to reach its program under a `0700` `/root`; its program and files
/// are now bound in at their paths, under folders bubblewrap makes.) Not root's real id with
/// an effective id of 0: that puts the C library in secure mode, which drops `TMPDIR`. Run by
/// another user, bubblewrap makes a user namespace, where the limit counts that user's
/// processes.
struct SnippetSandbox: Sendable {
    /// `SITEGEN_BWRAP` names another bubblewrap (one built by hand, or none: a test of a
    /// machine without it).
    static let bwrap = ProcessInfo.processInfo.environment["SITEGEN_BWRAP"] ?? "/usr/bin/bwrap"
    /// Sets the limits and, as root, the user id, then runs the snippet: one exec of a static
    /// program where util-linux's `prlimit` and `setpriv` took two (5 ms less a snippet on a
    /// loaded machine; docs/benchmarks.md).
    static let launcher = SupportLibrary.launcher.path

    /// Processes and threads together (a Dispatch-heavy snippet uses a few dozen threads).
    static let processLimit = 512
    /// The largest file a snippet may write, and the size of its folder.
    static let fileSizeLimit = 256 << 20
    static let folderSize = 256 << 20
    /// CPU seconds: a snippet that spins is stopped by its wall-clock timeout first; this is the
    /// backstop for one that forks spinning children.
    static let cpuSeconds = 120

    var policy: SandboxPolicy

    /// `nil` when bubblewrap works here, else why not. Tried once per process.
    static let unavailability: String? = probe()

    /// Throws when the policy asks for a sandbox the machine cannot give.
    func check() throws {
        if policy == .required, let reason = Self.unavailability { throw SandboxUnavailable(reason: reason) }
    }

    /// The command line that runs `executable` with `arguments` inside the walls, in `folder`.
    /// `addressSpace`: the memory cap (none for sanitized programs, see `Sanitizer`).
    /// `readable` and `writable`: files outside the folder the run may read (its fixtures) or
    /// write (its marble log).
    func command(_ executable: URL, _ arguments: [String], folder: URL, readable: [URL] = [], writable: [URL] = [], addressSpace: Int?) -> (URL, [String]) {
        var limits = ["--core=0"]
        if let addressSpace { limits.append("--as=\(addressSpace)") }
        guard policy == .required else {
            guard FileManager.default.isExecutableFile(atPath: Self.launcher) else { return (executable, arguments) }
            return (URL(fileURLWithPath: Self.launcher), limits + ["--", executable.path] + arguments)
        }
        limits += ["--nproc=\(Self.processLimit)", "--fsize=\(Self.fileSizeLimit)", "--cpu=\(Self.cpuSeconds)"]
        // The binds after the walls, which make the folders above them passable first.
        let walls = Self.walls(folder: folder.path, under: [executable.path] + (readable + writable).map(\.path))
            + ["--ro-bind", executable.path, executable.path]
            + readable.flatMap { ["--ro-bind", $0.path, $0.path] }
            + writable.flatMap { ["--bind", $0.path, $0.path] }
        let inner = [Self.launcher] + limits + Self.ownUser() + ["--", executable.path] + arguments
        return (URL(fileURLWithPath: Self.bwrap), walls + ["--"] + inner)
    }

    /// bubblewrap's options: the system's files read-only (`SandboxFiles`), fresh /dev and
    /// /proc, the folder a tmpfs, its own namespaces (network and processes included), ended
    /// with sitegen. `under`: the paths bound in besides, whose folders are made with the folder's, each once.
    static func walls(folder: String, under bound: [String] = []) -> [String] {
        var options = [
            // Not `--unshare-all`: as root that makes a user namespace mapping root alone, where
            // the run's own user id (`ownUser`) cannot exist. Run by a user, bubblewrap makes
            // one anyway.
            // Not the host name's or the cgroups' namespaces either: as its own user the snippet
            // can change neither, so they would only be two more steps on every run.
            "--unshare-ipc", "--unshare-pid", "--unshare-net",
            "--die-with-parent", "--new-session",
        ] + SandboxFiles.baseOptions + SandboxFiles.folders(leadingTo: bound + [folder + "/x"]) + [
            "--dev", "/dev",
            "--proc", "/proc",
            "--perms", "01777", "--size", String(folderSize), "--tmpfs", folder,
            "--perms", "01777", "--dir", folder + "/Caches",
            "--chdir", folder,
        ]
        if isSystemRoot {
            // For the launcher's change of user id (`ownUser`), which then drops them all.
            for capability in ["CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP"] { options += ["--cap-add", capability] }
        }
        return options
    }

    /// As root: the launcher's option for a user and group id of the run's own (a random one
    /// far above ordinary users; no supplementary groups, every capability dropped).
    /// Otherwise nothing: the user namespace already counts on its own.
    static func ownUser() -> [String] {
        guard isSystemRoot else { return [] }
        return ["--user=\(200_000 + Int.random(in: 0..<800_000))"]
    }

    /// Whether the end of the snippet's own process ends everything it started: in the sandbox
    /// it runs in a process namespace of its own, which ends with it: the kernel kills the rest.
    var endsEverythingWithTheRun: Bool { policy == .required }

    /// How the snippet ended, from what bubblewrap reports: it waits for the snippet and exits
    /// with its status, or with 128 + the signal that ended it. A status that stands for a
    /// crash's signal is read as that signal (a snippet calling `exit(134)` itself would look
    /// like an abort: the one thing the sandbox blurs).
    func ending(exitStatus status: Int32) -> SnippetProcess.Ending {
        guard policy == .required, status > 128, Self.crashSignals.contains(status - 128) else { return .exited(status) }
        return .signal(status - 128)
    }

    static let crashSignals: Set<Int32> = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGKILL, SIGSEGV, SIGSYS, SIGXCPU, SIGXFSZ]

    /// Root of the machine itself, not of a user namespace (a rootless container, `unshare
    /// --map-root-user`): there root maps to an ordinary user, the process limit holds as it is,
    /// and no other user id exists to switch to.
    static let isSystemRoot: Bool = {
        guard getuid() == 0, let map = try? String(contentsOfFile: "/proc/self/uid_map", encoding: .utf8) else { return false }
        return map.split(whereSeparator: \.isWhitespace) == ["0", "0", "4294967295"]
    }()

    /// Runs `/bin/true` inside the same walls.
    static func probe() -> String? {
        if !FileManager.default.isExecutableFile(atPath: bwrap) { return "\(bwrap) is not installed" }
        if !FileManager.default.isExecutableFile(atPath: launcher) {
            return "\(launcher) is missing (`swift build` builds it beside sitegen)"
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-sandbox-probe-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [bwrap] + walls(folder: folder.path) + ["--", launcher] + ownUser() + ["--", "/bin/true"]
        guard let result = try? Command.run(arguments, timeout: 30) else { return "\(bwrap) could not be started" }
        guard result.status == 0 else {
            let said = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            return "bwrap failed (\(said.isEmpty ? "exit status \(result.status)" : said))"
        }
        return nil
    }
}
