import Foundation

/// A view that shows a content configuration.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
}
