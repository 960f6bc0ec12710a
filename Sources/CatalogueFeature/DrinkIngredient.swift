import CocktailDBAPI

/// One ingredient of a drink's recipe, with its measure when the recipe gives one: the filled slot TheCocktailDB
/// sends, which is all the catalogue needs of an ingredient, rather than a copy of it under another name.
public typealias DrinkIngredient = IngredientSlot
