import StoreCore

/// The saved catalogue as a question about one drink reads it: the index, and each drink read on its own
/// when it is asked for, so that the rest are never decoded.
public struct LocalDrinkDirectory: Sendable {
    /// The index's entries, in the drinks' order: a drink's position is its entry's.
    public let entries: [DrinkDirectoryEntry]
    private let readDrink: @Sendable (Int) -> LocalDrink?
    private let readIndex: @Sendable () -> [LocalIndexedDrink]?

    /// - Parameters:
    ///   - index: the index's whole entries, read only when a question filters by them; nil when they cannot be read.
    ///   - drinkAt: the drink at a position of `entries`, nil when what is saved there is no drink, or not the drink
    ///     its entry describes.
    public init(
        entries: [DrinkDirectoryEntry], index: @escaping @Sendable () -> [LocalIndexedDrink]?,
        drinkAt: @escaping @Sendable (Int) -> LocalDrink?
    ) {
        self.entries = entries
        self.readIndex = index
        self.readDrink = drinkAt
    }

    /// The index's whole entries, with each drink's kinds and ingredients, in the drinks' order; nil when they cannot
    /// be read or do not describe the same drinks as `entries`, and only the whole catalogue can answer.
    public func indexedEntries() -> [LocalIndexedDrink]? {
        guard let index = readIndex(), index.map({ DrinkDirectoryEntry(id: $0.id, name: $0.name) }) == entries else { return nil }
        return index
    }

    /// The drink the entry at `position` describes, read alone; nil when the saved drink does not fit its
    /// entry (a file changed by hand), and only the whole catalogue can answer.
    public func drink(at position: Int) -> LocalDrink? {
        guard entries.indices.contains(position), let drink = readDrink(position), DrinkDirectoryEntry(drink) == entries[position]
        else { return nil }
        return drink
    }
}

extension LocalDrinkDirectory {
    /// The directory of drinks already read, such as a whole catalogue's.
    public init(drinks: [LocalDrink]) {
        self.init(
            entries: drinks.map(DrinkDirectoryEntry.init), index: { drinks.map(LocalIndexedDrink.init) },
            drinkAt: { drinks.indices.contains($0) ? drinks[$0] : nil })
    }
}

/// Where a question about one drink reads the saved catalogue from: a projection of the catalogue's
/// document, as the index is.
public typealias CatalogueDrinkReader = DocumentReader<CachedDrinkDirectory>

/// The saved catalogue's directory of drinks, with the catalogue's save date.
public typealias CachedDrinkDirectory = Cached<LocalDrinkDirectory>

extension Cached where Resource == [LocalDrink] {
    /// The catalogue as a directory of its drinks, with its save date.
    public var drinkDirectory: CachedDrinkDirectory {
        CachedDrinkDirectory(LocalDrinkDirectory(drinks: resource), timestamp: timestamp)
    }
}
