import Foundation

/// How two virtual times compare.
public enum VirtualTimeComparison: Hashable {
    case lessThan, equal, greaterThan
}
