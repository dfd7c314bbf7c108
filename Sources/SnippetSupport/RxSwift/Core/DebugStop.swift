/// Stops the program for a broken contract that RxSwift's debug build also stops on: an error
/// bound to a `Binder` or a relay, a `Single` that completes without a value. Shared with the
/// other Rx modules through SPI, so it is not part of the API snippets see.
@_spi(SitegenInternal)
public func stopOnBrokenContract(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}
