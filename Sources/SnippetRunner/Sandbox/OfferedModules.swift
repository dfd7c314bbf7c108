/// The modules a snippet may import, and what each offers (for the error that lists them).
enum OfferedModules {
    /// Shown in the unavailable-module error, in this order.
    static let offered = [
        "Foundation", "Combine", "RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking", "XCTest", "Testing",
        "AsyncAlgorithms", "PlaygroundSupport", "UIKit",
    ]

    /// Modules of the toolchain a snippet may import as well, not advertised.
    static let toolchain: Set<String> = [
        "Dispatch", "Swift", "Glibc", "_Concurrency", "FoundationEssentials", "Synchronization",
        "Observation", "RegexBuilder", "FoundationNetworking",
    ]

    /// Offered modules that come from the support library (the rest are the toolchain's).
    static let fromSupportLibrary: Set<String> = [
        "Combine", "RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking", "AsyncAlgorithms", "PlaygroundSupport", "UIKit",
    ]

    static func isOffered(_ name: String) -> Bool {
        toolchain.contains(name) || offered.contains(name)
    }

    /// One line: the module, why not, and what is offered.
    static func message(for name: String) -> String {
        let appleOnly = ["SwiftUI", "AppKit", "Cocoa", "MapKit", "CoreData", "WebKit", "CoreLocation"]
        let reason = appleOnly.contains(name) ? "it exists only on Apple platforms" : "it is not offered to snippets"
        return "no such module '\(name)': \(reason); snippets may import \(offered.joined(separator: ", ")) (mark the block 'swift ignore' and say why in the text)"
    }
}
