import Foundation
import NotesModel

/// `sitegen new`: a small course to start from, written into a new or empty folder.
///
/// The files are those of `starter/` in sitegen's repository, embedded into the binary when it
/// is built (`StarterFiles`), so the command needs nothing beside the binary.
public enum NewCourse {
    /// The paths the starter course writes, relative to its folder, in a stable order.
    public static var paths: [String] { StarterFiles.all.map(\.path) }

    /// Why `folder` may not receive a new course, or `nil` if it may: it must not exist yet, or
    /// be an empty folder. A folder holding only `.git` counts as empty, so a freshly cloned
    /// empty repository can be filled.
    public static func problem(folder: URL) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return "'\(folder.relativePath)' exists and is not a folder" }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            return "cannot read the folder '\(folder.relativePath)': \(reason(of: error))"
        }
        let present = entries.filter { $0 != ".git" }.sorted()
        guard present.isEmpty else {
            let shown = present.prefix(3).joined(separator: ", ") + (present.count > 3 ? ", …" : "")
            return "'\(folder.relativePath)' is not empty (\(shown)); sitegen new writes a course only into a new or empty folder, so nothing was written"
        }
        return nil
    }

    /// Writes the starter course into `folder` (made if missing) and returns the paths written.
    ///
    /// Everything is written into a temporary folder beside `folder` first and moved in only
    /// when complete, so a failure (a full disk, a folder that may not be written) leaves
    /// `folder` as it was. Call `problem(folder:)` first: this does not check it again.
    public static func write(into folder: URL) throws(WriteError) -> [String] {
        let manager = FileManager.default
        let target = folder.standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).sitegen-new-\(ProcessInfo.processInfo.processIdentifier)")
        var current: String?
        var moved: [URL] = []
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            for file in StarterFiles.all {
                current = file.path
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                // EmbedFiles wrote the literal from the file's bytes: it always decodes.
                try Data(base64Encoded: file.base64)!.write(to: url)
            }
            current = nil
            if manager.fileExists(atPath: target.path) {
                // An empty folder (or one holding only `.git`): move the entries in one by one.
                for entry in try manager.contentsOfDirectory(atPath: staging.path).sorted() {
                    current = entry
                    try manager.moveItem(at: staging.appendingPathComponent(entry), to: target.appendingPathComponent(entry))
                    moved.append(target.appendingPathComponent(entry))
                }
                current = nil
                try manager.removeItem(at: staging)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
        } catch {
            for url in moved { try? manager.removeItem(at: url) }
            try? manager.removeItem(at: staging)
            throw WriteError(folder: folder.relativePath, file: current, reason: reason(of: error))
        }
        return paths
    }

    /// Why the course could not be written.
    public struct WriteError: Error, CustomStringConvertible {
        /// The folder as the user named it.
        public let folder: String
        /// The file being written, relative to the folder, if it came to one.
        public let file: String?
        public let reason: String

        public var description: String {
            let place = file.map { "\(folder)/\($0)" } ?? "\(folder)/"
            return "cannot write \(place): \(reason)"
        }
    }

    private static func reason(of error: any Error) -> String { SystemReason.of(error) }
}
