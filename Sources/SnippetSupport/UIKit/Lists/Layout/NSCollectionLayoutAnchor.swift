import Foundation

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
