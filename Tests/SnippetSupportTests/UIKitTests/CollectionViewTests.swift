import Foundation
import Testing
import UIKit

private final class Tile: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    let label = UILabel()
    var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        Tile.made += 1
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

private final class Header: UICollectionReusableView {
    let label = UILabel()
}

private final class Tiles: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var log: [String] = []
    var wide: IndexPath?
    var refuse: IndexPath?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Tile
        cell.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! Header
        header.label.text = "Section \(indexPath.section)"
        return header
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        indexPath == wide ? CGSize(width: 300, height: 40) : (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return indexPath != refuse
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
}

private func labels(_ collectionView: UICollectionView) -> [String] {
    collectionView.visibleCells.compactMap { ($0 as? Tile)?.label.text }
}

@Suite("UICollectionView", .serialized)
struct CollectionViewTests {
    private func grid(_ tiles: Tiles, height: CGFloat = 200) -> (UICollectionView, UICollectionViewFlowLayout) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        view.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        view.dataSource = tiles
        view.delegate = tiles
        return (view, layout)
    }

    @Test func aFlowLayoutFillsLinesAndSpreadsThem() throws {
        let tiles = Tiles([7])
        let (view, _) = grid(tiles)
        view.layoutIfNeeded()
        // Three 100-point items fit in 320 (with at least 10 between): spread to 0, 110, 220.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        // A line of one item centers it.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 110, y: 220, width: 100, height: 100))
        #expect(view.contentSize == CGSize(width: 320, height: 320))
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
        #expect(labels(view) == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5"])
        #expect(view.cellForItem(at: IndexPath(item: 6, section: 0)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 250, y: 150)) == IndexPath(item: 5, section: 0))
    }

    @Test func scrollingReusesCells() {
        let tiles = Tiles([30])
        let (view, _) = grid(tiles, height: 100)
        Tile.made = 0
        view.layoutIfNeeded()
        #expect(Tile.made == 3)
        view.contentOffset = CGPoint(x: 0, y: 330)
        #expect(labels(view) == ["0.9", "0.10", "0.11"])
        #expect(Tile.made == 3)
        #expect(view.visibleCells.compactMap { ($0 as? Tile)?.reuses }.reduce(0, +) == 3)
        view.contentOffset = CGPoint(x: 0, y: 380)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [9, 10, 11, 12, 13, 14])
        #expect(Tile.made == 6)
    }

    @Test func headersAndDelegateSizes() {
        let tiles = Tiles([2, 1])
        tiles.wide = IndexPath(item: 0, section: 1)
        let (view, layout) = grid(tiles, height: 400)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        view.layoutIfNeeded()
        let headers = view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).compactMap { ($0 as? Header)?.label.text }
        #expect(headers == ["Section 0", "Section 1"])
        // Section 0: header 0–30, inset 5, a line of two (10 to 210 of the 300 inside the insets), inset 5: 140.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 210, y: 35, width: 100, height: 100))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 140)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 10, y: 175, width: 300, height: 40))
    }

    @Test func selectionByCodeAndByTap() {
        let tiles = Tiles([5])
        let (view, _) = grid(tiles)
        view.layoutIfNeeded()
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(tiles.log.isEmpty)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        view.simulateTap(at: IndexPath(item: 2, section: 0))
        #expect(tiles.log == ["shouldSelect 2", "didDeselect 1", "didSelect 2"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        tiles.log = []
        tiles.refuse = IndexPath(item: 3, section: 0)
        view.simulateTap(at: IndexPath(item: 3, section: 0))
        #expect(tiles.log == ["shouldSelect 3"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func deletingAnItemKeepsTheOthersCells() throws {
        let tiles = Tiles([4])
        let (view, _) = grid(tiles)
        view.layoutIfNeeded()
        let third = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        tiles.counts = [3]
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
        #expect(view.numberOfItems(inSection: 0) == 3)
    }

    @Test func aCompositionalLayoutPlacesGroups() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let tiles = Tiles([5])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        view.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        view.dataSource = tiles
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 2, y: 46, width: 146, height: 76))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 152, y: 46, width: 146, height: 76))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 2, y: 136, width: 146, height: 76))
        #expect(view.contentSize == CGSize(width: 300, height: 44 + 80 * 3 + 10 * 2))
        #expect(labels(view).count == 5)

        let counted = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitem: item, count: 3)
        counted.interItemSpacing = .fixed(6)
        view.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: counted))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 104, y: 2, width: 92, height: 46))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 52)
    }

    @Test func aListLayoutStacksFullWidthRows() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .none
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let tiles = Tiles([3])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        view.dataSource = tiles
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(view.indexPathsForVisibleItems.count == 3)
    }
}
