import Foundation

/// "Did you mean": the known ingredient closest to a name, for a warning when no drink uses it. Pure.
public enum IngredientSuggestion {
    /// The known name at the smallest edit distance from `name`, comparing names ignoring case,
    /// diacritics and surrounding whitespace; ties go to the first name by key. Nil when nothing is
    /// within `maximumDistance(for:)`, since a far-off guess is worse than none.
    public static func closest(to name: String, among known: [String]) -> String? {
        let key = Array(BarIngredient.key(for: name))
        guard !key.isEmpty else { return nil }
        let limit = maximumDistance(forLength: key.count)
        var best: (distance: Int, key: String, name: String)?
        for candidate in known {
            let candidateKey = BarIngredient.key(for: candidate)
            guard !candidateKey.isEmpty else { continue }
            let distance = EditDistance.levenshtein(key, Array(candidateKey))
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.key) <= (distance, candidateKey) { continue }
            best = (distance, candidateKey, candidate.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return best?.name
    }

    /// The same, among the names drinks use and every name the knowledge places: an ingredient a
    /// bartender knows is worth suggesting even when no drink spells it that way. Ask it only of a
    /// name neither knows (`IngredientKnowledge.places`).
    public static func closest(to name: String, among known: [String], knowledge: IngredientKnowledge) -> String? {
        closest(to: name, among: known + knowledge.names)
    }

    /// The ingredient the knowledge places under the longest run of `name`'s words, the last such
    /// run when two are as long, in the knowledge's words: a brand it does not know names its family
    /// ("Smirnoff vodka" → `Vodka`, "Havana Club white rum" → `White rum`). Nil when no words are placed.
    public static func family(namedWithin name: String, knowledge: IngredientKnowledge) -> String? {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        guard words.count > 1 else { return nil }
        for length in stride(from: words.count - 1, through: 1, by: -1) {
            for start in stride(from: words.count - length, through: 0, by: -1) {
                let run = words[start..<(start + length)].joined(separator: " ")
                if let index = knowledge.index(ofKey: BarIngredient.key(for: run)) { return knowledge.ingredients[index].name }
            }
        }
        return nil
    }

    /// Two edits for short names, a third of the length for long ones.
    static func maximumDistance(forLength length: Int) -> Int {
        max(2, length / 3)
    }
}
