/// Global behaviour a program may replace, as in RxSwift.
public enum Hooks {
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private static let lock = RecursiveLock()
    nonisolated(unsafe) private static var errorHandler: DefaultErrorHandler = { callStack, error in
        // What RxSwift's debug build prints for an error nobody handles.
        print("Unhandled error happened: \(error)")
        if !callStack.isEmpty {
            print("subscription called from:\n\(callStack.joined(separator: "\n"))")
        }
    }
    nonisolated(unsafe) private static var captureCallStack: CustomCaptureSubscriptionCallstack = { [] }

    /// Whether `subscribe` records where it was called, for the error handler.
    nonisolated(unsafe) public static var recordCallStackOnError = false

    /// Called for an error event that reaches a `subscribe` without `onError`.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.performLocked { errorHandler } }
        set { lock.performLocked { errorHandler = newValue } }
    }

    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.performLocked { captureCallStack } }
        set { lock.performLocked { captureCallStack = newValue } }
    }
}
