import Foundation
#if canImport(Glibc)
import Glibc
#endif
import NotesModel

/// Watches folders, and every folder below them, with Linux's inotify — no polling of the tree.
///
/// Events come in bursts (an editor's save is often a write, a rename and a chmod), so they are
/// gathered into one batch of `SourceChanges` (the pipeline's own type: files, folders, or
/// everything when the kernel's queue overflowed) that is delivered once the folders have been
/// quiet for `quiet`, or after `longest` at most. Editor droppings (`.swp`, `~`, `4913`,
/// `.#note.md`) are ignored.
final class FileWatcher: @unchecked Sendable {
    let batches: AsyncStream<SourceChanges>
    private let continuation: AsyncStream<SourceChanges>.Continuation
    private let descriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let quiet: Int32
    private let longest: Double
    /// Watch descriptor → folder path. Touched by `init` and then only by the watcher thread.
    private var folders: [Int32: String] = [:]

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)
        | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW)

    /// - Parameters:
    ///   - roots: folders to watch (symlinks to them are resolved; links below are not followed).
    ///   - quiet: how long the folders must be quiet before a batch is delivered, in ms.
    init(roots: [URL], quiet: Int32 = 40, longest: Double = 0.3) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { throw WatchError(message: "cannot start inotify: \(String(cString: strerror(errno)))") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw WatchError(message: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        self.quiet = quiet
        self.longest = longest
        (batches, continuation) = AsyncStream.makeStream(of: SourceChanges.self, bufferingPolicy: .unbounded)
        for root in roots {
            _ = addTree(root.resolvingSymlinksInPath().standardizedFileURL.path)
        }
    }

    /// How many folders are watched (for the start-up line).
    var folderCount: Int { folders.count }

    /// Starts the thread that reads events.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "sitegen-watcher"
        thread.start()
    }

    /// Stops the thread; `batches` then ends.
    func stop() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func run() {
        var pending = SourceChanges()
        var firstEvent: Double?
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64 * 1024, alignment: 8)
        defer {
            buffer.deallocate()
            close(descriptor)
            close(wakeRead)
            close(wakeWrite)
            continuation.finish()
        }
        while true {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            var timeout: Int32 = -1
            if let firstEvent {
                let left = Int32(max(0, (firstEvent + longest - Self.now()) * 1000))
                timeout = min(quiet, left)
            }
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            if fds[1].revents != 0 { return }
            if ready > 0 && fds[0].revents != 0 {
                let count = read(descriptor, buffer, 64 * 1024)
                if count > 0 {
                    parse(buffer, count: count, into: &pending)
                    if firstEvent == nil && !pending.isEmpty { firstEvent = Self.now() }
                }
                if let firstEvent, Self.now() - firstEvent < longest { continue }
            }
            // Quiet for `quiet` ms (or waited `longest`): deliver what was gathered.
            if !pending.isEmpty {
                continuation.yield(pending)
                pending = SourceChanges()
            }
            firstEvent = nil
        }
    }

    private func parse(_ buffer: UnsafeMutableRawPointer, count: Int, into batch: inout SourceChanges) {
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
            let nameLength = Int(event.len)
            var name = ""
            if nameLength > 0 {
                let start = buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self)
                name = String(cString: start)
            }
            offset += header + nameLength
            handle(event, name: name, into: &batch)
        }
    }

    private func handle(_ event: inotify_event, name: String, into batch: inout SourceChanges) {
        let mask = event.mask
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            batch.everything = true
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[event.wd] = nil
            return
        }
        guard let folder = folders[event.wd] else { return }
        if mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
            batch.folders.insert(folder)
            return
        }
        guard !name.isEmpty, !Self.isIgnored(name) else { return }
        let path = folder + "/" + name
        if mask & UInt32(IN_ISDIR) != 0 {
            batch.folders.insert(path)
            if mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
                // Files may have landed in the new folder before its watch was added.
                batch.paths.formUnion(addTree(path))
            }
            return
        }
        batch.paths.insert(path)
    }

    /// Watches `path` and every folder below it; returns the files found there.
    private func addTree(_ path: String) -> [String] {
        var files: [String] = []
        addWatch(path)
        let url = URL(fileURLWithPath: path)
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return files }
        for case let item as URL in walker {
            let values = try? item.resourceValues(forKeys: Set(keys))
            if values?.isSymbolicLink == true {
                files.append(item.path)
                walker.skipDescendants()
            } else if values?.isDirectory == true {
                addWatch(item.path)
            } else {
                files.append(item.path)
            }
        }
        return files
    }

    private func addWatch(_ path: String) {
        let watch = inotify_add_watch(descriptor, path, Self.mask)
        if watch >= 0 { folders[watch] = path }
    }

    /// Files editors write beside the real one while saving, and hidden files: the same the
    /// build leaves out (`EditorLeftover`).
    static func isIgnored(_ name: String) -> Bool {
        EditorLeftover.isLeftover(name)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

struct WatchError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
