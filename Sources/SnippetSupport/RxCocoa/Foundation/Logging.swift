import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What `URLSession.rx` writes to the console.
public enum Logging {
    public typealias LogURLRequest = (URLRequest) -> Bool

    /// Decides, per request, whether `URLSession.rx` prints the request as a `curl` command and
    /// then how it ended. Off by default here: the printed line carries the elapsed time, which
    /// would make a snippet's output differ from run to run.
    nonisolated(unsafe) public static var URLRequests: LogURLRequest = { _ in false }
}
