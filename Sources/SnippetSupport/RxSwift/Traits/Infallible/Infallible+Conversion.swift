// From a sequence that may fail to one that cannot: each form says what takes the error's place.

extension ObservableConvertibleType {
    /// The values, and on an error `element` followed by completion.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        asObservable().catchAndReturn(element).uncheckedInfallible
    }

    /// The values, and on an error whatever `infallible` sends from then on.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        asObservable().catch { _ in infallible.asObservable() }.uncheckedInfallible
    }

    /// The values, and on an error whatever the infallible `onErrorRecover` makes of it sends.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        asObservable().catch { error in onErrorRecover(error).asObservable() }.uncheckedInfallible
    }
}
