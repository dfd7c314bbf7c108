import Foundation

/// Sections made of groups of items. Placed here, vertically: each section's group is repeated
/// for the section's items, groups one below the other (`interGroupSpacing` between), or side by
/// side in one band when the section scrolls orthogonally (the band is not clipped or scrolled);
/// a group repeats its subitems while they fit (exactly `count` with `count:`); item sizes are
/// taken relative to their group, the group's to the section's width; estimated sizes are used as
/// they are (no self-sizing). Boundary headers (`.top`) and footers (`.bottom`) span the section.
/// Edge spacing, badges and decoration items are declared only. `scrollDirection` is taken as vertical.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var cells: [[UICollectionViewLayoutAttributes]] = []
    private var supplementaries: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout of list sections.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        cells = []
        supplementaries = []
        guard let collectionView else { return contentSize = .zero }
        let width = collectionView.bounds.width
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: collectionView.bounds.size))
        var y: CGFloat = 0
        for sectionIndex in 0..<collectionView.numberOfSections {
            if sectionIndex > 0 { y += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: sectionIndex)
            guard let section = sectionProvider(sectionIndex, environment) else {
                cells.append([])
                continue
            }
            let sectionSize = CGSize(width: width, height: collectionView.bounds.height)
            for boundary in section.boundarySupplementaryItems where boundary.alignment == .top {
                let height = boundary.layoutSize.heightDimension.resolved(in: sectionSize)
                supplementaries.append(attributes(kind: boundary.elementKind, section: sectionIndex,
                                                  frame: CGRect(x: 0, y: y, width: width, height: height)))
                y += height
            }
            let insets = section.contentInsets
            let inner = CGSize(width: width - insets.leading - insets.trailing, height: collectionView.bounds.height)
            var frames: [CGRect] = []
            var top = y + insets.top
            var x = insets.leading
            var bandHeight: CGFloat = 0
            let orthogonal = section.orthogonalScrollingBehavior != .none
            while frames.count < count {
                let placed = place(section.group, at: CGPoint(x: x, y: top), in: inner, remaining: count - frames.count)
                guard !placed.frames.isEmpty else { break }
                frames += placed.frames
                if orthogonal {
                    x += placed.size.width + section.interGroupSpacing
                    bandHeight = max(bandHeight, placed.size.height)
                } else {
                    top += placed.size.height + (frames.count < count ? section.interGroupSpacing : 0)
                }
            }
            if orthogonal { top += bandHeight }
            y = top + insets.bottom
            cells.append(frames.enumerated().map { item, frame in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: sectionIndex))
                attributes.frame = frame
                return attributes
            })
            for boundary in section.boundarySupplementaryItems where boundary.alignment == .bottom {
                let height = boundary.layoutSize.heightDimension.resolved(in: sectionSize)
                supplementaries.append(attributes(kind: boundary.elementKind, section: sectionIndex,
                                                  frame: CGRect(x: 0, y: y, width: width, height: height)))
                y += height
            }
        }
        contentSize = CGSize(width: width, height: y)
    }

    private func attributes(kind: String, section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }

    /// Places a group (or an item) at `origin` in a container of `container`'s size, for at most
    /// `remaining` items: the frames of the cells placed, in order, and the group's size.
    private func place(_ item: NSCollectionLayoutItem, at origin: CGPoint, in container: CGSize, remaining: Int) -> (frames: [CGRect], size: CGSize) {
        let size = item.layoutSize.resolved(in: container)
        guard let group = item as? NSCollectionLayoutGroup else {
            let insets = item.contentInsets
            let frame = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                               width: max(0, size.width - insets.leading - insets.trailing),
                               height: max(0, size.height - insets.top - insets.bottom))
            return ([frame], size)
        }
        let horizontal = group.axis == .horizontal
        let spacing = group.interItemSpacing?.spacing ?? 0
        let extent = horizontal ? size.width : size.height
        var frames: [CGRect] = []
        var cursor: CGFloat = 0
        var index = 0
        var placedAny = false
        while frames.count < remaining, !group.subitems.isEmpty {
            if let fixed = group.fixedCount, index >= fixed { break }
            let subitem = group.subitems[index % group.subitems.count]
            var subContainer = size
            if let fixed = group.fixedCount, fixed > 0 {
                let share = (extent - spacing * CGFloat(fixed - 1)) / CGFloat(fixed)
                if horizontal { subContainer.width = share } else { subContainer.height = share }
            }
            let subSize = subitem.layoutSize.resolved(in: size)
            var length = horizontal ? subSize.width : subSize.height
            if let fixed = group.fixedCount, fixed > 0 { length = horizontal ? subContainer.width : subContainer.height }
            if group.fixedCount == nil, placedAny, cursor + length > extent + 0.001 { break }
            if group.fixedCount == nil, length <= 0, index >= group.subitems.count { break }
            let at = horizontal ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            let placed: (frames: [CGRect], size: CGSize)
            if group.fixedCount != nil, !(subitem is NSCollectionLayoutGroup) {
                let insets = subitem.contentInsets
                let width = horizontal ? length : subSize.width, height = horizontal ? subSize.height : length
                placed = ([CGRect(x: at.x + insets.leading, y: at.y + insets.top,
                                  width: max(0, width - insets.leading - insets.trailing),
                                  height: max(0, height - insets.top - insets.bottom))], CGSize(width: width, height: height))
            } else {
                placed = place(subitem, at: at, in: size, remaining: remaining - frames.count)
            }
            frames += placed.frames
            cursor += (horizontal ? placed.size.width : placed.size.height) + spacing
            placedAny = true
            index += 1
        }
        return (frames, size)
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
