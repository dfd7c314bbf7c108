import Foundation
import Testing
import UIKit

/// The seed app's pattern: a list controller that loads the next page when scrolled near the bottom.
private final class FeedController: UITableViewController {
    var items = (0..<20).map { "item \($0)" }
    var log: [String] = []
    var pagesLoaded = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [unowned self] _ in
            log.append("refresh")
            refreshControl?.endRefreshing()
        }, for: .valueChanged)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("selected \(items[indexPath.row])")
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let bottom = scrollView.contentOffset.y + scrollView.bounds.height
        guard bottom > scrollView.contentSize.height - 100, pagesLoaded < 1 else { return }
        pagesLoaded += 1
        items += (20..<40).map { "item \($0)" }
        log.append("page \(pagesLoaded)")
        tableView.reloadData()
    }
}

@Suite("UITableViewController", .serialized)
struct TableViewControllerTests {
    @Test func inAWindowItsTableShowsRowsAndPagesNearTheBottom() {
        let controller = FeedController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table: UITableView = controller.tableView
        #expect(table.dataSource === controller)
        #expect(table.frame.size == CGSize(width: 390, height: 844))
        // 844 / 44 = 19.2: rows 0 to 19 show.
        #expect(table.indexPathsForVisibleRows?.count == 20)
        #expect(table.contentSize.height == CGFloat(20 * 44))
        table.simulateScroll(to: CGPoint(x: 0, y: 36))
        #expect(controller.log == ["page 1"])
        #expect(table.numberOfRows(inSection: 0) == 40)
        #expect(table.contentSize.height == CGFloat(40 * 44))
        table.simulateScroll(by: 440)
        #expect(table.visibleCells.first?.textLabel?.text == "item 10")
        #expect(controller.log == ["page 1"])
    }

    @Test func aTapReachesTheOverriddenDelegateMethod() {
        let controller = FeedController()
        controller.loadViewIfNeeded()
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        controller.tableView.layoutIfNeeded()
        controller.tableView.simulateTap(at: IndexPath(row: 3, section: 0))
        #expect(controller.log == ["selected item 3"])
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test func pullToRefreshSendsValueChangedOnce() {
        let controller = FeedController()
        controller.loadViewIfNeeded()
        let control = controller.refreshControl
        #expect(control?.superview === controller.tableView)
        controller.tableView.simulatePullToRefresh()
        #expect(controller.log == ["refresh"])
        #expect(control?.isRefreshing == false)
        control?.beginRefreshing()
        controller.tableView.simulatePullToRefresh()
        #expect(controller.log == ["refresh"])
    }
}
