import TextDistance

/// "Did you mean": the name closest to one the user mistyped, among the names the program knows for that
/// place (its commands, a command's options, a subcommand's or an operand's words, all from its syntax). Pure, and blind to where the names come from.
public enum NameSuggestion {
    /// The candidate at the fewest edits from `typed`, ignoring case and an option's leading dashes, where swapping
    /// two neighbouring letters is one edit (`--hlep` is `--help`); ties go to the earlier candidate. Failing that, the one candidate that starts with what was typed (three letters or
    /// more: `rand` for `random`). Nil when nothing is that close, since a far-off guess is worse than none.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let word = comparable(typed)
        guard !word.isEmpty else { return nil }
        let limit = EditDistance.tolerated(forLength: word.count)
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where candidate != typed {
            let other = comparable(candidate)
            // The length alone rules most candidates out, without comparing a long word letter by letter.
            guard abs(other.count - word.count) <= limit else { continue }
            let distance = EditDistance.optimalStringAlignment(word, other)
            guard distance <= limit, distance < best?.distance ?? .max else { continue }
            best = (distance, candidate)
        }
        if let best { return best.candidate }
        guard word.count >= 3 else { return nil }
        let extensions = candidates.filter { $0 != typed && comparable($0).starts(with: word) }
        return extensions.count == 1 ? extensions.first : nil
    }

    private static func comparable(_ name: String) -> [Character] {
        Array(name.drop { $0 == "-" }.lowercased())
    }
}
