import StoreCore

/// Where the bar lives: a document store of the ingredients in the order they were added. It is the
/// user's own data: a save replaces the whole bar or leaves it as it was, and `LocalBar` never deletes it.
public typealias BarStore = DocumentStore<[LocalBarIngredient]>
