import Foundation

/// What a cell shows, as a value the cell turns into a view.
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
}

/// The state a configuration is updated for.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

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

/// A cell's background, declared so code setting it compiles (nothing is drawn).
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets()
    public var customView: UIView?

    public init() {}
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
