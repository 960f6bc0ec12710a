import NameMatching

extension CatalogueQuery {
    /// The drink names a mistyped `text` most likely meant, for a "did you mean" once a lookup or a search
    /// found nothing: those as near as the nearest (`MistypedName`: as many edits, by whole name or by words
    /// alike), with fewer words left over first, then in the catalogue's order, at most `limit`, each once.
    /// None for a blank text, or when no name is near enough.
    public static func closestNames(to text: String, in names: [String], limit: Int = 3) -> [String] {
        guard let typed = MistypedName(text) else { return [] }
        var near: [(nearness: NameNearness, offset: Int)] = []
        for (offset, name) in names.enumerated() {
            guard let nearness = typed.nearness(to: name) else { continue }
            if let nearest = near.first?.nearness, !nearness.isAsNear(as: nearest) {
                guard nearness < nearest else { continue }
                near.removeAll()
            }
            near.append((nearness, offset))
        }
        var seen = Set<String>()
        return near.sorted { ($0.nearness.unmatchedWords, $0.offset) < ($1.nearness.unmatchedWords, $1.offset) }
            .map { names[$0.offset] }
            .filter { seen.insert(NameKey.of($0)).inserted }
            .prefix(max(0, limit)).map { $0 }
    }
}
