import NameMatching

/// The user's own substitutes: add, remove and list what they have that stands for what a recipe wants
/// ("dry curaçao" for "Cointreau"). Each change delivers them all after it, sorted.
///
/// They follow the bar's rules: a change reads them first, so that a file that cannot be read fails it
/// with the store's error before anything is written; both names follow `IngredientNameValidator`'s
/// rules, and a pair is compared as the bar compares names, ignoring case, accents and surrounding spaces.
public final class LocalSubstitutes: Sendable {
    private let list: EditableList<SubstitutePair, LocalIngredientSubstitute>

    public init(store: any SubstitutesStore) {
        self.list = EditableList(store: store, models: { $0.toPairs() }, local: \.local)
    }
}

extension LocalSubstitutes {
    /// Adds `have` as a substitute for `wanted`. One already declared, in any spelling, keeps its first
    /// spelling and saves nothing. Both names are checked before anything is read.
    /// - Throws: an `IngredientNameError` for a name that breaks the rules, a blank one included, and a
    ///   `SameIngredientSubstituteError` when both name one ingredient.
    public func add(_ have: String, for wanted: String) async throws -> [IngredientSubstitute] {
        let added = try Self.pair(have: have, wanted: wanted)
        return try await list.add([added]).sortedSubstitutes()
    }
}

extension LocalSubstitutes {
    /// Removes the substitute, whatever its spelling; one not declared is no error. A name over the length
    /// cap is still accepted when it names a saved substitute, which an older dringo or a hand edit may have
    /// saved, so that what `list` shows can always be removed by what it shows.
    public func remove(_ have: String, for wanted: String) async throws -> [IngredientSubstitute] {
        try await list.remove { saved in [try Self.pair(have: have, wanted: wanted, saved: saved)] }.sortedSubstitutes()
    }
}

extension LocalSubstitutes {
    /// The substitutes, sorted by what the user has, then by what it stands for: what the matcher reads.
    public func list() async throws -> [IngredientSubstitute] {
        try await list.read().sortedSubstitutes()
    }
}

extension LocalSubstitutes {
    /// Both names checked, then refused when they name one ingredient.
    /// - Parameter saved: what is declared, whose names over the length cap may still be named.
    private static func pair(
        have: String,
        wanted: String,
        saved: [SubstitutePair] = []
    ) throws -> SubstitutePair {
        let typedHave = try BarIngredient(typed: have, saved: saved.map(\.have))
        let typedWanted = try BarIngredient(typed: wanted, saved: saved.map(\.wanted))
        guard let pair = SubstitutePair(have: typedHave, wanted: typedWanted) else {
            throw SameIngredientSubstituteError(name: typedHave.name)
        }
        return pair
    }
}

/// A substitute as the use case compares it: two ingredients that differ, equal to another when both are.
private struct SubstitutePair: Hashable {
    let have: BarIngredient
    let wanted: BarIngredient

    /// Nil when both name one ingredient.
    init?(have: BarIngredient, wanted: BarIngredient) {
        guard have != wanted else { return nil }
        self.have = have
        self.wanted = wanted
    }

    var local: LocalIngredientSubstitute {
        LocalIngredientSubstitute(have: have.name, for: wanted.name)
    }
}

private extension Array where Element == SubstitutePair {
    /// By what the user has, then by what it stands for, each by name ignoring case and diacritics.
    func sortedSubstitutes() -> [IngredientSubstitute] {
        sorted { ($0.have.key, $0.wanted.key, $0.have.name, $0.wanted.name) < ($1.have.key, $1.wanted.key, $1.have.name, $1.wanted.name) }
            .map { IngredientSubstitute($0.have.name, for: $0.wanted.name) }
    }
}

private extension Array where Element == LocalIngredientSubstitute {
    /// A file edited by hand, or saved by an older dringo, may hold control characters, a blank name, a
    /// substitute for itself or one pair twice. Each name is cleaned as a terminal shows it, so that what
    /// `list` shows `remove` can name; a pair left blank or the same is dropped, and the first spelling kept.
    func toPairs() -> [SubstitutePair] {
        var seen = Set<SubstitutePair>()
        return compactMap { saved in
            guard let have = BarIngredient(VisibleText.of(saved.have)), let wanted = BarIngredient(VisibleText.of(saved.wanted)) else {
                return nil
            }
            return SubstitutePair(have: have, wanted: wanted)
        }
        .filter { seen.insert($0).inserted }
    }
}
