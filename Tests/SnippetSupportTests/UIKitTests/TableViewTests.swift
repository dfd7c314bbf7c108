import Foundation
import Testing
import UIKit

/// A cell that counts how it is made and reused (a subclass with its own initializer, as apps write).
private final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        textLabel?.text = nil
    }
}

/// Rows named "s.r", and a log of what the table asked and told.
private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var titles: [String?] = []
    var log: [String] = []
    var refuse: IndexPath?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        log.append("cell \(indexPath.section).\(indexPath.row)")
        return cell
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath == refuse ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scrolled to \(Int(scrollView.contentOffset.y))") }
}

/// One section of names, and a log of when the table asked for the count and for cells.
private final class Names: UITableViewDataSource {
    var names: [String]
    var log: [String] = []

    init(_ names: [String]) { self.names = names }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.append("count \(names.count)")
        return names.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cell \(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

private func texts(_ table: UITableView) -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "-" } }

@Suite("UITableView", .serialized)
struct TableViewTests {
    private func table(_ rows: Rows, height: CGFloat = 200) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        return table
    }

    @Test func showsTheRowsThatFitItsBounds() {
        let rows = Rows([100])
        let table = table(rows)
        #expect(table.rowHeight == 44)
        #expect(rows.log.isEmpty)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (0...4).map { IndexPath(row: $0, section: 0) })
        #expect(texts(table) == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 100)
        #expect(table.contentSize == CGSize(width: 320, height: 4400))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(table.visibleCells.allSatisfy { $0.superview === table })
    }

    @Test func scrollingReusesTheCellsThatLeft() throws {
        let rows = Rows([100])
        let table = table(rows)
        CountingCell.made = 0
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
        #expect(CountingCell.made == 5)
        table.contentOffset = CGPoint(x: 0, y: 440)
        #expect(table.bounds.origin == CGPoint(x: 0, y: 440))
        #expect(texts(table) == ["0.10", "0.11", "0.12", "0.13", "0.14"])
        #expect(CountingCell.made == 5)
        #expect(table.visibleCells.compactMap { ($0 as? CountingCell)?.reuses }.reduce(0, +) == 5)
        #expect(table.visibleCells.contains { $0 === first })
        #expect(first.superview === table)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(rows.log.first == "cell 0.0")
        #expect(rows.log.contains("scrolled to 440"))
        #expect(rows.log.suffix(5) == ["cell 0.10", "cell 0.11", "cell 0.12", "cell 0.13", "cell 0.14"])
    }

    @Test func aPartlyShownRowCountsAsVisible() {
        let rows = Rows([100])
        let table = table(rows)
        CountingCell.made = 0
        table.layoutIfNeeded()
        table.setContentOffset(CGPoint(x: 0, y: 22), animated: false)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2, 3, 4, 5])
        #expect(CountingCell.made == 6)
    }

    @Test func simulatedScrollStopsAtTheEndOfTheContent() {
        let rows = Rows([10])
        let table = table(rows)
        table.layoutIfNeeded()
        table.simulateScroll(to: CGPoint(x: 0, y: 10_000))
        #expect(table.contentOffset.y == CGFloat(240))
        #expect(texts(table).last == "0.9")
    }

    @Test func reloadDataAsksAgainAndReusesTheCells() {
        let rows = Rows([3])
        let table = table(rows)
        CountingCell.made = 0
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        rows.counts = [2]
        rows.log = []
        table.reloadData()
        #expect(rows.log.isEmpty)
        table.layoutIfNeeded()
        #expect(rows.log == ["cell 0.0", "cell 0.1"])
        #expect(texts(table) == ["0.0", "0.1"])
        #expect(CountingCell.made == 3)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.compactMap { ($0 as? CountingCell)?.reuses } == [1, 1])
    }

    @Test func reloadDataReadsTheCountAtOnceAndTheCellsAtTheNextLayoutPass() {
        let names = Names(["서울", "부산"])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        table.dataSource = names
        table.layoutIfNeeded()
        names.log = []
        table.reloadData()
        #expect(names.log == ["count 2"])
        names.names.append("인천")          // the array changes before the layout pass
        table.layoutIfNeeded()
        #expect(names.log == ["count 2", "cell 0", "cell 1"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["서울", "부산"])
        names.log = []
        table.reloadData()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["서울", "부산", "인천"])
        #expect(names.log == ["count 3", "cell 0", "cell 1", "cell 2"])
    }

    @Test func selectingByCodeDoesNotTellTheDelegate() {
        let rows = Rows([5])
        let table = table(rows)
        table.layoutIfNeeded()
        rows.log = []
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(rows.log.isEmpty)
    }

    @Test func aSimulatedTapRunsTheUserPath() {
        let rows = Rows([5])
        let table = table(rows)
        table.layoutIfNeeded()
        rows.log = []
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(rows.log == ["willSelect 1", "didSelect 1"])
        rows.log = []
        table.simulateTap(at: IndexPath(row: 3, section: 0))
        #expect(rows.log == ["willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        rows.log = []
        rows.refuse = IndexPath(row: 4, section: 0)
        table.simulateTap(at: IndexPath(row: 4, section: 0))
        #expect(rows.log == ["willSelect 4"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        table.allowsSelection = false
        rows.log = []
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(rows.log.isEmpty)
    }

    @Test func withMultipleSelectionATapOnASelectedRowDeselectsIt() {
        let rows = Rows([5])
        let table = table(rows)
        table.allowsMultipleSelection = true
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        rows.log = []
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(rows.log == ["willDeselect 0", "didDeselect 0"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test func sectionHeadersTakeRoom() {
        let rows = Rows([2, 3])
        rows.titles = ["First", "Second"]
        let table = table(rows, height: 150)
        table.layoutIfNeeded()
        // 28 header, rows at 28 and 72, 28 header at 116, first row of section 1 at 144.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Second")
        #expect(table.contentSize.height == CGFloat(276))
    }

    @Test func aTableHeaderViewPushesTheRowsDown() {
        let rows = Rows([10])
        let table = table(rows)
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        table.rowHeight = 50
        table.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1])
        #expect(table.contentSize.height == CGFloat(600))
    }

    @Test func insertingARowKeepsTheCellsOfTheOthers() throws {
        let rows = Rows([3])
        let table = table(rows)
        table.layoutIfNeeded()
        let firstCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        rows.counts = [4]
        rows.log = []
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === firstCell)
        #expect(rows.log == ["cell 0.0"])
        rows.counts = [3]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        }
        #expect(table.indexPathsForVisibleRows?.count == 3)
    }

    @Test func anUpdateThatDoesNotAddUpStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Three: UITableViewDataSource {
                var count = 3
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            let rows = Three()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            table.dataSource = rows
            table.layoutIfNeeded()
            rows.count = 5
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(stderr(result).contains("invalid number of rows in section 0. The number of rows in the section after the update (5) must be equal to the number before the update (3), plus or minus the number of rows inserted or deleted (1 inserted, 0 deleted)"))
    }

    @Test func dequeuingAnUnregisteredIdentifierStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let table = UITableView()
            _ = table.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
        }
        #expect(stderr(result).contains("unable to dequeue a cell with identifier nothing - must register a nib or a class for the identifier"))
    }

    @Test func theOldDequeuePatternReusesUnregisteredCells() {
        final class Plain: UITableViewDataSource {
            var made = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "plain") ?? {
                    made += 1
                    return UITableViewCell(style: .value1, reuseIdentifier: "plain")
                }()
                cell.textLabel?.text = "row \(indexPath.row)"
                cell.detailTextLabel?.text = "detail"
                return cell
            }
        }
        let rows = Plain()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        table.dataSource = rows
        table.layoutIfNeeded()
        table.contentOffset.y = 88 * 3
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["row 6", "row 7"])
        #expect(rows.made == 2)
        #expect(table.visibleCells.first?.detailTextLabel?.text == "detail")
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func aCellShowsAContentConfiguration() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "c")
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        cell.contentConfiguration = content
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Title")
        let view = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        #expect(view?.textLabel.text == "Title")
        #expect(view?.secondaryTextLabel.text == "Subtitle")
        #expect(cell.reuseIdentifier == "c")
        #expect(cell.accessoryType == .none)
    }
}
