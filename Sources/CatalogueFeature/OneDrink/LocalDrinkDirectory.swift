import StoreCore

/// The saved catalogue as a question about one drink reads it: the index, and each drink read on its own
/// when it is asked for, so that the rest are never decoded.
public struct LocalDrinkDirectory: Sendable {
    /// The index's entries, in the drinks' order: a drink's position is its entry's.
    public let entries: [DrinkDirectoryEntry]
    private let readDrink: @Sendable (Int) -> LocalDrink?

    /// - Parameter drinkAt: the drink at a position of `entries`, nil when what is saved there is no
    ///   drink, or not the drink its entry describes.
    public init(entries: [DrinkDirectoryEntry], drinkAt: @escaping @Sendable (Int) -> LocalDrink?) {
        self.entries = entries
        self.readDrink = drinkAt
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
        self.init(entries: drinks.map(DrinkDirectoryEntry.init), drinkAt: { drinks.indices.contains($0) ? drinks[$0] : nil })
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
