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
