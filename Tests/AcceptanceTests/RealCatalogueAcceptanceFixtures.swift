import BarFeature
import CatalogueFeature
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import StoreCore
import TestSupport
import UserDataInfra

/// A store holding the whole real catalogue (`Tests/Fixtures/thecocktaildb/catalogue`, 636 drinks),
/// saved by `dringo sync` behind the free key's caps at `acceptanceNow`. The sync runs once per test
/// process; each store is a fresh one holding what it saved.
func realSyncedCatalogue() async throws -> InMemoryCatalogueStore {
    InMemoryCatalogueStore(try await RealSyncedCatalogue.shared.catalogue())
}

/// The issue's home bar, typed as a person would.
let issueHomeBar = [
    "vodka", "gin", "white rum", "lime", "lemon", "sugar", "soda water", "tonic water", "orange juice", "cranberry juice", "triple sec",
]

/// A run's storage holding the user's substitutes, each a pair of what they have and what it stands for.
func storageWithSubstitutes(_ pairs: [(have: String, for: String)]) async throws -> InMemoryDocumentStorage {
    let substitutes = InMemorySubstitutesStore()
    try await substitutes.save(pairs.map { LocalIngredientSubstitute(have: $0.have, for: $0.for) })
    let storage = InMemoryDocumentStorage()
    storage.place(substitutes, named: "substitutes.json")
    return storage
}

private actor RealSyncedCatalogue {
    static let shared = RealSyncedCatalogue()
    private var saved: Task<CachedCatalogue, any Error>?

    func catalogue() async throws -> CachedCatalogue {
        if let saved { return try await saved.value }
        let task = Task {
            let store = InMemoryCatalogueStore()
            let run = await runDringo(["sync"], http: HTTPClientStub(try CappedCocktailDB.realCatalogue().answer), catalogueStore: store)
            guard run.exitCode == .success, let catalogue = try await store.retrieve() else {
                throw SyncFailed(standardError: run.standardError)
            }
            return catalogue
        }
        saved = task
        return try await task.value
    }
}
