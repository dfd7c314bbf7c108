import Foundation

/// Works out where a collection view's cells and supplementary views go. Subclass it (override
/// `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)`,
/// `layoutAttributesForItem(at:)`), or use `UICollectionViewFlowLayout` or the compositional layout.
/// The collection view calls `prepare()` before asking, after each `invalidateLayout()`.
#if SITEGEN_SWIFT6
@MainActor
#endif
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?
    var isPrepared = false

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Work out the layout here (the default does nothing).
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout to be worked out again (`prepare()`) before the collection view next asks.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.layoutDidInvalidate()
    }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Prepares when needed, then answers.
    func preparedIfNeeded() -> Self {
        if !isPrepared {
            isPrepared = true
            prepare()
        }
        return self
    }
}
