import Foundation

/// A view a collection view reuses: cells, headers, footers. Made by the collection view from the
/// registered class through `init(frame:)` (a subclass's when it overrides it).
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How a collection view makes a registered class (not UIKit API: Swift on Linux needs a
    /// required initializer for that); calls `init(frame: .zero)`, a subclass's when overridden.
    public required convenience init(sitegenReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called just before the collection view hands this view out again.
    open func prepareForReuse() {}

    /// Given the attributes the layout worked out, before the view is shown.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// An item of a collection view: put subviews in `contentView`.
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView: UIView
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false
    open var automaticallyUpdatesContentConfiguration = true
    open var backgroundConfiguration: UIBackgroundConfiguration?
    private var contentConfigurationSlot = ContentConfigurationSlot()

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// What the cell shows, as a configuration: setting it puts the configuration's view in `contentView`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { contentConfigurationSlot.show(contentConfiguration, in: contentView) }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            contentConfigurationSlot.fit(contentView, to: newValue.size)
        }
    }

    /// The state configurations are updated for.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    open func setNeedsUpdateConfiguration() {}
    open func updateConfiguration(using state: UICellConfigurationState) {}
}

/// A cell for list layouts, with a default list content configuration.
open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var accessories: [UICellAccessory] = []

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// An accessory of a list cell, declared so code setting accessories compiles (nothing is drawn).
public struct UICellAccessory {
    let name: String
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(name: "disclosureIndicator") }
    public static func checkmark() -> UICellAccessory { UICellAccessory(name: "checkmark") }
    public static func delete() -> UICellAccessory { UICellAccessory(name: "delete") }
    public static func reorder() -> UICellAccessory { UICellAccessory(name: "reorder") }
    public static func outlineDisclosure() -> UICellAccessory { UICellAccessory(name: "outlineDisclosure") }
    public static func label(text: String) -> UICellAccessory { UICellAccessory(name: "label \(text)") }
}
