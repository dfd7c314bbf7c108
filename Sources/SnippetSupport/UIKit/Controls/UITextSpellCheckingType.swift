import Foundation

public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}
