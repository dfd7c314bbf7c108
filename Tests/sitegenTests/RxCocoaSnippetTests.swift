import Foundation
import Testing

/// RxCocoa's `.rx` on the headless UIKit in a snippet, verified end to end by the real runner: a
/// search bar's text, a table bound with `rx.items`, a selection reported with its model.
@Suite(.serialized) struct RxCocoaSnippetTests {
    @Test func aSearchScreenBoundWithRxRunsInASnippet() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/search.md", """
        # 검색 화면

        ```swift run
        import UIKit
        import RxSwift
        import RxCocoa

        let disposeBag = DisposeBag()
        let searchBar = UISearchBar()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let all = ["RxSwift", "RxCocoa", "RxRelay", "Combine"]

        searchBar.rx.text.orEmpty
            .map { query in all.filter { query.isEmpty || $0.hasPrefix(query) } }
            .bind(to: tableView.rx.items(cellIdentifier: "Cell")) { row, name, cell in
                cell.textLabel?.text = "\\(row + 1). \\(name)"
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(String.self)
            .subscribe(onNext: { print("선택:", $0) })
            .disposed(by: disposeBag)

        func shown() -> [String] {
            tableView.layoutIfNeeded()
            return tableView.visibleCells.compactMap { $0.textLabel?.text }
        }
        print(shown())
        searchBar.searchTextField.text = "RxR"
        searchBar.searchTextField.sendActions(for: .editingChanged)
        print(shown())
        tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        ```

        ```output
        ["1. RxSwift", "2. RxCocoa", "3. RxRelay"]
        ["1. RxRelay"]
        선택: RxRelay
        ```

        """)
        let result = try site.run("verify", "--cache-dir", TestCache.folder.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 passed, 0 failed, 0 skipped\n")
    }
}
