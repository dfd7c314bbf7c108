import Foundation

/// The part of Xcode's PlaygroundSupport that command-line snippets need.
public final class PlaygroundPage {
    public static let current = PlaygroundPage()

    /// Keep the run loop going after the top-level code, until `finishExecution()` or the
    /// snippet's timeout.
    public var needsIndefiniteExecution = false

    public func finishExecution() -> Never {
        fflush(stdout)
        exit(0)
    }
}
