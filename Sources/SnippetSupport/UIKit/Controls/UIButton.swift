import Foundation

/// A button: titles, title colors and images per state (falling back to the normal state's),
/// and a configuration. A snippet taps it with `sendActions(for: .touchUpInside)`.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let plain = ButtonType.system
        public static let roundedRect = ButtonType.system
    }

    public private(set) var buttonType: UIButton.ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private lazy var label: UILabel = UILabel()
    private lazy var imageViewStorage: UIImageView = UIImageView()

    /// The button's configuration (iOS 15 style); its title and image are shown when set.
    open var configuration: UIButton.Configuration? {
        didSet { updateLabel() }
    }

    open var configurationUpdateHandler: ((UIButton) -> Void)?
    open var showsMenuAsPrimaryAction = false
    open var role: UIButton.Role = .normal
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if titles[UIControl.State.normal.rawValue] == nil, !primaryAction.title.isEmpty {
                setTitle(primaryAction.title, for: .normal)
            }
        }
    }

    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    // MARK: Per-state content

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateLabel()
    }

    /// The title for a state, or the normal state's when the state has none.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        updateLabel()
    }

    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] ?? (buttonType == .system ? tintColor : .white)
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
    }

    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    /// The title shown now: the configuration's, else the attributed or plain title for the state.
    open var currentTitle: String? {
        configuration?.title ?? attributedTitle(for: state)?.string ?? title(for: state)
    }

    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label showing the current title (made on first use, as UIKit does).
    open var titleLabel: UILabel? {
        updateLabel()
        return label
    }

    open var imageView: UIImageView? {
        imageViewStorage.image = currentImage
        return imageViewStorage
    }

    open override var isEnabled: Bool { didSet { updateLabel() } }
    open override var isSelected: Bool { didSet { updateLabel() } }
    open override var isHighlighted: Bool { didSet { updateLabel() } }

    public func setNeedsUpdateConfiguration() { updateConfiguration() }

    open func updateConfiguration() { configurationUpdateHandler?(self) }

    open override var intrinsicContentSize: CGSize {
        let font = label.font ?? .systemFont(ofSize: UIFont.buttonFontSize)
        let title = TextMeasure.size(of: currentTitle ?? "", font: font, maxWidth: nil, lines: 1)
        let image = currentImage?.size ?? .zero
        return CGSize(width: title.width + image.width + 12, height: max(title.height, image.height, 22) + 12)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Private helpers

    private func updateLabel() {
        label.text = currentTitle
    }
}

extension UIButton {
    public enum Role: Int, Sendable {
        case normal, primary, cancel, destructive
    }
}
