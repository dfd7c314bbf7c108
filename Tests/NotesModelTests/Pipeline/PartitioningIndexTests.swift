import Testing
@testable import NotesModel

/// The one binary search: the first element of a partitioned collection's second part.
struct PartitioningIndexTests {
    @Test func findsTheFirstElementOfTheSecondPartAtEveryPosition() {
        for count in 0...9 {
            let values = Array(0..<count)
            for split in 0...count {
                #expect(values.partitioningIndex { $0 >= split } == split, "\(count) values split at \(split)")
            }
        }
    }

    @Test func worksOnSlicesWithTheirOwnIndices() {
        let paths = ["a", "b/1", "b/2", "c", "d"][1...]
        #expect(paths.partitioningIndex { $0 >= "b/" } == 1)
        #expect(paths.partitioningIndex { $0 >= "b/" && !$0.hasPrefix("b/") } == 3)
        #expect(paths.partitioningIndex { $0 > "z" } == paths.endIndex)
    }
}
