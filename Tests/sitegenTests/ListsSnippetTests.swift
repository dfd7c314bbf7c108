import Foundation
import Testing

/// Tables and collection views in a snippet, through the real runner: reuse, scrolling, a
/// simulated tap and a diffable data source fed snapshots.
@Suite(.serialized) struct ListsSnippetTests {
    @Test func aTableReusesCellsAndHearsATap() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/table.md", """
        # 목록

        ```swift run
        import UIKit

        final class Cell: UITableViewCell {
            override func prepareForReuse() {
                super.prepareForReuse()
                print("재사용: \\(textLabel?.text ?? "")")
            }
        }

        final class Screen: NSObject, UITableViewDataSource, UITableViewDelegate {
            let names = (1...30).map { "행 \\($0)" }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = names[indexPath.row]
                return cell
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                print("선택: \\(names[indexPath.row])")
            }
        }

        let screen = Screen()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        table.dataSource = screen
        table.delegate = screen
        table.layoutIfNeeded()
        print(table.visibleCells.compactMap { $0.textLabel?.text })
        table.contentOffset = CGPoint(x: 0, y: 88)
        print(table.visibleCells.compactMap { $0.textLabel?.text })
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        ```

        ```output
        ["행 1", "행 2"]
        재사용: 행 1
        재사용: 행 2
        ["행 3", "행 4"]
        선택: 행 3
        ```

        """)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 passed, 0 failed, 0 skipped\n")
    }

    @Test func aDiffableDataSourceShowsEachSnapshot() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/diffable.md", """
        # 스냅샷

        ```swift run
        import UIKit

        enum Section { case main }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        func shown() -> [String] {
            collectionView.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["RxSwift", "Combine"])
        dataSource.apply(snapshot, animatingDifferences: false)
        print(shown())
        snapshot.insertItems(["async/await"], beforeItem: "Combine")
        snapshot.deleteItems(["RxSwift"])
        dataSource.apply(snapshot)
        print(shown(), dataSource.snapshot().numberOfItems)
        ```

        ```output
        ["RxSwift", "Combine"]
        ["async/await", "Combine"] 2
        ```

        """)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 passed, 0 failed, 0 skipped\n")
    }
}
