import Foundation

/// What an action's handler is given: the action itself (its `sender` is the control sending it).
public typealias UIActionHandler = (UIAction) -> Void

/// A closure with a title and an identity, added to controls with `addAction(_:for:)`.
open class UIAction: UIMenuElement {
    /// An action's identity: a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: UIAction.Identifier
    public var discoverabilityTitle: String?
    public var attributes: UIMenuElement.Attributes
    public var state: UIMenuElement.State
    let handler: UIActionHandler

    /// The object sending the action while its handler runs (the control), else nil.
    public internal(set) var sender: Any?

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image, subtitle: subtitle)
    }

    /// Runs the handler with `sender` set to the given object.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
