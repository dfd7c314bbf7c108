import RxSwift
import UIKit

/// The key a table's `rx.items` data source is kept under, whatever its element type.
final class TableItemsKey {}
