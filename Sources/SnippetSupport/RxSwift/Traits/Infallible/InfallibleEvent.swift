/// What an `Infallible` can send: values, then perhaps completion. There is no error case, which
/// is the whole point of the trait.
public enum InfallibleEvent<Element> {
    case next(Element)
    case completed

    /// The same event as an ordinary `Event`.
    public var event: Event<Element> {
        if case .next(let element) = self { return .next(element) }
        return .completed
    }
}
