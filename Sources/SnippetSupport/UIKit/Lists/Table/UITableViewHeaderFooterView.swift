import Foundation

/// A section's header or footer view, reusable like cells.
open class UITableViewHeaderFooterView: UIView {
    open private(set) var reuseIdentifier: String?
    public let contentView: UIView
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    open var backgroundView: UIView?
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            guard let contentConfiguration else { return }
            let view = contentConfiguration.makeContentView()
            view.frame = contentView.bounds
            contentView.addSubview(view)
        }
    }
    open var backgroundConfiguration: UIBackgroundConfiguration?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table view makes a registered class (not UIKit API: Swift on Linux needs a required
    /// initializer for that); calls `init(reuseIdentifier:)`, a subclass's when it overrides it.
    public required convenience init(sitegenReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The title label, made on first use.
    open var textLabel: UILabel? {
        if storedTextLabel == nil {
            let label = UILabel()
            contentView.addSubview(label)
            storedTextLabel = label
        }
        return storedTextLabel
    }

    open var detailTextLabel: UILabel? {
        if storedDetailTextLabel == nil {
            let label = UILabel()
            contentView.addSubview(label)
            storedDetailTextLabel = label
        }
        return storedDetailTextLabel
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

    /// Called just before the table hands this view out again.
    open func prepareForReuse() {}

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            contentView.frame = CGRect(origin: .zero, size: newValue.size)
        }
    }
}
