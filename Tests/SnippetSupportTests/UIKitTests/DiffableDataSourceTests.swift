import Foundation
import Testing
import UIKit

private enum Section: Hashable { case main, archive }

private final class NoteCell: UITableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

private func titles(_ table: UITableView) -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "-" } }

@Suite("Diffable data sources", .serialized)
struct DiffableDataSourceTests {
    private final class Provided {
        var calls: [String] = []
    }

    private func tableAndSource(_ provided: Provided, height: CGFloat = 440)
        -> (UITableView, UITableViewDiffableDataSource<Section, String>) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
            provided.calls.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        return (table, source)
    }

    @Test func applyShowsTheSnapshot() {
        let provided = Provided()
        let (table, source) = tableAndSource(provided)
        #expect(table.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        var completed = false
        source.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(titles(table) == ["a", "b", "c"])
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "b")
        #expect(source.indexPath(for: "c") == IndexPath(row: 2, section: 0))
        #expect(source.itemIdentifier(for: IndexPath(row: 9, section: 0)) == nil)
        #expect(source.snapshot() == snapshot)
    }

    @Test func applyKeepsTheCellsOfItemsThatStay() throws {
        let provided = Provided()
        let (table, source) = tableAndSource(provided)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot)
        table.layoutIfNeeded()
        let cellOfC = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        provided.calls = []
        snapshot.deleteItems(["a"])
        snapshot.insertItems(["new"], afterItem: "b")
        source.apply(snapshot)
        #expect(titles(table) == ["b", "new", "c"])
        #expect(provided.calls == ["new"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOfC)
        // The cell "a" had went back to the pool and was handed to "new" after prepareForReuse.
        #expect((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)?.reuses == 1)
    }

    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() throws {
        let provided = Provided()
        let (table, source) = tableAndSource(provided)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot)
        table.layoutIfNeeded()
        let cellOfA = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        provided.calls = []
        var next = source.snapshot()
        next.reconfigureItems(["a"])
        source.apply(next)
        #expect(provided.calls == ["a"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfA)
        #expect(cellOfA.reuses == 0)
        provided.calls = []
        next = source.snapshot()
        #expect(next.reconfiguredItemIdentifiers.isEmpty)
        next.reloadItems(["b"])
        source.apply(next)
        #expect(provided.calls == ["b"])
        #expect(titles(table) == ["a", "b"])
    }

    @Test func selectionFollowsItsItem() {
        let provided = Provided()
        let (table, source) = tableAndSource(provided)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .archive])
        snapshot.appendItems(["a", "b"], toSection: .main)
        snapshot.appendItems(["old"], toSection: .archive)
        source.apply(snapshot)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        snapshot.moveItem("old", beforeItem: "a")
        source.apply(snapshot)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(source.sectionIdentifier(for: 1) == .archive)
    }

    @Test func aSubclassAnswersSectionTitles() {
        final class Titled: UITableViewDiffableDataSource<Section, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section) == .main ? "Main" : "Archive"
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let source = Titled(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["x"])
        source.apply(snapshot)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Main")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
    }

    @Test func aCollectionViewFedWithSnapshotsAndRegistrations() throws {
        final class Card: UICollectionViewListCell {}
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        var configured: [String] = []
        let registration = UICollectionView.CellRegistration<Card, String> { cell, _, item in
            configured.append(item)
            var content = cell.defaultContentConfiguration()
            content.text = item.uppercased()
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["one", "two", "three"])
        source.apply(snapshot, animatingDifferences: true)
        view.layoutIfNeeded()
        let texts = view.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(texts == ["ONE", "TWO", "THREE"])
        let cellOfTwo = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        configured = []
        snapshot.deleteItems(["one"])
        source.apply(snapshot)
        #expect(configured.isEmpty)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfTwo)
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "three")
        #expect(view.visibleCells.allSatisfy { $0 is Card })
    }

    @Test func aNilCellFromTheProviderStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            let source = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([7])
            source.apply(snapshot)
            table.layoutIfNeeded()
        }
        #expect(stderr(result).contains("UITableViewDiffableDataSource: the cell provider returned nil for item 7 at [0, 0]; it must return a cell"))
    }
}
