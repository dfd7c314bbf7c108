/// Errors RxSwift's own operators produce. The descriptions are the texts RxSwift prints.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    case noElements, moreThanOneElement, timeout, argumentOutOfRange, overflow, unknown
    case disposed(object: AnyObject)

    public var debugDescription: String {
        switch self {
        case .noElements: "Sequence doesn't contain any elements."
        case .moreThanOneElement: "Sequence contains more than one element."
        case .timeout: "Sequence timeout."
        case .argumentOutOfRange: "Argument out of range."
        case .overflow: "Arithmetic overflow occurred."
        case .unknown: "Unknown error occurred."
        case .disposed(let object): "Object `\(object)` was already disposed."
        }
    }
}
