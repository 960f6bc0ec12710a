import NameMatching

extension IngredientKnowledge {
    /// Whether the ingredient `key` names belongs to the ingredient at `family`: it is that ingredient or a
    /// synonym of it, or, up its chain of brands, varieties, flavours and sources, it leads there. `Spiced rum`
    /// belongs to `Rum`, `Absolut Citron` to `Vodka`, `Lime juice` to `Lime`. Made-from ingredients belong to
    /// nothing they are made from: sugar syrup is not sugar.
    func belongs(key: String, to family: Int) -> Bool {
        guard let start = index(ofKey: key) else { return false }
        var visited = Set<Int>()
        var pending = [start]
        while let index = pending.popLast() {
            if index == family { return true }
            guard visited.insert(index).inserted else { continue }
            let ingredient = ingredients[index]
            if let parent = ingredient.parent { pending.append(parent.index) }
            if let source = ingredient.source { pending.append(source) }
        }
        return false
    }
}
