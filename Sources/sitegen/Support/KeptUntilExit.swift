/// What a finished command holds (a built course: at 10,000 notes, 700 MiB of small objects)
/// is given back by the process's end, not freed object by object on one core, which took half
/// a second of a 10,000-note build. As compilers do (`clang -disable-free`).
enum KeptUntilExit {
    private final class Box<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }
}
