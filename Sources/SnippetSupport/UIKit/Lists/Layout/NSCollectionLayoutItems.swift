import Foundation

/// A length of a compositional layout's item, group or supplementary: a fraction of its
/// container's width or height, an absolute length, or an estimate (used as is here: there is no self-sizing).
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * size.width
        case .fractionalHeight: return dimension * size.height
        case .absolute, .estimated: return dimension
        }
    }
}

/// A width and a height, each a dimension.
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// Space between items of a group: fixed, or flexible (taken as its minimum here).
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }
}

/// Extra space around an item, declared (edge spacing is not applied here; content insets are).
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// One cell's place in a group: its size (relative to the group) and insets.
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets = NSDirectionalEdgeInsets()
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Items (or groups) side by side (horizontal), one above the other (vertical). A group of
/// `subitems` repeats them while they fit; a group with `count:` holds that many, sized to fit.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    let fixedCount: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        fixedCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}

/// Edges, for anchors and alignments.
public struct NSDirectionalRectEdge: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

public enum NSRectAlignment: Int {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

open class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
    }
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
    }
}

/// A view attached to an item or group (a badge), declared: not placed here.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 0

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    init(boundaryOf layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A section's header or footer: at the top (header) or bottom (footer) of its section, as wide as it.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        offset = .zero
        super.init(boundaryOf: layoutSize, elementKind: elementKind)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(boundaryOf: layoutSize, elementKind: elementKind)
    }
}

/// A background behind a section, declared (nothing is drawn).
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [])
    }

    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem { NSCollectionLayoutDecorationItem(elementKind: elementKind) }
}
