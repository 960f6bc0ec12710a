import NameMatching

extension IngredientKnowledge {
    /// The typical alcohol by volume of `name`, in percent (`Vodka` 40, `Lime juice` 0), compared
    /// ignoring case, diacritics and surrounding whitespace. A name whose line gives no figure takes
    /// the figure of what it is a brand, variety, synonym or form of, the nearest that has one; a
    /// flavoured or made-from ingredient, a staple and a name of its own have only their own.
    ///
    /// Nil when the knowledge does not place the name, or gives it no figure.
    public func abv(of name: String) -> Double? {
        let key = NameKey.of(name)
        if let own = synonymABVByKey[key] { return own }
        guard var index = index(ofKey: key) else { return nil }
        // Relations lead nowhere twice in a document that was read; the bound only keeps the walk finite.
        for _ in ingredients.indices {
            let ingredient = ingredients[index]
            if let abv = ingredient.abv { return abv }
            if let parent = ingredient.parent, parent.kind != .flavoured {
                index = parent.index
            } else if let source = ingredient.source {
                index = source
            } else {
                return nil
            }
        }
        return nil
    }
}
