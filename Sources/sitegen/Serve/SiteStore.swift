import Foundation
import NotesModel

/// The site being served, held in memory: a snapshot of every file that is replaced as a whole
/// in one step, so a request sees either the previous build or the new one, never a mix.
final class SiteStore: Sendable {
    struct Snapshot: Sendable {
        var files: [String: ServedFile]
    }

    /// Tells this process's file versions from another's (a restarted server's pages reload).
    let session: String
    private let snapshot = Locked<Snapshot?>(nil)
    private let versions = Locked(0)

    init() {
        session = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    }

    var current: Snapshot? { snapshot.current }

    /// Makes the next snapshot from a build's pages and the files it copies, keeping the entry
    /// (and so the version and `ETag`) of every file whose bytes did not change, then swaps it
    /// in. Returns the paths that changed, appeared or disappeared.
    func publish(files: [SiteFile], assets: [(source: URL, path: String)], reader: AssetReader) -> [String] {
        let previous = snapshot.current?.files ?? [:]
        var next: [String: ServedFile] = [:]
        next.reserveCapacity(files.count + assets.count)
        var changed: [String] = []
        let now = Date()
        let lastModified = HTTPDate.format(now)
        func add(_ path: String, _ raw: [UInt8]) {
            if var kept = previous[path], FileBytes.same(kept.raw, raw) {
                // The new array, the same bytes: the next build, which shares its arrays with
                // this one, compares by identity instead of byte by byte.
                kept.raw = raw
                next[path] = kept
                return
            }
            let version = "\(session)-\(versions.withLock { $0 += 1; return $0 })"
            next[path] = ServedFile(path: path, raw: raw, version: version, modified: now, lastModified: lastModified)
            changed.append(path)
        }
        for asset in assets {
            if let bytes = reader.bytes(of: asset.source) { add(asset.path, bytes) }
        }
        // Pages win over copied files of the same name, as in the written site.
        for file in files { add(file.path, file.data) }
        changed += previous.keys.filter { next[$0] == nil }
        let swapped = changed.isEmpty ? previous : next
        snapshot.withLock { current in
            current = Snapshot(files: swapped)
        }
        return Set(changed).sorted()
    }
}
