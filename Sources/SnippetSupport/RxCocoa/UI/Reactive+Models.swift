import RxSwift
import UIKit

extension Reactive where Base: UIScrollView {
    /// The models shown at the index paths `indexPaths` sends (a table's or a collection's
    /// selections), looked up in the data source `dataSource` reads off the view; none once the
    /// view is gone, and an error when a model can't be found or isn't a `T`.
    func models<T>(at indexPaths: ControlEvent<IndexPath>, dataSource: @escaping (Base) -> Any?) -> ControlEvent<T> {
        ControlEvent(events: indexPaths.asObservable().flatMap { [weak view = base] indexPath -> Observable<T> in
            guard let view else { return .empty() }
            return .just(try lookUpModel(in: dataSource(view), at: indexPath))
        })
    }
}

/// The model `dataSource` (one `rx.items` set) shows at `indexPath`, as a `T`.
func lookUpModel<T>(in dataSource: Any?, at indexPath: IndexPath) throws -> T {
    guard let dataSource = dataSource as? SectionedViewDataSourceType else { throw ModelLookupFailure.noReactiveDataSource }
    let model = try dataSource.model(at: indexPath)
    guard let typed = model as? T else { throw ModelLookupFailure.wrongType(found: model, expected: T.self) }
    return typed
}
