import Foundation

/// Items in sections, placed by a layout. Cells exist only for the items whose frame (from the
/// layout) meets `bounds` — whose origin is `contentOffset`; an item scrolled away gives its cell
/// back to the reuse pool, and `dequeueReusableCell` hands it out again after `prepareForReuse()`.
/// Items are first asked for when the view is laid out (`layoutIfNeeded()`, or shown in a window)
/// or asked for cells; after that, `reloadData()` and scrolling update them at once.
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int {
        case vertical, horizontal
    }

    public struct ScrollPosition: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open weak var dataSource: UICollectionViewDataSource? {
        didSet { setNeedsReload() }
    }
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    open var isPrefetchingEnabled = true

    /// The collection view's delegate: `delegate`, when it is a `UICollectionViewDelegate`.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// The layout placing the items; setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.isPrepared = false
            layoutDidInvalidate()
        }
    }

    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    open var isEditing = false

    // MARK: State kept by the extensions

    let cellPool = ReusePool<UICollectionReusableView>()
    let supplementaryPool = ReusePool<UICollectionReusableView>()
    var shownCells: [IndexPath: UICollectionViewCell] = [:]
    var shownSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    var selectedItems: [IndexPath] = []
    /// Items per section, from the data source; nil when it must be asked again.
    var storedCounts: [Int]?
    var hasShownItems = false
    var needsFullReload = true
    var isShowingItems = false
    var pendingUpdate: RowUpdate?
    var cellsBeingReconfigured: [IndexPath: UICollectionViewCell] = [:]

    // MARK: Initialisers

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Registering and dequeuing

    /// Registers the class made for `identifier` (a `UICollectionViewCell` subclass); nil forgets it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let make = UICollectionViewCell.maker(for: cellClass, identifier: identifier, call: "UICollectionView.register(_:forCellWithReuseIdentifier:)")
        cellPool.register(make, for: identifier)
    }

    /// Registers the class made for supplementary views of `elementKind` under `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = elementKind + "/" + identifier
        let make = UICollectionReusableView.maker(for: viewClass, identifier: identifier,
                                                  call: "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
        supplementaryPool.register(make, for: key)
    }

    /// A cell for `indexPath`: one scrolled away earlier (after its `prepareForReuse()`), else a
    /// new one of the registered class. Stops the program when nothing is registered, as UIKit does.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = cellsBeingReconfigured.takeCell(at: indexPath, identifier: identifier) { return cell }
        guard let (view, reused) = cellPool.take(identifier), let cell = view as? UICollectionViewCell else {
            fatalError("UICollectionView.dequeueReusableCell(withReuseIdentifier:for:): could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if reused { cell.prepareForReuse() }
        return cell
    }

    /// A header, footer or other supplementary view, reused like cells.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        guard let (view, reused) = supplementaryPool.take(elementKind + "/" + identifier) else {
            fatalError("UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:): could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        if reused { view.prepareForReuse() }
        return view
    }

    // MARK: Hooks

    override func offsetDidChange() {
        super.offsetDidChange()
        if hasShownItems { showVisibleItems() }
    }

    /// A flow layout asks the delegate for sizes: a new one is asked at the next layout or query.
    override func delegateDidChange() {
        super.delegateDidChange()
        collectionViewLayout.isPrepared = false
    }

    override func sizeDidChange() {
        super.sizeDidChange()
        collectionViewLayout.isPrepared = false
        if hasShownItems { showVisibleItems() }
    }

    /// The content is as big as the layout says.
    open override var contentSize: CGSize {
        get {
            countsIfNeeded()
            return collectionViewLayout.preparedIfNeeded().collectionViewContentSize
        }
        set {}
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        showVisibleItems()
    }

    func layoutDidInvalidate() {
        setNeedsLayout()
        if hasShownItems { showVisibleItems() }
    }
}
