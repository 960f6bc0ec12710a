import StoreCore

/// Where the user's substitutes live: a document store of them in the order they were declared. Like the
/// bar, they are the user's own data: a save replaces them all or leaves them as they were, and
/// `LocalSubstitutes` never deletes them. A store reports its failures as `BarStoreError`, naming its file.
public typealias SubstitutesStore = DocumentStore<[LocalIngredientSubstitute]>
