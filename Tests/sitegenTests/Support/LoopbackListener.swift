import Foundation

/// A listening socket on the loopback address: it would see any connection a snippet made.
final class LoopbackListener {
    let descriptor: Int32
    let port: Int

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && listen(descriptor, 8) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw CocoaError(.fileWriteUnknown) }
        port = Int(UInt16(bigEndian: address.sin_port))
        _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
    }

    /// Whether anything connected (a pending connection is accepted and closed).
    var wasReached: Bool {
        let connection = accept(descriptor, nil, nil)
        if connection >= 0 { close(connection) }
        return connection >= 0
    }

    deinit { close(descriptor) }
}
