import Foundation

/// The system's words for a file error ("No space left on device", "Permission denied"), not
/// Foundation's generic sentence: what every message about a file that could not be read or
/// written ends with.
public enum SystemReason {
    public static func of(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        // Foundation's own codes for the two storage failures carry no POSIX error: said in the
        // system's words, so a full cache disk is recognised as one (`CacheUnwritable`).
        if let cocoa = error as? CocoaError {
            if cocoa.code == .fileWriteOutOfSpace { return String(cString: strerror(ENOSPC)) }
            if cocoa.code == .fileWriteVolumeReadOnly { return String(cString: strerror(EROFS)) }
        }
        return (error as NSError).localizedDescription
    }
}
