import Foundation

/// A token in a search field (kept as values).
open class UISearchToken: NSObject {
    public let text: String
    public var representedObject: Any?

    public init(icon: UIImage?, text: String) {
        self.text = text
        super.init()
    }
}
