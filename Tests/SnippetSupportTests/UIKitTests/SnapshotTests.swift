import Foundation
import Testing
@testable import UIKit

private enum Section: Hashable { case main, more }
private typealias Snapshot = NSDiffableDataSourceSnapshot<Section, String>

/// What a program stopped by an exit test wrote to standard error.
func stderr(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

@Suite("NSDiffableDataSourceSnapshot")
struct SnapshotTests {
    private func made() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([.main, .more])
        snapshot.appendItems(["a", "b"], toSection: .main)
        snapshot.appendItems(["c"])
        return snapshot
    }

    @Test func anEmptySnapshotHasNothing() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.itemIdentifiers.isEmpty)
    }

    @Test func appendingWithoutASectionGoesToTheLastOne() {
        let snapshot = made()
        #expect(snapshot.sectionIdentifiers == [.main, .more])
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["a", "b"])
        #expect(snapshot.itemIdentifiers(inSection: .more) == ["c"])
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.numberOfItems(inSection: .main) == 2)
        #expect(snapshot.itemIdentifiers == ["a", "b", "c"])
    }

    @Test func lookingItemsUp() {
        let snapshot = made()
        #expect(snapshot.sectionIdentifier(containingItem: "c") == .more)
        #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
        #expect(snapshot.indexOfItem("c") == 2)
        #expect(snapshot.indexOfItem("b") == 1)
        #expect(snapshot.indexOfItem("z") == nil)
        #expect(snapshot.indexOfSection(.more) == 1)
    }

    @Test func insertingBeforeAndAfterAnItem() {
        var snapshot = made()
        snapshot.insertItems(["x"], beforeItem: "b")
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["a", "x", "b"])
        snapshot.insertItems(["y", "z"], afterItem: "c")
        #expect(snapshot.itemIdentifiers(inSection: .more) == ["c", "y", "z"])
        #expect(snapshot.sectionIdentifier(containingItem: "z") == .more)
    }

    @Test func deletingItemsAndSections() {
        var snapshot = made()
        snapshot.deleteItems(["a", "nothing"])
        #expect(snapshot.itemIdentifiers == ["b", "c"])
        snapshot.deleteSections([.main])
        #expect(snapshot.sectionIdentifiers == [.more])
        #expect(snapshot.itemIdentifiers == ["c"])
        #expect(snapshot.sectionIdentifier(containingItem: "b") == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 1)
    }

    @Test func movingItemsWithinAndAcrossSections() {
        var snapshot = made()
        snapshot.moveItem("a", afterItem: "b")
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["b", "a"])
        snapshot.moveItem("c", beforeItem: "b")
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["c", "b", "a"])
        #expect(snapshot.itemIdentifiers(inSection: .more) == [])
        #expect(snapshot.sectionIdentifier(containingItem: "c") == .main)
    }

    @Test func movingAndInsertingSections() {
        var snapshot = made()
        snapshot.moveSection(.more, beforeSection: .main)
        #expect(snapshot.sectionIdentifiers == [.more, .main])
        #expect(snapshot.itemIdentifiers == ["c", "a", "b"])
        var other = NSDiffableDataSourceSnapshot<Int, Int>()
        other.appendSections([1, 3])
        other.insertSections([2], afterSection: 1)
        other.insertSections([0], beforeSection: 1)
        #expect(other.sectionIdentifiers == [0, 1, 2, 3])
    }

    @Test func reloadAndReconfigureAreRemembered() {
        var snapshot = made()
        snapshot.reloadItems(["a"])
        snapshot.reconfigureItems(["b", "b"])
        snapshot.reloadSections([.more])
        #expect(snapshot.reloadedItemIdentifiers == ["a"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
        #expect(snapshot.reloadedSectionIdentifiers == [.more])
        snapshot.deleteItems(["a"])
        #expect(snapshot.reloadedItemIdentifiers == [])
    }

    @Test func aSnapshotIsAValue() {
        let first = made()
        var second = first
        second.appendItems(["d"])
        #expect(first.numberOfItems == 3)
        #expect(second.numberOfItems == 4)
        #expect(first != second)
        #expect(first == made())
    }

    @Test func theDifferenceKeepsCellsOfItemsThatStay() {
        let old = made()
        var new = old
        new.deleteItems(["a"])
        new.appendItems(["d"], toSection: .more)
        new.reconfigureItems(["c"])
        let update = SnapshotUpdate(from: old, to: new)
        #expect(update.kept == [IndexPath(row: 0, section: 0): IndexPath(row: 1, section: 0),
                                IndexPath(row: 0, section: 1): IndexPath(row: 0, section: 1)])
        #expect(update.reconfigured == [IndexPath(row: 0, section: 1)])
        #expect(update.insertedItems == 1)
        #expect(update.deletedItems == 1)
        #expect(update.movedItems == 1)
        var reloaded = new
        reloaded.reloadItems(["b"])
        #expect(SnapshotUpdate(from: old, to: reloaded).kept[IndexPath(row: 0, section: 0)] == nil)
    }

    // UIKit stops the app on these; so do we, naming the call and the identifiers.

    @Test func appendingAnItemTwiceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            snapshot.appendItems(["c", "a"])
        }
        #expect(stderr(result).contains("NSDiffableDataSourceSnapshot.appendItems(_:toSection:): item identifiers must be unique in a snapshot; already there or given twice: a"))
    }

    @Test func appendingItemsWithoutSectionsStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendItems(["a"])
        }
        #expect(stderr(result).contains("NSDiffableDataSourceSnapshot.appendItems(_:toSection:): the snapshot has no sections; append a section first"))
    }

    @Test func duplicateSectionsAndMissingItemsStop() async {
        let sections = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([1, 2, 1])
        }
        #expect(stderr(sections).contains("NSDiffableDataSourceSnapshot.appendSections(_:): section identifiers must be unique in a snapshot; already there or given twice: 1"))
        let reload = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([1])
            snapshot.reloadItems(["ghost"])
        }
        #expect(stderr(reload).contains("NSDiffableDataSourceSnapshot.reloadItems(_:): no item ghost in the snapshot"))
    }
}
