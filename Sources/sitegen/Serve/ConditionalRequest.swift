import Foundation
import Hummingbird

/// `If-None-Match` and `If-Modified-Since` (RFC 9110 §13): whether the client's copy is current.
enum ConditionalRequest {
    static func isNotModified(_ headers: HTTPFields, file: ServedFile) -> Bool {
        if let tags = headers[.ifNoneMatch] {
            // When both are sent, If-None-Match decides alone.
            return tags.split(separator: ",").contains { tag in
                let trimmed = tag.trimmingCharacters(in: .whitespaces)
                let strong = trimmed.hasPrefix("W/") ? String(trimmed.dropFirst(2)) : trimmed
                return strong == "*" || strong == file.etag
            }
        }
        if let since = headers[.ifModifiedSince] {
            if since == file.lastModified { return true }
            guard let date = HTTPDate.parse(since) else { return false }
            return file.modified.timeIntervalSince1970.rounded(.down) <= date.timeIntervalSince1970
        }
        return false
    }
}
