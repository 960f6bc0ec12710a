import CocktailDBAPI

/// One ingredient of a cocktail, with its measure when the recipe gives one: the filled slot TheCocktailDB sends,
/// which is all this feature needs of an ingredient, rather than a copy of it under another name.
public typealias CocktailIngredient = IngredientSlot
