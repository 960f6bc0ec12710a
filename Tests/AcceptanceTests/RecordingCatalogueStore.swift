import CatalogueFeature
import FeedCacheInfra
import Foundation

/// A catalogue store that records what it was asked, and fails the operations it is told to.
actor RecordingCatalogueStore: CatalogueStore {
    enum Message: Equatable {
        case retrieve
        case deleteCachedCatalogue
        case insert
    }

    struct Failure: Error {}

    private(set) var messages: [Message] = []
    private let backing: InMemoryCatalogueStore
    private let failing: Set<Message>

    init(catalogue: CachedCatalogue? = nil, failing: Set<Message> = []) {
        backing = InMemoryCatalogueStore(catalogue: catalogue)
        self.failing = failing
    }

    func retrieve() async throws -> CachedCatalogue? {
        try record(.retrieve)
        return try await backing.retrieve()
    }

    func deleteCachedCatalogue() async throws {
        try record(.deleteCachedCatalogue)
        try await backing.deleteCachedCatalogue()
    }

    func insert(_ drinks: [LocalDrink], timestamp: Date) async throws {
        try record(.insert)
        try await backing.insert(drinks, timestamp: timestamp)
    }

    /// What the store holds, read past any stubbed failure.
    func stored() async throws -> CachedCatalogue? {
        try await backing.retrieve()
    }

    private func record(_ message: Message) throws {
        messages.append(message)
        if failing.contains(message) { throw Failure() }
    }
}

func cachedCatalogue(names: [String], savedAt: Date) -> CachedCatalogue {
    CachedCatalogue(
        drinks: names.enumerated().map { index, name in
            LocalDrink(
                id: 17_000 + index, name: name, category: "Cocktail", alcoholic: "Alcoholic", glass: "Old-fashioned glass",
                instructions: "Stir.", translatedInstructions: ["it": "Mescolare."],
                ingredients: [LocalDrinkIngredient(name: "Gin", measure: "3 cl")], imageURLText: nil)
        },
        timestamp: savedAt)
}
