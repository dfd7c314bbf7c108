import Foundation

/// Sizes and spacing a flow layout asks its collection view's delegate for, per item or section;
/// the defaults answer with the layout's own properties.
#if SITEGEN_SWIFT6
@MainActor
#endif
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? UIEdgeInsets()
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// Items in lines: along the cross axis (across, for vertical scrolling) as many as fit, then the
/// next line. As UIKit does, a line of several items spreads them over its width (the interitem
/// spacing is a minimum), a line of one item centers it, and items are centered in their line's
/// height. Headers and footers (reference sizes) span the width. Self-sizing
/// (`estimatedItemSize`) is not done: `itemSize` or the delegate's size is used.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    public enum SectionInsetReference: Int {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets() { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    private var cells: [[UICollectionViewLayoutAttributes]] = []
    private var supplementaries: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        cells = []
        supplementaries = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let crossExtent = vertical ? collectionView.bounds.width : collectionView.bounds.height
        /// A rectangle from positions along the scroll axis (main) and across it (cross).
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                     : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        var main: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let (mainStart, mainEnd, crossStart, crossEnd) = vertical
                ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)

            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
                attributes.frame = rect(main: main, cross: 0, mainLength: headerLength, crossLength: crossExtent)
                supplementaries.append(attributes)
                main += headerLength
            }
            main += mainStart
            let available = crossExtent - crossStart - crossEnd
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item -> CGSize in
                delegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
            }
            var sectionCells: [UICollectionViewLayoutAttributes] = []
            var start = 0
            while start < sizes.count {
                var end = start + 1
                var used = vertical ? sizes[start].width : sizes[start].height
                while end < sizes.count {
                    let next = vertical ? sizes[end].width : sizes[end].height
                    guard used + itemSpacing + next <= available else { break }
                    used += itemSpacing + next
                    end += 1
                }
                let line = start..<end
                let lineLength = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let crossLengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
                let gap = line.count > 1 ? max(itemSpacing, (available - crossLengths.reduce(0, +)) / CGFloat(line.count - 1)) : 0
                var cross = crossStart + (line.count == 1 ? max(0, (available - crossLengths[0]) / 2) : 0)
                for (offset, item) in line.enumerated() {
                    let mainLength = vertical ? sizes[item].height : sizes[item].width
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = rect(main: main + (lineLength - mainLength) / 2, cross: cross, mainLength: mainLength, crossLength: crossLengths[offset])
                    sectionCells.append(attributes)
                    cross += crossLengths[offset] + gap
                }
                main += lineLength
                if end < sizes.count { main += lineSpacing }
                start = end
            }
            cells.append(sectionCells)
            main += mainEnd
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: section))
                attributes.frame = rect(main: main, cross: 0, mainLength: footerLength, crossLength: crossExtent)
                supplementaries.append(attributes)
                main += footerLength
            }
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (cells.joined() + supplementaries).filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaries.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }
}
