import CatalogueFeature
import Locking

/// A directory of drinks that records which positions were read, and can give a forged drink for one.
final class DrinkReadSpy: Sendable {
    private let recorded = Locked<[Int]>([])
    private let drinks: [LocalDrink]
    private let forged: [Int: LocalDrink]

    init(_ drinks: [LocalDrink], forging forged: [Int: LocalDrink] = [:]) {
        self.drinks = drinks
        self.forged = forged
    }

    var positionsRead: [Int] { recorded.withLock { $0 } }

    var directory: LocalDrinkDirectory {
        LocalDrinkDirectory(
            entries: drinks.map(DrinkDirectoryEntry.init), index: { [drinks] in drinks.map(LocalIndexedDrink.init) },
            drinkAt: { [self] position in
                recorded.withLock { $0.append(position) }
                return forged[position] ?? drinks[position]
            })
    }
}
