import BarFeature
import Locking

struct NoDrinks: Error {}

/// Hands out the drinks, or fails, and counts how often it was asked: the drinks a bar use case reads.
final class DrinksSpy: Sendable {
    private let drinks: Result<[MakeableCandidate], any Error>
    private let count = Locked(0)

    init(_ drinks: Result<[MakeableCandidate], any Error>) {
        self.drinks = drinks
    }

    var calls: Int { count.withLock { $0 } }

    func load() throws -> [MakeableCandidate] {
        count.withLock { $0 += 1 }
        return try drinks.get()
    }
}
