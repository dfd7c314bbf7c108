import Foundation

// MARK: Counting and showing items

extension UICollectionView {
    /// Items per section, asked of the data source once per reload.
    @discardableResult
    func countsIfNeeded() -> [Int] {
        if let storedCounts { return storedCounts }
        var counts: [Int] = []
        if let dataSource {
            for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
                counts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
            }
        }
        storedCounts = counts
        return counts
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        let counts = countsIfNeeded()
        return indexPath.count == 2 && counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    /// Puts cells and supplementary views on the elements the layout places in `bounds`, taking
    /// them from those that left it.
    func showVisibleItems() {
        guard !isShowingItems else { return }
        isShowingItems = true
        defer { isShowingItems = false }
        hasShownItems = true
        if needsFullReload {
            needsFullReload = false
            for (indexPath, cell) in shownCells.sorted(by: { $0.key < $1.key }) { retire(cell, at: indexPath) }
            for (key, view) in shownSupplementaries.sorted(by: { $0.key < $1.key }) { retire(view, at: key) }
        }
        countsIfNeeded()
        let layout = collectionViewLayout.preparedIfNeeded()
        let visible = bounds
        let attributes = (layout.layoutAttributesForElements(in: visible) ?? []).filter { $0.frame.intersects(visible) && !$0.isHidden }
        var cellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementaryAttributes: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for item in attributes {
            switch item.representedElementCategory {
            case .cell where contains(item.indexPath): cellAttributes[item.indexPath] = item
            case .supplementaryView:
                if let kind = item.representedElementKind { supplementaryAttributes[SupplementaryKey(kind: kind, indexPath: item.indexPath)] = item }
            default: break
            }
        }
        for (indexPath, cell) in shownCells.sorted(by: { $0.key < $1.key }) where cellAttributes[indexPath] == nil {
            retire(cell, at: indexPath)
        }
        for (key, view) in shownSupplementaries.sorted(by: { $0.key < $1.key }) where supplementaryAttributes[key] == nil {
            retire(view, at: key)
        }
        guard let dataSource else { return }
        for (indexPath, item) in cellAttributes.sorted(by: { $0.key < $1.key }) {
            if let cell = shownCells[indexPath] {
                cell.frame = item.frame
                continue
            }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            cell.frame = item.frame
            cell.apply(item)
            if cell.isSelected != selectedItems.contains(indexPath) { cell.isSelected = selectedItems.contains(indexPath) }
            if cell.superview !== self { addSubview(cell) }
            shownCells[indexPath] = cell
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
        for (key, item) in supplementaryAttributes.sorted(by: { $0.key < $1.key }) {
            if let view = shownSupplementaries[key] {
                view.frame = item.frame
                continue
            }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            view.frame = item.frame
            view.apply(item)
            if view.superview !== self { addSubview(view) }
            shownSupplementaries[key] = view
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        shownCells[indexPath] = nil
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellPool.put(cell, for: identifier) }
    }

    func retire(_ view: UICollectionReusableView, at key: SupplementaryKey) {
        shownSupplementaries[key] = nil
        view.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        if let identifier = view.reuseIdentifier { supplementaryPool.put(view, for: key.kind + "/" + identifier) }
    }

    func setNeedsReload() {
        storedCounts = nil
        needsFullReload = true
        collectionViewLayout.isPrepared = false
        setNeedsLayout()
        if hasShownItems { showVisibleItems() }
    }

    func showItemsIfNeeded() {
        if !hasShownItems || needsFullReload || storedCounts == nil || !collectionViewLayout.isPrepared { showVisibleItems() }
    }

    /// Asks the data source for everything again; the cells shown go back to the pool first and
    /// the selection is cleared, as in UIKit.
    public func reloadData() {
        selectedItems = []
        setNeedsReload()
    }

    // MARK: Reading items

    public var numberOfSections: Int { countsIfNeeded().count }

    public func numberOfItems(inSection section: Int) -> Int {
        let counts = countsIfNeeded()
        guard counts.indices.contains(section) else {
            fatalError("UICollectionView.numberOfItems(inSection:): section \(section) is out of range (the collection view has \(counts.count))")
        }
        return counts[section]
    }

    /// The cell shown for an item, or nil when the item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        showItemsIfNeeded()
        return shownCells[indexPath]
    }

    /// The cells shown, in index path order.
    public var visibleCells: [UICollectionViewCell] {
        showItemsIfNeeded()
        return shownCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The visible items, in index path order (UIKit gives no order; sorted here).
    public var indexPathsForVisibleItems: [IndexPath] {
        showItemsIfNeeded()
        return shownCells.keys.sorted()
    }

    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        showItemsIfNeeded()
        return shownCells.first { $0.value === cell }?.key
    }

    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        countsIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (collectionViewLayout.preparedIfNeeded().layoutAttributesForElements(in: probe) ?? [])
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        countsIfNeeded()
        return collectionViewLayout.preparedIfNeeded().layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        countsIfNeeded()
        return collectionViewLayout.preparedIfNeeded().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        showItemsIfNeeded()
        return shownSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        showItemsIfNeeded()
        return shownSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        showItemsIfNeeded()
        return shownSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Scrolls so the item shows at `scrollPosition` (empty: the least scrolling that shows it).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            fatalError("UICollectionView.scrollToItem(at:at:animated:): no item at \(indexPath)")
        }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        let target = clamped(offset)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }
}
