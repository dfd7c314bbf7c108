import Foundation

/// What a snippet sees of the machine's files: what running it needs and nothing else. Not `/`
/// read-only: that let a snippet read every world-readable file (other checkouts, `/tmp`, home
/// folders left open, the content folder) and, with the capability it had as root, every file.
///
/// bubblewrap starts from an empty root; these bubblewrap options put back, read-only:
/// - the system's programs and shared libraries (`/usr`, and `/bin`, `/lib`… as the symlinks
///   or folders they are), which Foundation, libcurl and the C library load;
/// - from `/etc` only the loader's cache and the time zone (`/etc/localtime` as the symlink it
///   is, so `TimeZone.current` keeps its name); the locale and time-zone data are under `/usr`;
/// - the Swift runtime libraries of the toolchain, wherever it is installed;
/// - sitegen's launcher and the snippet library's shared objects (not the rest of their build
///   folder);
/// - per run (`SnippetSandbox.command`): the program, its fixtures, its own folder.
enum SandboxFiles {
    /// Top-level entries that are the system's own software, not anyone's data.
    static let systemEntries = ["usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32"]
    /// The files of `/etc` a program's start and `TimeZone`/`Locale` read.
    static let etcFiles = ["/etc/ld.so.cache", "/etc/localtime", "/etc/timezone", "/etc/locale.alias", "/etc/nsswitch.conf"]

    /// The options for everything every run sees; computed once per process.
    static let baseOptions: [String] = {
        var options: [String] = []
        for entry in systemEntries {
            let path = "/" + entry
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                options += ["--symlink", target, path]
            } else if FileManager.default.fileExists(atPath: path) {
                options += ["--ro-bind", path, path]
            }
        }
        options += folders(leadingTo: ["/etc/x"] + runtimeFolders.filter { !isUnderSystem($0) } + supportFiles)
        for path in etcFiles {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                options += ["--symlink", target, path]
            } else {
                options += ["--ro-bind-try", path, path]
            }
        }
        for folder in runtimeFolders where !isUnderSystem(folder) {
            options += ["--ro-bind", folder, folder]
        }
        for file in supportFiles {
            options += ["--ro-bind", file, file]
        }
        return options
    }()

    /// `--dir` for every folder above `paths`, outermost first, each once: bubblewrap makes the
    /// folders above a bound path itself, but as `0700`, which a snippet run under its own user
    /// id cannot pass through (its own program was then "Permission denied"). These are `0755`
    /// and hold nothing but the way down to what is bound.
    static func folders(leadingTo paths: [String]) -> [String] {
        var made: Set<String> = []
        var options: [String] = []
        for path in paths {
            var folder = ""
            for component in path.split(separator: "/").dropLast() {
                folder += "/" + component
                guard !isUnderSystem(folder), made.insert(folder).inserted else { continue }
                options += ["--dir", folder]
            }
        }
        return options
    }

    /// Whether `path` is inside what `systemEntries` already shows.
    static func isUnderSystem(_ path: String) -> Bool {
        systemEntries.contains { path == "/" + $0 || path.hasPrefix("/" + $0 + "/") }
    }

    /// The folders holding the Swift runtime a snippet's program loads (`libswiftCore.so`,
    /// Foundation, Dispatch) and, in a sanitized build, the sanitizer's runtime
    /// (`libclang_rt.asan-x86_64.so`, which sanitized snippets load too): where sitegen's own
    /// came from (it was built by the same toolchain as the snippet library), and beside the
    /// `swiftc` that compiles snippets.
    static let runtimeFolders: [String] = {
        var folders: [String] = []
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") || line.contains("/libclang_rt.") {
            guard let start = line.firstIndex(of: "/") else { continue }
            let folder = URL(fileURLWithPath: String(line[start...])).deletingLastPathComponent().path
            if !folders.contains(folder) { folders.append(folder) }
        }
        if let compiler = executableOnPath("swiftc") {
            let folder = compiler.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/linux").path
            if FileManager.default.fileExists(atPath: folder) && !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }()

    /// The launcher and the snippet library's shared objects, each on its own: their folder is
    /// a build folder (`.build/debug`) inside a checkout, or, installed, `PREFIX/lib/sitegen`
    /// with the launcher in `PREFIX/bin` beside sitegen.
    static let supportFiles: [String] = {
        let folder = SupportLibrary.folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let libraries = names.filter { $0.hasSuffix(".so") }.sorted().map { folder.appendingPathComponent($0).path }
        let launcher = SupportLibrary.launcher.path
        return (FileManager.default.fileExists(atPath: launcher) ? [launcher] : []) + libraries
    }()

    static func executableOnPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
