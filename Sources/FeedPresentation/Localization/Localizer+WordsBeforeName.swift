extension Localizer {
    /// The words this language changes before a name, from its Shared table: none in a language whose
    /// `WORDS_BEFORE_A_NAME` holds no rule.
    var wordsBeforeName: WordsBeforeName {
        localizedTables.wordsBeforeName {
            WordsBeforeName(
                rules: string("WORDS_BEFORE_A_NAME", table: .shared), quotedName: string("QUOTED_NAME", table: .shared))
        }
    }

    /// `text` then `name`, the last word of `text` changed as the language changes it before that name: Spanish
    /// "lima y " and "hielo" stay, "lima y " and "higos" is "lima e higos".
    public func joining(_ text: String, beforeName name: String) -> String {
        guard let (kept, word) = wordsBeforeName.markedWord(endingWith: text) else { return text + name }
        return kept + word.text(before: name) + name
    }
}
