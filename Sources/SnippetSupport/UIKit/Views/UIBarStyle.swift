import Foundation

/// A bar's style (kept; nothing is drawn).
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}
