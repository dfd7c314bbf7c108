import Foundation
import NotesModel

/// The snippet cache's folder cannot be written (a full disk, a quota, a read-only mount):
/// programs could not be compiled there, which says nothing about the snippets. `verify` stops
/// with this one message rather than a failure per snippet; its run folder is removed.
public struct CacheUnwritable: Error, CustomStringConvertible, Sendable {
    public var folder: String
    public var reason: String

    public var description: String {
        "cannot write the snippet cache \(folder)/: \(reason)"
    }

    /// The system's words in a compiler's log or a file error, when they say storage failed.
    static func reason(inLog log: String) -> String? {
        ["No space left on device", "Disk quota exceeded", "Read-only file system"].first { log.contains($0) }
    }

    static func reason(of error: any Error) -> String { SystemReason.of(error) }
}
