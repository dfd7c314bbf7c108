import Foundation

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
