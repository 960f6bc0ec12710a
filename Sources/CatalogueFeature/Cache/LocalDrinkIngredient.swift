/// A recipe's ingredient as the cache keeps it: the domain's own, which holds nothing the cache must not.
public typealias LocalDrinkIngredient = DrinkIngredient
