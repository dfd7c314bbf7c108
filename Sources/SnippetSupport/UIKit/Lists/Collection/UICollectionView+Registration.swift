import Foundation

extension UICollectionView {
    /// How to make and configure a cell class for items of one type (iOS 14's registrations): no
    /// reuse identifier to keep in step; dequeue with `dequeueConfiguredReusableCell(using:for:item:)`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler

        public init(handler: @escaping Handler) {
            identifier = "sitegen.registration.\(Cell.self).\(UUID().uuidString)"
            self.handler = handler
        }
    }

    /// How to make and configure a supplementary view of one kind.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let identifier: String
        let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            identifier = "sitegen.registration.\(Supplementary.self).\(UUID().uuidString)"
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell from the registration (reused when one waits), configured by its handler with `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if !cellPool.isRegistered(registration.identifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell else {
            fatalError("UICollectionView.dequeueConfiguredReusableCell(using:for:item:): the registration made no \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from the registration, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        if !supplementaryPool.isRegistered(registration.elementKind + "/" + registration.identifier) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath) as? Supplementary else {
            fatalError("UICollectionView.dequeueConfiguredReusableSupplementary(using:for:): the registration made no \(Supplementary.self)")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
