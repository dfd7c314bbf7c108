import Foundation

/// A cell's state: selection, highlight and the like.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isSelected == rhs.isSelected && lhs.isHighlighted == rhs.isHighlighted && lhs.isDisabled == rhs.isDisabled
            && lhs.isFocused == rhs.isFocused && lhs.isEditing == rhs.isEditing && lhs.isExpanded == rhs.isExpanded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(isSelected)
        hasher.combine(isHighlighted)
        hasher.combine(isEditing)
    }
}
