import Foundation

/// An alert or action sheet: a title, a message, actions and text fields, presented like any
/// controller. Nothing is drawn, so no user can tap its buttons: a snippet shows what it offers.
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    open var message: String?
    public let preferredStyle: UIAlertController.Style
    public private(set) var actions: [UIAlertAction] = []
    public private(set) var textFields: [UITextField]?
    open var preferredAction: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(style: preferredStyle)
        self.title = title
        self.message = message
    }

    init(style: UIAlertController.Style) {
        preferredStyle = style
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}
