import Foundation

/// The one screen: an iPhone's, 390 by 844 points at scale 3.
#if SITEGEN_SWIFT6
@MainActor
#endif
open class UIScreen: NSObject {
#if SITEGEN_SWIFT6
    public static let main = UIScreen()
#else
    nonisolated(unsafe) public static let main = UIScreen()
#endif

    open var bounds: CGRect { UIWindow.screenBounds }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { 3 }
    open var brightness: CGFloat = 0.5
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

extension UITextField {
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
