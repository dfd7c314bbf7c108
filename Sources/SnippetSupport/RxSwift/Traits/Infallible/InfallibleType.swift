/// A type that is an `Infallible` or can be read as one; the operators of the trait are written
/// once, against this protocol.
public protocol InfallibleType: ObservableConvertibleType {}
