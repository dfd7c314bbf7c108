import Foundation
import RxCocoa
import RxRelay
import RxSwift
import Testing
import UIKit

/// RxCocoa's scroll view and table view extensions on our headless UIKit: `rx.items`,
/// `rx.itemSelected`, `rx.modelSelected`, `rx.contentOffset`, `rx.setDelegate`. RxCocoa does not
/// build on Linux, so each expectation is what RxCocoa documents (Traits.md's and
/// GettingStarted.md's examples, the API's doc comments); each test names it. A snippet plays the
/// user with `simulateTap(at:)` and `simulateScroll(to:)` (sitegen's, not UIKit's).
@MainActor @Suite struct RxCocoaListTests {
    final class TitleCell: UITableViewCell {}

    private func table(height: CGFloat = 220) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        table.register(TitleCell.self, forCellReuseIdentifier: "Cell")
        return table
    }

    private func shownTexts(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return table.visibleCells.map { $0.textLabel?.text ?? "-" }
    }

    // MARK: - rx.items

    /// Traits.md's example `bind(to: resultsTableView.rx.items(cellIdentifier: "Cell")) { (_, result,
    /// cell) in … }`: one row per element, each cell dequeued with the identifier, of the cell type
    /// asked for; a new array reloads the rows.
    @Test func itemsWithACellIdentifierShowOneRowPerElement() {
        let table = table()
        let results = BehaviorRelay(value: ["Seoul", "Busan", "Daegu"])
        var cellTypes: Set<String> = []
        let binding = results.bind(to: table.rx.items(cellIdentifier: "Cell", cellType: TitleCell.self)) { row, city, cell in
            cell.textLabel?.text = "\(row + 1). \(city)"
            cellTypes.insert("\(type(of: cell))")
        }
        #expect(shownTexts(table) == ["1. Seoul", "2. Busan", "3. Daegu"])
        results.accept(["Jeju"])
        #expect(shownTexts(table) == ["1. Jeju"])
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(cellTypes == ["TitleCell"])
        binding.dispose()
    }

    /// RxCocoa's `rx.items` with a cell factory `(tableView, row, element) -> UITableViewCell`,
    /// driven by a Driver (`drive(tableView.rx.items) { … }`).
    @Test func itemsWithACellFactoryDrivenByADriver() {
        let table = table(height: 88)
        let numbers = Driver.just(Array(1...10))
        _ = numbers.drive(table.rx.items) { tableView, row, number in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: row, section: 0))
            cell.textLabel?.text = "#\(number)"
            return cell
        }
        #expect(shownTexts(table) == ["#1", "#2"])
        #expect(table.numberOfRows(inSection: 0) == 10)
    }

    /// RxCocoa's `rx.items(dataSource:)` with a data source of the app's own
    /// (`RxTableViewDataSourceType`, as RxDataSources' are): it is told each value, and
    /// `modelSelected` asks it for models (`SectionedViewDataSourceType`).
    @Test func itemsWithADataSourceOfTheAppsOwn() {
        final class Sections: NSObject, RxTableViewDataSourceType, UITableViewDataSource, SectionedViewDataSourceType {
            var sections: [[String]] = []
            func tableView(_ tableView: UITableView, observedEvent: Event<[[String]]>) {
                if case let .next(sections) = observedEvent {
                    self.sections = sections
                    tableView.reloadData()
                }
            }
            func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = sections[indexPath.section][indexPath.row]
                return cell
            }
            func model(at indexPath: IndexPath) throws -> Any { sections[indexPath.section][indexPath.row] }
        }
        let table = table(height: 440)
        var selected: [String] = []
        _ = Observable.just([["a", "b"], ["c"]]).bind(to: table.rx.items(dataSource: Sections()))
        _ = table.rx.modelSelected(String.self).subscribe(onNext: { selected.append($0) })
        #expect(shownTexts(table) == ["a", "b", "c"])
        table.simulateTap(at: IndexPath(row: 0, section: 1))
        #expect(selected == ["c"])
    }

    // MARK: - Selection

    /// RxCocoa's `itemSelected` ("Reactive wrapper for `delegate` message `tableView:didSelectRowAtIndexPath:`")
    /// and `modelSelected` (the model of that row, from the `rx.items` data source).
    @Test func itemSelectedAndModelSelectedOnATap() throws {
        let table = table()
        _ = Observable.just(["kim", "lee", "park"]).bind(to: table.rx.items(cellIdentifier: "Cell")) { _, name, cell in
            cell.textLabel?.text = name
        }
        table.layoutIfNeeded()
        var log: [String] = []
        _ = table.rx.itemSelected.subscribe(onNext: { log.append("row \($0.row)") })
        _ = table.rx.modelSelected(String.self).subscribe(onNext: { log.append("model \($0)") })
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(log == ["row 1", "model lee"])
        let model: String = try table.rx.model(at: IndexPath(row: 2, section: 0))
        #expect(model == "park")
    }

    /// `itemDeselected` / `modelDeselected`: the row the user's tap deselects.
    @Test func itemDeselectedWhenTheUserPicksAnotherRow() {
        let table = table()
        _ = Observable.just(["a", "b"]).bind(to: table.rx.items(cellIdentifier: "Cell")) { _, text, cell in cell.textLabel?.text = text }
        table.layoutIfNeeded()
        var log: [String] = []
        _ = table.rx.itemDeselected.subscribe(onNext: { log.append("deselected \($0.row)") })
        _ = table.rx.modelDeselected(String.self).subscribe(onNext: { log.append("model \($0)") })
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(log == ["deselected 0", "model a"])
    }

    /// RxCocoa's `setDelegate` ("Installs delegate as forwarding delegate on `delegate` proxy …
    /// It enables using normal delegate mechanism with reactive delegate mechanism"): the app's
    /// delegate answers (row heights) and is told (selection) while `rx` hears the selection too.
    @Test func setDelegateKeepsTheAppsDelegateBesideRx() {
        final class Heights: NSObject, UITableViewDelegate {
            var told: [String] = []
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 100 }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { told.append("delegate \(indexPath.row)") }
        }
        let table = table(height: 200)
        let heights = Heights()
        var log: [String] = []
        _ = table.rx.setDelegate(heights)
        _ = table.rx.itemSelected.subscribe(onNext: { log.append("rx \($0.row)") })
        _ = Observable.just(Array(0..<10)).bind(to: table.rx.items(cellIdentifier: "Cell")) { _, n, cell in cell.textLabel?.text = "\(n)" }
        #expect(shownTexts(table) == ["0", "1"])
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(log == ["rx 1"])
        #expect(heights.told == ["delegate 1"])
    }

    /// A delegate set on the table before `rx` listens keeps being told (RxCocoa forwards to the
    /// delegate it finds).
    @Test func aDelegateSetBeforeRxKeepsBeingTold() {
        final class Recorder: NSObject, UITableViewDelegate {
            var told: [Int] = []
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { told.append(indexPath.row) }
        }
        let table = table()
        let recorder = Recorder()
        table.delegate = recorder
        _ = Observable.just(["x", "y"]).bind(to: table.rx.items(cellIdentifier: "Cell")) { _, t, cell in cell.textLabel?.text = t }
        var heard: [Int] = []
        _ = table.rx.itemSelected.subscribe(onNext: { heard.append($0.row) })
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(heard == [1])
        #expect(recorder.told == [1])
    }

    /// Traits.md: a ControlEvent completes when its view is freed.
    @Test func itemSelectedCompletesWhenTheTableIsFreed() {
        var table: UITableView? = table()
        var log: [String] = []
        _ = table!.rx.itemSelected.subscribe(onNext: { _ in log.append("selected") }, onCompleted: { log.append("completed") })
        table = nil
        #expect(log == ["completed"])
    }

    /// `model(at:)` throws when the data source is not `rx.items`'s.
    @Test func modelAtThrowsWithoutAnRxDataSource() {
        final class Plain: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let table = table()
        let plain = Plain()
        table.dataSource = plain
        #expect(throws: (any Error).self) { let _: String = try table.rx.model(at: IndexPath(row: 0, section: 0)) }
    }

    // MARK: - Scrolling

    /// RxCocoa's `contentOffset` ("Reactive wrapper for `contentOffset`"): the offset on
    /// subscription, then on each scroll; as UIKit calls `scrollViewDidScroll` for offsets set in
    /// code too, those are reported as well.
    @Test func contentOffsetIsTheOffsetThenEachScroll() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        var offsets: [CGFloat] = []
        _ = scrollView.rx.contentOffset.subscribe(onNext: { offsets.append($0.y) })
        scrollView.simulateScroll(to: CGPoint(x: 0, y: 300))
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        _ = Observable.just(CGPoint(x: 0, y: 120)).bind(to: scrollView.rx.contentOffset)
        #expect(offsets == [0, 300, 50, 120])
        #expect(scrollView.contentOffset.y == 120)
    }

    /// The paging pattern notes use: `contentOffset` near the bottom asks for the next page (the
    /// offset plus the height passes the content height less a margin).
    @Test func pagingNearTheBottomOfATable() {
        let table = table(height: 220)
        let pages = BehaviorRelay(value: Array(0..<20))
        _ = pages.bind(to: table.rx.items(cellIdentifier: "Cell")) { _, n, cell in cell.textLabel?.text = "\(n)" }
        table.layoutIfNeeded()
        var asked = 0
        _ = table.rx.contentOffset
            .map { [unowned table] offset in offset.y + table.bounds.height > table.contentSize.height - 100 }
            .distinctUntilChanged()
            .filter { $0 }
            .subscribe(onNext: { _ in
                asked += 1
                pages.accept(pages.value + Array(pages.value.count..<pages.value.count + 20))
            })
        table.simulateScroll(to: CGPoint(x: 0, y: 200))
        #expect(asked == 0)
        table.simulateScroll(to: CGPoint(x: 0, y: 20 * 44 - 220))
        #expect(asked == 1)
        #expect(table.numberOfRows(inSection: 0) == 40)
    }

    /// Pull to refresh as notes write it: `refreshControl.rx.controlEvent(.valueChanged)` starts a
    /// reload, whose end is bound to RxCocoa's `rx.isRefreshing` ("Bindable sink for
    /// `beginRefreshing()`, `endRefreshing()` methods").
    @Test func pullToRefreshWithRx() {
        let table = table()
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        let loaded = PublishSubject<[String]>()
        var log: [String] = []
        _ = refresh.rx.controlEvent(.valueChanged).subscribe(onNext: { log.append("reload asked") })
        _ = loaded.map { _ in false }.bind(to: refresh.rx.isRefreshing)
        table.simulatePullToRefresh()
        #expect(refresh.isRefreshing)
        loaded.onNext(["fresh"])
        #expect(!refresh.isRefreshing)
        #expect(log == ["reload asked"])
    }

    /// RxCocoa's drag events: `willBeginDragging`, then `didEndDragging` with whether it decelerates.
    @Test func dragEvents() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        var log: [String] = []
        _ = scrollView.rx.willBeginDragging.subscribe(onNext: { log.append("begin") })
        _ = scrollView.rx.didScroll.subscribe(onNext: { log.append("scroll") })
        _ = scrollView.rx.didEndDragging.subscribe(onNext: { log.append("end decelerate: \($0)") })
        scrollView.simulateScroll(by: 40)
        #expect(log == ["begin", "scroll", "end decelerate: false"])
    }

    // MARK: - Collection views

    final class TagCell: UICollectionViewCell {
        var tagText = ""
    }

    private func collection() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 90), collectionViewLayout: layout)
        view.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
        return view
    }

    /// RxCocoa's collection view `rx.items(cellIdentifier:cellType:)`, `itemSelected` and
    /// `modelSelected`, as for tables: one item per element, a tap reported with its model.
    @Test func collectionItemsAndSelection() {
        let view = collection()
        let tags = BehaviorRelay(value: ["swift", "rx", "ios", "combine", "uikit"])
        _ = tags.bind(to: view.rx.items(cellIdentifier: "Tag", cellType: TagCell.self)) { _, tag, cell in cell.tagText = tag }
        var log: [String] = []
        _ = view.rx.itemSelected.subscribe(onNext: { log.append("item \($0.item)") })
        _ = view.rx.modelSelected(String.self).subscribe(onNext: { log.append("model \($0)") })
        #expect(view.visibleCells.map { ($0 as? TagCell)?.tagText ?? "-" } == ["swift", "rx", "ios", "combine"])
        view.simulateTap(at: IndexPath(item: 2, section: 0))
        #expect(log == ["item 2", "model ios"])
        tags.accept(["one"])
        #expect(view.numberOfItems(inSection: 0) == 1)
    }

    /// The collection view `rx.items` with a cell factory; the flow layout still asks the app's
    /// delegate (given by `rx.setDelegate`) for item sizes.
    @Test func collectionItemsWithAFactoryAndTheAppsLayoutDelegate() {
        final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 200, height: 100)
            }
        }
        let view = collection()
        let sizes = Sizes()
        _ = view.rx.setDelegate(sizes)
        _ = Observable.just([1, 2, 3]).bind(to: view.rx.items) { collectionView, item, number in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: IndexPath(item: item, section: 0)) as! TagCell
            cell.tagText = "#\(number)"
            return cell
        }
        var selected: [Int] = []
        _ = view.rx.modelSelected(Int.self).subscribe(onNext: { selected.append($0) })
        #expect(view.visibleCells.map { ($0 as? TagCell)?.tagText ?? "-" } == ["#1"])
        view.simulateTap(at: IndexPath(item: 1, section: 0))
        #expect(selected == [2])
    }
}
