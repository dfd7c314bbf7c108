/// "Did you mean …?" for a word typed on the command line, answered as templates' and info
/// strings' typos are (`TemplateVariables.closest`): the nearest word at most two edits away.
public enum NearestWord {
    public static func to(_ word: String, among words: [String]) -> String? {
        TemplateVariables.closest(to: word, among: Set(words))
    }
}
