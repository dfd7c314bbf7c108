import Foundation

extension UIViewController {
    /// Adds a child (taken from its old parent first). As UIKit documents, this calls the
    /// child's `willMove(toParent:)`; the container calls `didMove(toParent:)` when done.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Takes the controller from its parent and calls its `didMove(toParent: nil)`; the container
    /// calls `willMove(toParent: nil)` first.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}
