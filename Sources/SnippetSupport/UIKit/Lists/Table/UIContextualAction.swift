import Foundation

public class UIContextualAction {
    public enum Style: Int { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public let style: Style
    public var title: String?
    public var backgroundColor: UIColor?
    public var image: UIImage?
    public let handler: Handler
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
