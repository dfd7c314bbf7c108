import Foundation

/// Swipe actions, declared so code offering them compiles (there is no swiping).
public class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    public var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
