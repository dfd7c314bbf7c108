import Foundation
import NotesModel
import Synchronization

/// The site being served, held in memory. A build's files go in at one step, so a request sees
/// either the previous build or the new one, never a mix. A save of note bodies says which files
/// it rendered again (`SiteBuild.touched`): only those are compared and replaced, in place, not
/// the whole site (24,000 files at 10,000 notes).
///
/// A file can be stale for a while (the print page, drawn after the reload: `PrintJob`): a
/// request for it waits until its fresh version is published.
final class SiteStore: Sendable {
    struct Snapshot: Sendable {
        var files: [String: ServedFile]
    }

    private struct State {
        var snapshot: Snapshot?
        var stale: Set<String> = []
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    /// Tells this process's file versions from another's (a restarted server's pages reload).
    let session: String
    private let state = Locked(State())
    private let versions = Locked(0)
    /// Whether any file is stale, read without the lock by every request.
    private let anyStale = Atomic<Bool>(false)

    init() {
        session = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    }

    var current: Snapshot? { state.withLock { $0.snapshot } }

    /// Publishes a build's pages and the files it copies, keeping the entry (and so the version
    /// and `ETag`) of every file whose bytes did not change. With `touched`, only those paths
    /// are compared (the others are what was published before); `stale`: folders (path
    /// prefixes) whose files' current versions are still to come. Returns the paths that changed, appeared or disappeared.
    /// `prepared`: served files made beforehand (`prepare`) for some of the touched paths.
    func publish(files: [SiteFile], assets: [(source: URL, path: String)], reader: AssetReader, touched: Set<String>? = nil, stale: Set<String> = [], prepared: [String: ServedFile] = [:]) -> [String] {
        if let touched, current != nil {
            return update(touched, files: files, assets: assets, stale: stale, prepared: prepared)
        }
        let previous = current?.files ?? [:]
        var next: [String: ServedFile] = [:]
        next.reserveCapacity(files.count + assets.count)
        var changed: [String] = []
        func add(_ path: String, _ raw: [UInt8]) {
            let file = served(path, raw, previous: previous[path])
            next[path] = file
            if file.version != previous[path]?.version { changed.append(path) }
        }
        for asset in assets {
            if let bytes = reader.bytes(of: asset.source) { add(asset.path, bytes) }
        }
        // Pages win over copied files of the same name, as in the written site.
        for file in files { add(file.path, file.data) }
        changed += previous.keys.filter { next[$0] == nil }
        let swapped = changed.isEmpty ? previous : next
        swap(stale: stale) { $0 = Snapshot(files: swapped) }
        return Set(changed).sorted()
    }

    /// The paths of `touched` compared and replaced in place; every other file stays.
    private func update(_ touched: Set<String>, files: [SiteFile], assets: [(source: URL, path: String)], stale: Set<String>, prepared: [String: ServedFile]) -> [String] {
        let previous = state.withLock { state in touched.map { state.snapshot?.files[$0] } }
        var replaced: [(String, ServedFile?)] = []
        for (path, before) in zip(touched, previous) {
            if let file = Self.file(at: path, in: files) {
                if let ready = prepared[path], Self.identical(ready.raw, file.data) {
                    replaced.append((path, ready))
                    continue
                }
                replaced.append((path, served(path, file.data, previous: before)))
            } else if before != nil, !assets.contains(where: { $0.path == path }) {
                replaced.append((path, nil))
            }
        }
        var changed: [String] = []
        swap(stale: stale) { snapshot in
            for (path, file) in replaced {
                if snapshot.files[path]?.version != file?.version { changed.append(path) }
                snapshot.files[path] = file
            }
        }
        return changed.sorted()
    }

    /// What `publish` will serve for `raw` at `path`, made now: comparing a large file with
    /// the one served and putting the live-reload script in (the print page: a hundred megabytes
    /// at 10,000 notes) is done where it is drawn, not where the next save would wait for it.
    func prepare(_ path: String, _ raw: [UInt8]) -> ServedFile {
        served(path, raw, previous: state.withLock { $0.snapshot?.files[path] })
    }

    private static func identical(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        lhs.withUnsafeBytes { left in rhs.withUnsafeBytes { right in left.baseAddress == right.baseAddress && left.count == right.count } }
    }

    /// What to serve for `raw` at `path`: the entry before when the bytes are the same.
    private func served(_ path: String, _ raw: [UInt8], previous: ServedFile?) -> ServedFile {
        if var kept = previous, FileBytes.same(kept.raw, raw) {
            // The new array, the same bytes: the next build, which shares its arrays with
            // this one, compares by identity instead of byte by byte.
            kept.raw = raw
            return kept
        }
        let now = Date()
        let version = "\(session)-\(versions.withLock { $0 += 1; return $0 })"
        return ServedFile(path: path, raw: raw, version: version, modified: now, lastModified: HTTPDate.format(now))
    }

    /// `files` is in path order (a build's files are).
    private static func file(at path: String, in files: [SiteFile]) -> SiteFile? {
        let low = files.partitioningIndex { $0.path >= path }
        return low < files.count && files[low].path == path ? files[low] : nil
    }

    /// Changes the snapshot under the lock (in place: no copy of every entry while no request
    /// holds it), sets what is stale, and wakes the requests waiting for a file no longer stale.
    private func swap(stale: Set<String>, _ change: (inout Snapshot) -> Void) {
        let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            var snapshot = state.snapshot ?? Snapshot(files: [:])
            state.snapshot = nil
            change(&snapshot)
            state.snapshot = snapshot
            state.stale = stale
            anyStale.store(!stale.isEmpty, ordering: .releasing)
            guard !state.waiting.isEmpty else { return [] }
            defer { state.waiting = [] }
            return state.waiting
        }
        // Each checks again, and waits on if its file is still stale.
        for continuation in woken { continuation.resume() }
    }

    /// Returns once the file at `path` is not stale (at once, nearly always).
    func fresh(_ path: String) async {
        // Set under the lock before the snapshot with a stale file is in place, so a request
        // made after the reload event sees it.
        guard anyStale.load(ordering: .acquiring) else { return }
        while state.withLock({ Self.isStale(path, $0.stale) }) {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state -> Bool in
                    guard Self.isStale(path, state.stale) else { return true }
                    state.waiting.append(continuation)
                    return false
                }
                if now { continuation.resume() }
            }
        }
    }

    private static func isStale(_ path: String, _ folders: Set<String>) -> Bool {
        folders.contains { path.hasPrefix($0) }
    }

    /// Nothing is stale any more (shutting down: no request is left waiting).
    func releaseWaiting() {
        swap(stale: []) { _ in }
    }
}
