/// Completion or an error; never a value.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The `Trait` of `Completable`.
public enum CompletableTrait {}
