import Foundation

/// Rows in sections, one column, scrolled vertically. Cells exist only for the rows that show:
/// rows are placed from the row heights (and section headers and footers, and the table's own
/// header view) and the visible rows are those meeting `bounds` (whose origin is `contentOffset`).
/// A row scrolled away gives its cell back to the reuse pool; `dequeueReusableCell` hands it out
/// again after `prepareForReuse()`.
///
/// When rows are asked for: the first time when the table is laid out (`layoutIfNeeded()`, or
/// shown in a window) or asked for cells (`cellForRow(at:)`, `visibleCells`,
/// `indexPathsForVisibleRows`); after that, scrolling updates the rows at once (UIKit does it at
/// the next layout pass, before anything is drawn), and `reloadData()` reads the row counts at
/// once and fills the cells at the next layout pass, as UIKit does.
open class UITableView: UIScrollView {
    public enum Style: Int {
        case plain, grouped, insetGrouped
    }

    public enum ScrollPosition: Int {
        case none, top, middle, bottom
    }

    public enum RowAnimation: Int {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// A height worked out by the table: for rows, `estimatedRowHeight` (44 when that is automatic
    /// too: there is no self-sizing); for headers and footers, 28 when they have a title or a view.
    public static let automaticDimension: CGFloat = -1

    /// The height a header or footer with a title or a view gets when its height is automatic.
    static let automaticSectionHeight: CGFloat = 28
    static let defaultRowHeight: CGFloat = 44

    open var style: Style { tableStyle }
    private let tableStyle: Style

    open weak var dataSource: UITableViewDataSource? {
        didSet { setNeedsReload() }
    }
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?

    /// The table's delegate: `delegate`, when it is a `UITableViewDelegate`.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    open var rowHeight: CGFloat = UITableView.defaultRowHeight { didSet { setNeedsReload(keepingCells: true) } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload(keepingCells: true) } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload(keepingCells: true) } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = 0

    /// A view above all sections: its frame's height counts in the content.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below all sections.
    open var tableFooterView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }
    open var backgroundView: UIView?
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexMinimumDisplayRowCount = 0
    open private(set) var isEditing = false

    // MARK: State kept by the extensions

    let cellPool = ReusePool<UITableViewCell>()
    let headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// The cells on screen now, by row.
    var shownCells: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views on screen now, by section.
    var shownHeaders: [Int: UIView] = [:]
    var shownFooters: [Int: UIView] = [:]
    /// Rows selected, in the order they were.
    var selectedRows: [IndexPath] = []
    /// Where rows are; nil when it must be worked out again from the data source.
    var storedGeometry: TableGeometry?
    /// Whether the table has shown rows (from then on, reloads and scrolls update them at once).
    var hasShownRows = false
    /// Cells to hand out again, to the same rows, during a diffable data source's reconfigure.
    var cellsBeingReconfigured: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views asked for since the last reload (nil: the section has none).
    var sectionViews: [SectionViewKey: UIView?] = [:]
    /// Whether the shown cells must all go back to the pool before rows are shown again.
    var needsFullReload = true
    var isShowingRows = false
    /// Row changes gathered by `performBatchUpdates` (nil outside one).
    var pendingUpdate: RowUpdate?
    var batchDepth = 0

    // MARK: Initialisers

    public init(frame: CGRect, style: Style) {
        tableStyle = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    // MARK: Registering and dequeuing

    /// Registers the class made for `identifier` (a `UITableViewCell` subclass); nil forgets it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        let make = UITableViewCell.maker(for: cellClass, identifier: identifier, call: "UITableView.register(_:forCellReuseIdentifier:)")
        cellPool.register(make, for: identifier)
    }

    /// Registers the class made for header and footer views under `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        let make = UITableViewHeaderFooterView.maker(for: aClass, identifier: identifier,
                                                     call: "UITableView.register(_:forHeaderFooterViewReuseIdentifier:)")
        headerFooterPool.register(make, for: identifier)
    }

    /// A cell for `indexPath`: one scrolled away earlier (after its `prepareForReuse()`), else a
    /// new one of the registered class. Stops the program when nothing is registered for
    /// `identifier`, as UIKit does.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = cellsBeingReconfigured.takeCell(at: indexPath, identifier: identifier) { return cell }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError("UITableView.dequeueReusableCell(withIdentifier:for:): unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier (register(_:forCellReuseIdentifier:))")
        }
        return cell
    }

    /// A cell scrolled away earlier (after its `prepareForReuse()`), else a new one of the class
    /// registered for `identifier`, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, reused) = cellPool.take(identifier) else { return nil }
        if reused { cell.prepareForReuse() }
        return cell
    }

    /// A header or footer view scrolled away earlier, else a new one of the registered class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = headerFooterPool.take(identifier) else { return nil }
        if reused { view.prepareForReuse() }
        return view
    }

    // MARK: Editing

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        for cell in shownCells.values { cell.setEditing(editing, animated: animated) }
    }

    // MARK: Hooks

    override func offsetDidChange() {
        super.offsetDidChange()
        if hasShownRows { showVisibleRows() }
    }

    /// Heights come from the delegate: a new one is asked at the next layout or query.
    override func delegateDidChange() {
        super.delegateDidChange()
        storedGeometry = nil
        sectionViews = [:]
    }

    override func sizeDidChange() {
        super.sizeDidChange()
        storedGeometry = nil
        if hasShownRows { showVisibleRows() }
    }

    /// The content is as tall as the rows, headers and footers; as wide as the table.
    open override var contentSize: CGSize {
        get { CGSize(width: bounds.width, height: geometry.height) }
        set {}
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        showVisibleRows()
    }

    private func replaceAccessory(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsReload(keepingCells: true)
    }
}
