import Foundation

/// A Core Graphics color (what `UIColor.cgColor` gives and layers take).
public final class CGColor: Hashable, @unchecked Sendable {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }

    init(_ color: UIColor) {
        components = [color.red, color.green, color.blue, color.alpha]
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
