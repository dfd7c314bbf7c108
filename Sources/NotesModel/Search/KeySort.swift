/// Sorts a section's token keys: a radix sort, a byte of the key at a time, skipping the bytes
/// every key shares. A section's text has a few hundred tokens, and the standard library's
/// comparison sort of them was most of what counting them cost.
enum KeySort {
    /// Below this many keys the standard sort is as fast.
    static let smallest = 64

    static func sort(_ keys: UnsafeMutableBufferPointer<UInt64>) {
        let count = keys.count
        guard count >= smallest else {
            var keys = keys
            return keys.sort()
        }
        // One count per byte value for each of the 8 bytes, all counted in one pass.
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: 256 * 8)
        counts.initialize(repeating: 0, count: 256 * 8)
        let other = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
        defer {
            counts.deallocate()
            other.deallocate()
        }
        var (any, all): (UInt64, UInt64) = (0, ~0)
        for key in keys {
            any |= key
            all &= key
            for byte in 0..<8 { counts[byte << 8 | Int(truncatingIfNeeded: key &>> UInt64(byte &* 8)) & 0xFF] += 1 }
        }
        let varying = any ^ all
        var (source, target) = (keys.baseAddress!, other)
        for byte in 0..<8 where (varying &>> UInt64(byte &* 8)) & 0xFF != 0 {
            // Each value's first place in the target.
            let places = counts + byte << 8
            var sum = 0
            for value in 0..<256 {
                let number = places[value]
                places[value] = sum
                sum += number
            }
            for index in 0..<count {
                let key = source[index]
                let value = Int(truncatingIfNeeded: key &>> UInt64(byte &* 8)) & 0xFF
                target[places[value]] = key
                places[value] += 1
            }
            swap(&source, &target)
        }
        if source != keys.baseAddress! { keys.baseAddress!.update(from: source, count: count) }
    }
}
