import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 client over a plain socket, so tests see exactly what the server sends
/// (raw paths, status, headers, bodies) and can hold an event stream open.
struct HTTPProbe {
    let port: Int

    struct Reply {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }

        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    enum Failure: Error { case connect, timeout, malformed(String) }

    /// One request on its own connection (`Connection: close`); `path` is sent as written.
    func request(_ path: String, method: String = "GET", headers: [String: String] = [:], timeout: Double = 10) throws -> Reply {
        let socket = try Connection(port: port, timeout: timeout)
        defer { socket.close() }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try socket.send(head + "\r\n")
        var data = Data()
        while let chunk = try socket.receive() { data.append(chunk) }
        return try Self.parse(data, method: method)
    }

    static func parse(_ data: Data, method: String) throws -> Reply {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { throw Failure.malformed("no end of headers") }
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.malformed(lines[0]) }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[end.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
        return Reply(status: status, headers: headers, body: method == "HEAD" ? Data() : body)
    }

    static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)) {
            let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16) ?? 0
            guard size > 0 else { break }
            let start = lineEnd.upperBound
            let stop = rest.index(start, offsetBy: size, limitedBy: rest.endIndex) ?? rest.endIndex
            result.append(rest[start..<stop])
            rest = rest[min(rest.endIndex, stop + 2)...]
        }
        return result
    }

    /// An open `GET /__sitegen/events` stream.
    final class EventStream {
        let socket: Connection
        private var buffer = Data()

        init(port: Int, file: String = "", version: String = "") throws {
            socket = try Connection(port: port, timeout: 0.2)
            let query = "file=\(file.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")&version=\(version)"
            try socket.send("GET /__sitegen/events?\(query) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        }

        struct Event {
            var name: String
            var data: String
        }

        /// The next event named one of `names` (others are skipped), or `nil` after `timeout`.
        func next(_ names: Set<String>, timeout: Double) -> Event? {
            let deadline = Date().addingTimeInterval(timeout)
            while true {
                while let event = takeEvent() {
                    if names.contains(event.name) { return event }
                }
                if Date() >= deadline { return nil }
                guard let chunk = try? socket.receive() else { return nil }  // closed
                buffer.append(chunk)
            }
        }

        /// The next `reload` event that reloads the page of `file`, as its live-reload script
        /// decides (the file among the event's files): the print page and the search index come
        /// in events of their own, after a save's reload.
        func nextReload(of file: String, timeout: Double) -> Event? {
            let deadline = Date().addingTimeInterval(timeout)
            while let event = next(["reload"], timeout: deadline.timeIntervalSinceNow) {
                if event.data.contains("\"\(file)\"") || event.data.contains("\"all\"") { return event }
            }
            return nil
        }

        /// Parses one `event:`/`data:` block out of what was read; the chunked encoding's size
        /// lines between blocks are lines without `event:` or `data:` and are skipped.
        private func takeEvent() -> Event? {
            guard let data = buffer.range(of: Data("\ndata: ".utf8)),
                  let end = buffer.range(of: Data("\n\n".utf8), in: data.upperBound..<buffer.endIndex) else { return nil }
            let block = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
            buffer = Data(buffer[end.upperBound...])
            var event = Event(name: "message", data: "")
            // `\r\n` (from the chunked encoding) is one Character: split on any line break.
            for line in block.split(whereSeparator: \.isNewline) {
                if line.hasPrefix("event: ") { event.name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { event.data = String(line.dropFirst(6)) }
            }
            return event
        }

        func close() { socket.close() }
    }

    /// A connected TCP socket with a receive timeout.
    final class Connection {
        let descriptor: Int32
        let timeout: Double
        private var closed = false

        init(port: Int, timeout: Double) throws {
            self.timeout = timeout
            descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else {
                Glibc.close(descriptor)
                throw Failure.connect
            }
            var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }

        func send(_ text: String) throws {
            let bytes = Array(text.utf8)
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard count > 0 else { throw Failure.connect }
                sent += count
            }
        }

        /// Bytes read; empty on a timeout; `nil` once the peer closed.
        func receive() throws -> Data? {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 { return Data(buffer[..<count]) }
            if count == 0 { return nil }
            if errno == EAGAIN || errno == EWOULDBLOCK { return Data() }
            return nil
        }

        func close() {
            guard !closed else { return }
            closed = true
            Glibc.close(descriptor)
        }
    }
}
