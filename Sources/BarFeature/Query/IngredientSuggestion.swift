import Foundation
import NameMatching

/// "Did you mean": the known ingredient closest to a name, for a warning when no drink uses it. Pure.
public enum IngredientSuggestion {
    /// The known name nearest `name` (`MistypedName`: fewest edits, where swapping two neighbouring letters is one,
    /// `gni` for `Gin`, or a word of a longer name, `angustura` for `Angostura bitters`; at as many edits, the whole
    /// name before the words of another); among names as near, the one most drinks use, then the first by key. Names compare ignoring case, diacritics and
    /// surrounding whitespace. Nil when nothing is near enough, since a far-off guess is worse than none.
    /// - Parameter uses: how many drinks use each name, by `BarIngredient` key; a name missing from it counts none.
    public static func closest(to name: String, among known: [String], uses: [String: Int] = [:]) -> String? {
        closest(to: name, among: known.map { Candidate(spelling: $0, suggested: $0) }, uses: uses)
    }

    /// The same, among the names drinks use and every name the knowledge places: an ingredient a bartender
    /// knows is worth suggesting even when no drink spells it that way. A name only the knowledge spells that
    /// is another name for an ingredient is suggested as that ingredient, the name recipes and shops use:
    /// `angustura`, near the knowledge's `Angostura`, suggests `Angostura bitters`. Ask it only of a name
    /// neither knows (`IngredientKnowledge.places`).
    public static func closest(
        to name: String, among known: [String], uses: [String: Int] = [:], knowledge: IngredientKnowledge
    )
        -> String?
    {
        let spelled = Set(known.map(BarIngredient.key(for:)))
        let placed = knowledge.names.map { placed -> Candidate in
            let key = BarIngredient.key(for: placed)
            guard !spelled.contains(key), let index = knowledge.index(ofKey: key) else {
                return Candidate(spelling: placed, suggested: placed)
            }
            return Candidate(spelling: placed, suggested: knowledge.ingredients[index].name)
        }
        return closest(to: name, among: known.map { Candidate(spelling: $0, suggested: $0) } + placed, uses: uses)
    }

    /// The same, measuring each known name as `spelled` writes it (in a reader's language) and suggesting it as known.
    public static func closest(
        to name: String, among known: [String], spelledAs spelled: (String) -> String, uses: [String: Int] = [:]
    ) -> String? {
        closest(to: name, among: known.map { Candidate(spelling: spelled($0), suggested: $0) }, uses: uses)
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

    /// A name measured as it is spelled, and suggested as `suggested`.
    private struct Candidate {
        let spelling: String
        let suggested: String
    }

    private static func closest(to name: String, among candidates: [Candidate], uses: [String: Int]) -> String? {
        guard let typed = MistypedName(name) else { return nil }
        var best: (rank: Rank, name: String)?
        for candidate in candidates {
            let key = BarIngredient.key(for: candidate.suggested)
            guard !key.isEmpty, let nearness = typed.nearness(to: candidate.spelling) else { continue }
            let rank = Rank(nearness: nearness, uses: uses[key] ?? 0, key: key)
            if let current = best?.rank, !(rank < current) { continue }
            best = (rank, candidate.suggested.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return best?.name
    }

    /// Nearer first; among names as near, the one more drinks use, then fewer words left over, then by key.
    private struct Rank: Comparable {
        let nearness: NameNearness
        let uses: Int
        let key: String

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            let (left, right) = (lhs.nearness, rhs.nearness)
            return (left.edits, left.isByWords ? 1 : 0, -lhs.uses, left.unmatchedWords, lhs.key)
                < (right.edits, right.isByWords ? 1 : 0, -rhs.uses, right.unmatchedWords, rhs.key)
        }
    }
}
