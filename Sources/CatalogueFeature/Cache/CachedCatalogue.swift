import Foundation

/// What a store holds: the drinks and when they were saved.
public struct CachedCatalogue: Sendable, Equatable {
    public let drinks: [LocalDrink]
    public let timestamp: Date

    public init(drinks: [LocalDrink], timestamp: Date) {
        self.drinks = drinks
        self.timestamp = timestamp
    }
}
