import Foundation

/// Where a table's rows, headers and footers are, top to bottom, in content coordinates.
struct TableGeometry {
    struct Section {
        var top: CGFloat
        var headerHeight: CGFloat
        var rowTops: [CGFloat]
        var rowHeights: [CGFloat]
        var footerHeight: CGFloat

        var rowCount: Int { rowTops.count }
        var footerTop: CGFloat { (rowTops.last.map { $0 + rowHeights[rowHeights.count - 1] }) ?? top + headerHeight }
        var bottom: CGFloat { footerTop + footerHeight }
    }

    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var height: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].rowCount).contains(indexPath.row)
    }

    /// The row's rectangle (`width` wide), or nil when there is no such row.
    func rect(forRow indexPath: IndexPath, width: CGFloat) -> CGRect? {
        guard contains(indexPath) else { return nil }
        let section = sections[indexPath.section]
        return CGRect(x: 0, y: section.rowTops[indexPath.row], width: width, height: section.rowHeights[indexPath.row])
    }

    /// Rows meeting the band from `minY` to `maxY` (touching an edge is not meeting), in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var rows: [IndexPath] = []
        for (s, section) in sections.enumerated() where section.top < maxY && section.bottom > minY {
            for row in 0..<section.rowCount {
                let top = section.rowTops[row]
                if top < maxY && top + section.rowHeights[row] > minY { rows.append(IndexPath(row: row, section: s)) }
            }
        }
        return rows
    }

    /// Sections whose header (or footer) meets the band and has a height.
    func headers(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
        sections.indices.filter { s in
            let section = sections[s]
            return section.headerHeight > 0 && section.top < maxY && section.top + section.headerHeight > minY
        }
    }

    func footers(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
        sections.indices.filter { s in
            let section = sections[s]
            return section.footerHeight > 0 && section.footerTop < maxY && section.bottom > minY
        }
    }
}
