import Foundation
import NIOCore

/// Why the server could not start listening, as one line for the terminal.
enum ServerError {
    static func message(_ error: Error, host: String, port: Int) -> String? {
        guard let io = error as? IOError else {
            if "\(error)".contains("SocketAddressError") || error is SocketAddressError {
                return "cannot listen on '\(host)': not an address of this machine"
            }
            return nil
        }
        switch io.errnoCode {
        case EADDRINUSE: return "port \(port) is already in use (try --port 0)"
        case EACCES: return "no permission to listen on port \(port) (ports below 1024 need root; try --port 0)"
        case EADDRNOTAVAIL: return "cannot listen on '\(host)': not an address of this machine"
        default: return nil
        }
    }
}
