import Foundation
import NIOCore

/// One file of the served site, ready to send: the bytes (with the live-reload script for
/// pages), its type, and the validators for conditional requests.
struct ServedFile: Sendable {
    /// The build's bytes, to tell a changed file from an unchanged one.
    var raw: [UInt8]
    var body: ByteBuffer
    var contentType: String
    /// `<session>-<n>`: new for every change of this file, and for every `serve` process.
    var version: String
    var modified: Date
    /// `Last-Modified`, an HTTP date.
    var lastModified: String

    var etag: String { "\"\(version)\"" }

    init(path: String, raw: [UInt8], version: String, modified: Date, lastModified: String) {
        self.raw = raw
        self.contentType = ContentTypes.of(path)
        self.version = version
        self.modified = modified
        self.lastModified = lastModified
        if contentType == ContentTypes.html {
            body = ByteBuffer(bytes: LiveReloadScript.inject(into: raw, file: path, version: version))
        } else {
            body = ByteBuffer(bytes: raw)
        }
    }
}
