import Foundation

// UIKit's IndexPath additions for lists (swift-corelibs-foundation has none): a row or item in a section.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { get { self[0] } set { self[0] = newValue } }
    public var row: Int { get { self[1] } set { self[1] = newValue } }
    public var item: Int { get { self[1] } set { self[1] = newValue } }
}
