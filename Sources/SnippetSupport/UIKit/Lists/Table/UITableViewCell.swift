import Foundation

/// A row of a table view. Made by the table from the class registered for its reuse identifier
/// (through `init(style:reuseIdentifier:)`, so subclasses that override it are made with theirs),
/// handed out again by `dequeueReusableCell` once scrolled away, after `prepareForReuse()`.
open class UITableViewCell: UIView {
    public enum CellStyle: Int {
        case `default`, value1, value2, subtitle
    }

    public enum SelectionStyle: Int {
        case none, blue, gray, `default`
    }

    public enum AccessoryType: Int {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum EditingStyle: Int {
        case none, delete, insert
    }

    public enum SeparatorStyle: Int {
        case none, singleLine, singleLineEtched
    }

    /// The style the cell was made with (decides whether `detailTextLabel` exists).
    public let cellStyle: CellStyle
    /// The identifier the cell was registered and is reused under.
    open private(set) var reuseIdentifier: String?
    /// The view a cell's own subviews go in.
    public let contentView: UIView

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    private var contentConfigurationSlot = ContentConfigurationSlot()

    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var editingAccessoryType: AccessoryType = .none
    open var selectionStyle: SelectionStyle = .default
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var focusStyle: FocusStyle = .default
    open var isEditing = false
    open private(set) var isSelected = false
    open private(set) var isHighlighted = false

    // MARK: Initialisers

    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view makes a registered cell class (not UIKit API: Swift on Linux needs a
    /// required initializer to make an instance of a class known at run time). Subclasses get it
    /// by inheritance; it calls `init(style: .default, reuseIdentifier:)`, theirs when overridden.
    public required convenience init(sitegenReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    // MARK: Built-in content

    /// The main label, made on first use (in `contentView`).
    open var textLabel: UILabel? {
        if storedTextLabel == nil { storedTextLabel = addedToContent(UILabel()) }
        return storedTextLabel
    }

    /// The second label: nil for the `.default` style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if storedDetailTextLabel == nil { storedDetailTextLabel = addedToContent(UILabel()) }
        return storedDetailTextLabel
    }

    /// The image on the leading side, made on first use.
    open var imageView: UIImageView? {
        if storedImageView == nil { storedImageView = addedToContent(UIImageView()) }
        return storedImageView
    }

    private func addedToContent<V: UIView>(_ view: V) -> V {
        contentView.addSubview(view)
        return view
    }

    // MARK: Content configuration

    /// The configuration for this cell's style, with nothing set: fill it in and assign it to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// What the cell shows, as a configuration: setting it puts the configuration's view in `contentView`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { contentConfigurationSlot.show(contentConfiguration, in: contentView) }
    }

    open var automaticallyUpdatesContentConfiguration = true
    open var backgroundConfiguration: UIBackgroundConfiguration?

    // MARK: State

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Called just before a table view hands this cell out again: reset what the last row set.
    open func prepareForReuse() {}

    /// The table sets these; it goes through the open setters so overrides are told.
    func setSelectedByTable(_ selected: Bool) {
        if isSelected != selected { setSelected(selected, animated: false) }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            contentConfigurationSlot.fit(contentView, to: newValue.size)
        }
    }

    public enum FocusStyle: Int {
        case `default`, custom
    }
}
