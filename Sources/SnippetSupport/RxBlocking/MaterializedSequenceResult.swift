import Foundation
import RxSwift

/// How a sequence ended, with the values it sent.
public enum MaterializedSequenceResult<Element> {
    case completed(elements: [Element])
    case failed(elements: [Element], error: Error)
}
