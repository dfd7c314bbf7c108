import Foundation

/// Where a layout puts one element: a cell, or a supplementary view (header, footer) of a kind.
open class UICollectionViewLayoutAttributes: NSObject {
    public enum ElementCategory: UInt {
        case cell, supplementaryView, decorationView
    }

    open var indexPath: IndexPath
    open var frame: CGRect = .zero
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var zIndex = 0
    public let representedElementCategory: ElementCategory
    public let representedElementKind: String?

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    open override var description: String {
        "UICollectionViewLayoutAttributes(\(representedElementKind ?? "cell") \(indexPath), frame: \(frame))"
    }
}
