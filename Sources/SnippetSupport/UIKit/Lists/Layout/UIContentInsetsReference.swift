import Foundation

public enum UIContentInsetsReference: Int {
    case automatic, none, safeArea, layoutMargins, readableContent
}
