import CocktailDBAPI
import Foundation
import NameMatching

/// Where a cocktail's ingredients live: a name search, or a lookup by id.
public enum IngredientsEndpoint: Sendable, Hashable {
    case search(name: String)
    case lookup(id: Int)

    public init(_ query: CocktailQuery) {
        switch query {
        case let .name(name): self = .search(name: name)
        case let .id(id): self = .lookup(id: id)
        }
    }

    public func url(for endpoint: CocktailDBEndpoint) -> URL {
        switch self {
        case let .search(name): endpoint.drinksNamed(name)
        case let .lookup(id): endpoint.drink(id: id)
        }
    }
}
