import Measures

extension Localizer {
    /// A measure as a recipe shows it, the words dringo wrote around a number in this language ("Saft von 2",
    /// "3 Spritzer", "1 TL"); a measure shown as written, and a word the table does not hold, stay as written.
    func text(of measure: ShownMeasure) -> String {
        guard language != .english else { return measure.text }
        return measure.text(wording: measureWord)
    }

    /// The word for `english`, capitalised as the English one was where it starts with a capital ("Juice of"). An
    /// English abbreviation counting more than one ("2 tsp") is keyed `tsp (plural)` where the language's word changes.
    private func measureWord(_ english: String, plural: Bool) -> String? {
        let pluralKey = english.lowercased() + " (plural)"
        let key = plural && hasString(pluralKey, table: .measureWords) ? pluralKey : english.lowercased()
        guard hasString(key, table: .measureWords) else { return nil }
        let word = string(key, table: .measureWords)
        guard english.first?.isUppercase == true, let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
