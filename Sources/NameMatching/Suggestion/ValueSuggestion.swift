import TextDistance

/// "Did you mean" among a set of values, such as a catalogue's categories or glasses.
public enum ValueSuggestion {
    /// Nil when `typed` is one of `values`, ignoring case and diacritics; else the values at the fewest edits (a swap
    /// of two neighbours is one), then those whose words hold the typed ones or the other way round, at most three.
    public static func closest(to typed: String, among values: [String]) -> [String]? {
        let key = NameKey.of(typed)
        let keyed = values.map { (value: $0, key: NameKey.of($0)) }
        guard !keyed.contains(where: { $0.key == key }) else { return nil }
        let letters = Array(key)
        let limit = EditDistance.tolerated(forLength: letters.count)
        let near = keyed.map { (value: $0.value, distance: EditDistance.optimalStringAlignment(letters, Array($0.key))) }
            .filter { $0.distance <= limit }.sorted { $0.distance < $1.distance }.map(\.value)
        let holding = key.isEmpty ? [] : keyed.filter { $0.key.contains(key) || key.contains($0.key) }.map(\.value)
        var closest: [String] = []
        for value in near + holding where !closest.contains(value) && closest.count < 3 { closest.append(value) }
        return closest
    }
}
