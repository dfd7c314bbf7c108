import Foundation

/// The system's words for a file error ("No space left on device", "Permission denied"), not
/// Foundation's generic sentence: what every message about a file that could not be read or
/// written ends with.
public enum SystemReason {
    public static func of(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return (error as NSError).localizedDescription
    }
}
