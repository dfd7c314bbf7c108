import Foundation

/// Text alignment, as UIKit adds it to Foundation.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
