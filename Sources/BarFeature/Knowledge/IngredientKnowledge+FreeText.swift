import NameMatching

extension IngredientKnowledge {
    /// The name the knowledge places that a recipe's free text means, as a bartender reads it: "fresh lemon juice" is
    /// Lemon juice, "London dry gin" Gin, "a large egg white" Egg white. The longest run of words the knowledge places
    /// wins, the rightmost of equals (in English the noun comes last); what follows a comma or sits in brackets is a
    /// note ("orange peel, for garnish"). Nil when no run of words is placed.
    public func placedName(readingFreeText text: String) -> String? {
        if places(text) { return text }
        var note = text
        if let comma = note.firstIndex(of: ",") { note = String(note[..<comma]) }
        while let open = note.firstIndex(of: "("), let close = note[open...].firstIndex(of: ")") {
            note.removeSubrange(open...close)
        }
        let words = note.split { $0.isWhitespace }.map(String.init)
        guard !words.isEmpty else { return nil }
        for length in stride(from: words.count, through: 1, by: -1) {
            for start in stride(from: words.count - length, through: 0, by: -1) {
                let run = words[start..<(start + length)].joined(separator: " ")
                if places(run) { return run }
            }
        }
        return nil
    }
}
