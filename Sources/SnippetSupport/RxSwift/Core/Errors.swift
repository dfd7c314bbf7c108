/// Errors RxSwift's own operators produce.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    case unknown
    case disposed(object: AnyObject)
    case overflow
    case argumentOutOfRange
    case noElements
    case moreThanOneElement
    case timeout

    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error occurred."
        case .disposed(let object): "Object `\(object)` was already disposed."
        case .overflow: "Arithmetic overflow occurred."
        case .argumentOutOfRange: "Argument out of range."
        case .noElements: "Sequence doesn't contain any elements."
        case .moreThanOneElement: "Sequence contains more than one element."
        case .timeout: "Sequence timeout."
        }
    }
}
