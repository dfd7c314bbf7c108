import RxSwift
import UIKit

/// The key a collection view's `rx.items` data source is kept under, whatever its element type.
final class CollectionItemsKey {}
