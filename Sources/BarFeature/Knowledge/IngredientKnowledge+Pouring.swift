import NameMatching

extension IngredientKnowledge {
    /// How `name` goes into a drink: its line's word, else that of what it is a brand, variety, synonym or flavoured
    /// kind of, the nearest that says; else a liquid. A form (a lime's juice, its peel) and what is made from others
    /// say their own.
    ///
    /// Nil when the knowledge does not place the name.
    public func pouring(of name: String) -> IngredientPouring? {
        guard var index = index(ofKey: NameKey.of(name)) else { return nil }
        // Relations lead nowhere twice in a document that was read; the bound only keeps the walk finite.
        for _ in ingredients.indices {
            let ingredient = ingredients[index]
            if let pouring = ingredient.pouring { return pouring }
            guard let parent = ingredient.parent else { return .liquid }
            index = parent.index
        }
        return .liquid
    }
}
