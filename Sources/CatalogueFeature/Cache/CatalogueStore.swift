import Foundation
import StoreCore

/// Where the saved catalogue lives: a document store of the drinks and their save date.
public typealias CatalogueStore = DocumentStore<CachedCatalogue>

/// What a catalogue store holds: the drinks and when they were saved.
public typealias CachedCatalogue = Cached<[LocalDrink]>

extension Cached where Resource == [LocalDrink] {
    public init(drinks: [LocalDrink], timestamp: Date) {
        self.init(drinks, timestamp: timestamp)
    }

    public var drinks: [LocalDrink] { resource }
}
