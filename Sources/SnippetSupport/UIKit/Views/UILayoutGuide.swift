import Foundation

/// A rectangle for constraints (safe area, margins); kept for code that uses its anchors.
#if SITEGEN_SWIFT6
@MainActor
#endif
open class UILayoutGuide: NSObject {
    open var identifier = ""
    open weak var owningView: UIView?
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }
    public let leadingAnchor = NSLayoutXAxisAnchor()
    public let trailingAnchor = NSLayoutXAxisAnchor()
    public let leftAnchor = NSLayoutXAxisAnchor()
    public let rightAnchor = NSLayoutXAxisAnchor()
    public let centerXAnchor = NSLayoutXAxisAnchor()
    public let topAnchor = NSLayoutYAxisAnchor()
    public let bottomAnchor = NSLayoutYAxisAnchor()
    public let centerYAnchor = NSLayoutYAxisAnchor()
    public let widthAnchor = NSLayoutDimension()
    public let heightAnchor = NSLayoutDimension()
}
