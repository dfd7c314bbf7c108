import Foundation

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}
