import Foundation

public enum NSRectAlignment: Int {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
