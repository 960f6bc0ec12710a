import BarFeature

extension UniqueDocuments {
    /// The bar's hard names, each standing for the next, so that both members of a pair are exercised.
    static func substitutes(salt: Int) -> @Sendable (Int) -> [LocalIngredientSubstitute] {
        { number in
            let names = bar(salt: salt)(number).map(\.name)
            return zip(names, names.dropFirst() + names.prefix(1)).map { LocalIngredientSubstitute(have: $0, for: $1) }
        }
    }
}
