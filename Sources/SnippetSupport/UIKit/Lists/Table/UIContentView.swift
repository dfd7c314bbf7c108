import Foundation

/// A view that shows a content configuration.
#if SITEGEN_SWIFT6
@MainActor
#endif
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
}
