import Foundation

/// The interface style a trait collection describes (headless: always light).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
