import Foundation

public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent
}
