// Stand-in for Apple's UIKit: only the declarations the Swift 6 conformance cases use, with the
// isolation Apple documents (UIResponder, UIView, UIViewController, UILabel are @MainActor).
import Foundation
@MainActor open class UIResponder: NSObject { public override init() {} }
@MainActor open class UIView: UIResponder {
    open var isHidden = false
    open var alpha: CGFloat = 1
}
@MainActor open class UILabel: UIView { open var text: String? }
@MainActor open class UIViewController: UIResponder {
    open var view: UIView! = UIView()
    open var title: String?
    open func viewDidLoad() {}
}
