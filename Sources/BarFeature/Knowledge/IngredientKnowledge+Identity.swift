import NameMatching

extension IngredientKnowledge {
    /// What a name is one with: the key of the ingredient it places, a synonym's resolved to the ingredient it
    /// stands for (`Light rum` and `White rum` are one), else the name's own key. Two names of one identity are one
    /// ingredient on a shopping list.
    public func identity(of name: String) -> String {
        let key = NameKey.of(name)
        guard let index = index(ofKey: key) else { return key }
        return ingredients[index].key
    }
}
