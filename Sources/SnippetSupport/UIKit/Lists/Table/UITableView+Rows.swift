import Foundation

// MARK: Measuring and showing rows

extension UITableView {
    /// Where the rows are, worked out from the data source and the delegate when needed.
    var geometry: TableGeometry {
        if let storedGeometry { return storedGeometry }
        let measured = measure()
        storedGeometry = measured
        return measured
    }

    private func measure() -> TableGeometry {
        var geometry = TableGeometry()
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        guard let dataSource else { return geometry }
        var y = geometry.tableHeaderHeight
        for s in 0..<max(0, dataSource.numberOfSections(in: self)) {
            let header = sectionHeight(tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight,
                                       hasContent: dataSource.tableView(self, titleForHeaderInSection: s) != nil
                                           || headerView(in: s, footer: false) != nil)
            var section = TableGeometry.Section(top: y, headerHeight: header, rowTops: [], rowHeights: [], footerHeight: 0)
            y += header
            for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: s)) {
                let height = rowHeight(tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: s)) ?? rowHeight)
                section.rowTops.append(y)
                section.rowHeights.append(height)
                y += height
            }
            section.footerHeight = sectionHeight(tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight,
                                                 hasContent: dataSource.tableView(self, titleForFooterInSection: s) != nil
                                                     || headerView(in: s, footer: true) != nil)
            y += section.footerHeight
            geometry.sections.append(section)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
        }
        return geometry
    }

    private func rowHeight(_ height: CGFloat) -> CGFloat {
        guard height < 0 else { return height }
        return estimatedRowHeight > 0 ? estimatedRowHeight : UITableView.defaultRowHeight
    }

    private func sectionHeight(_ height: CGFloat, hasContent: @autoclosure () -> Bool) -> CGFloat {
        guard height < 0 else { return height }
        return hasContent() ? UITableView.automaticSectionHeight : 0
    }

    /// A section's header or footer view: the delegate's, else a plain one showing the title.
    /// Asked once per reload and kept.
    func headerView(in section: Int, footer: Bool) -> UIView? {
        let key = SectionViewKey(section: section, footer: footer)
        if let known = sectionViews[key] { return known }
        var view = footer ? tableDelegate?.tableView(self, viewForFooterInSection: section)
                          : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        if view == nil, let title = footer ? dataSource?.tableView(self, titleForFooterInSection: section)
                                           : dataSource?.tableView(self, titleForHeaderInSection: section) {
            let plain = UITableViewHeaderFooterView(reuseIdentifier: nil)
            plain.textLabel?.text = title
            view = plain
        }
        sectionViews[key] = .some(view)
        return view
    }

    /// Puts cells (and header and footer views) on the rows that meet `bounds`, taking them from
    /// those that left it. Re-entrant calls (a data source asking for a cell) see the cells so far.
    func showVisibleRows() {
        guard !isShowingRows else { return }
        isShowingRows = true
        defer { isShowingRows = false }
        hasShownRows = true
        if needsFullReload {
            needsFullReload = false
            for (indexPath, cell) in shownCells.sorted(by: { $0.key < $1.key }) { retire(cell, at: indexPath) }
            for view in shownHeaders.values { view.removeFromSuperview() }
            for view in shownFooters.values { view.removeFromSuperview() }
            shownHeaders = [:]
            shownFooters = [:]
        }
        let geometry = self.geometry
        let top = bounds.minY, bottom = bounds.maxY
        let wanted = geometry.rows(from: top, to: bottom)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in shownCells.sorted(by: { $0.key < $1.key }) where !wantedSet.contains(indexPath) {
            retire(cell, at: indexPath)
        }
        showSectionViews(geometry.headers(from: top, to: bottom), footer: false, geometry: geometry)
        showSectionViews(geometry.footers(from: top, to: bottom), footer: true, geometry: geometry)
        guard let dataSource else { return }
        for indexPath in wanted {
            guard let rect = geometry.rect(forRow: indexPath, width: bounds.width) else { continue }
            if let cell = shownCells[indexPath] {
                cell.frame = rect
                continue
            }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.frame = rect
            cell.setSelectedByTable(selectedRows.contains(indexPath))
            if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
            if cell.superview !== self { addSubview(cell) }
            shownCells[indexPath] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// A cell leaving the screen: the delegate hears of it, and the cell waits for reuse.
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        shownCells[indexPath] = nil
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellPool.put(cell, for: identifier) }
    }

    private func showSectionViews(_ sections: [Int], footer: Bool, geometry: TableGeometry) {
        var shown = footer ? shownFooters : shownHeaders
        let wanted = Set(sections)
        for (section, view) in shown where !wanted.contains(section) {
            view.removeFromSuperview()
            shown[section] = nil
        }
        for section in sections where shown[section] == nil {
            guard let view = headerView(in: section, footer: footer) else { continue }
            let place = geometry.sections[section]
            view.frame = CGRect(x: 0, y: footer ? place.footerTop : place.top, width: bounds.width,
                                height: footer ? place.footerHeight : place.headerHeight)
            addSubview(view)
            shown[section] = view
        }
        if footer { shownFooters = shown } else { shownHeaders = shown }
    }

    /// Forgets where rows are (and, unless `keepingCells`, the cells shown) and, when the table
    /// has shown rows before, shows rows again at once — or, with `cellsAtNextLayout`, reads the
    /// row counts at once and leaves the cells to the next layout pass.
    func setNeedsReload(keepingCells: Bool = false, cellsAtNextLayout: Bool = false) {
        storedGeometry = nil
        if !keepingCells {
            needsFullReload = true
            for view in sectionViews.values.compactMap({ $0 }) {
                if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                    headerFooterPool.put(reusable, for: identifier)
                }
            }
            sectionViews = [:]
        }
        setNeedsLayout()
        guard hasShownRows else { return }
        if cellsAtNextLayout {
            _ = geometry
        } else {
            showVisibleRows()
        }
    }

    /// Asks the data source for everything again, as UIKit does: the sections and row counts at
    /// once, the cells for the visible rows at the next layout pass (`layoutIfNeeded()`, or when
    /// cells are asked for), the old cells going back to the pool first. The cells are filled
    /// from what the data source holds then, so a data source whose count changed in between
    /// is asked for rows of the count read earlier. Selection is cleared, as in UIKit.
    public func reloadData() {
        selectedRows = []
        setNeedsReload(cellsAtNextLayout: true)
    }

    // MARK: Reading rows

    public var numberOfSections: Int { geometry.sections.count }

    public func numberOfRows(inSection section: Int) -> Int {
        let sections = geometry.sections
        guard sections.indices.contains(section) else {
            fatalError("UITableView.numberOfRows(inSection:): section \(section) is out of range (the table has \(sections.count))")
        }
        return sections[section].rowCount
    }

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        geometry.rect(forRow: indexPath, width: bounds.width) ?? .zero
    }

    public func rect(forSection section: Int) -> CGRect {
        let sections = geometry.sections
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: bounds.width, height: sections[section].bottom - sections[section].top)
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        let sections = geometry.sections
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: bounds.width, height: sections[section].headerHeight)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        let sections = geometry.sections
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].footerTop, width: bounds.width, height: sections[section].footerHeight)
    }

    /// The row at a point of the content, or nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        geometry.rows(from: point.y, to: point.y.nextUp).first
    }

    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        geometry.rows(from: rect.minY, to: rect.maxY)
    }

    /// The row a shown cell is on, or nil when the cell is not shown.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        showRowsIfNeeded()
        return shownCells.first { $0.value === cell }?.key
    }

    /// The cell shown on a row, or nil when the row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        showRowsIfNeeded()
        return shownCells[indexPath]
    }

    /// The cells shown, top to bottom.
    public var visibleCells: [UITableViewCell] {
        showRowsIfNeeded()
        return shownCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The visible rows, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        showRowsIfNeeded()
        return shownCells.keys.sorted()
    }

    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        showRowsIfNeeded()
        return shownHeaders[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        showRowsIfNeeded()
        return shownFooters[section] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: the least scrolling that shows it).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let rect = geometry.rect(forRow: indexPath, width: bounds.width) else {
            fatalError("UITableView.scrollToRow(at:at:animated:): row \(indexPath) is out of range")
        }
        scroll(toShow: rect, at: scrollPosition, animated: animated)
    }

    func scroll(toShow rect: CGRect, at position: ScrollPosition, animated: Bool) {
        var y: CGFloat
        switch position {
        case .top: y = rect.minY
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height
        case .none:
            y = contentOffset.y
            if rect.maxY > bounds.maxY { y = rect.maxY - bounds.height }
            if rect.minY < y { y = rect.minY }
        }
        let target = clamped(CGPoint(x: contentOffset.x, y: y))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    func showRowsIfNeeded() {
        if !hasShownRows || needsFullReload || storedGeometry == nil { showVisibleRows() }
    }
}

/// A section's header or footer, as a key.
struct SectionViewKey: Hashable {
    var section: Int
    var footer: Bool
}
