import Foundation

/// A one-line editable text. Setting `text` in code sends no event (as in UIKit); a snippet plays
/// typing by setting `text` and then calling `sendActions(for: .editingChanged)`.
/// `becomeFirstResponder()` and `resignFirstResponder()` begin and end editing, asking and telling
/// the delegate and sending `.editingDidBegin` / `.editingDidEnd` as UIKit does.
open class UITextField: UIControl {
    private var storedText = ""

    /// The text; never nil when read (setting nil makes it empty), as UIKit documents.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { storedText = newValue?.string ?? "" }
    }

    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    open var font: UIFont? = .systemFont(ofSize: 17)
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: UITextField.BorderStyle = .none
    open var clearButtonMode: UITextField.ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: UITextField.ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: UITextField.ViewMode = .never
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var isSecureTextEntry = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType!
    open var enablesReturnKeyAutomatically = false

    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is being edited (between beginning and end of editing).
    public private(set) var isEditing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { storedText = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Typing (UIKeyInput)

    /// Whether there is text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types text at the end, as the keyboard does: the text changes, then `.editingChanged` is
    /// sent and `textDidChangeNotification` posted.
    open func insertText(_ text: String) {
        storedText += text
        didChangeByTyping()
    }

    /// Deletes the last character, as the keyboard's delete key does (nothing when empty).
    open func deleteBackward() {
        guard !storedText.isEmpty else { return }
        storedText.removeLast()
        didChangeByTyping()
    }

    private func didChangeByTyping() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
        return CGSize(width: TextMeasure.width(of: shown, font: font).rounded(.up), height: (font.lineHeight + 2).rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

extension UITextField {
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }
}

/// What a text field asks and tells its delegate. UIKit's optional methods are requirements here
/// with defaults (no Objective-C runtime): implement only those you need.
#if SITEGEN_SWIFT6
@MainActor
#endif
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
