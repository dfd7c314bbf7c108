import Foundation
import OpenCombine

/// The latest value of each upstream, for `CombineLatest`.
final class LatestValues {
    private var values: [Any?]
    private var missing: Int

    init(count: Int) {
        values = Array(repeating: nil, count: count)
        missing = count
    }

    /// Records `value`; all latest values once every upstream has sent one.
    func update(_ index: Int, _ value: Any) -> [Any]? {
        if values[index] == nil { missing -= 1 }
        values[index] = value
        return missing == 0 ? values.map { $0! } : nil
    }
}
