import Foundation

public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}
