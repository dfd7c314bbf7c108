extension RandomAccessCollection {
    /// The first index whose element is in the second part of a collection partitioned by
    /// `isInSecondPart` (false for every element before it, true from it on), found by binary
    /// search; `endIndex` when none is. The one binary search of the build and of `serve`: a
    /// sorted list of files looked up by path, a range of mentions by page.
    public func partitioningIndex(where isInSecondPart: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
