import CocktailDBAPI
import Foundation

/// Where drinks live: the catalogue's letters and the lists that find what capped letters hide,
/// and the searches used when no catalogue is saved.
public enum CatalogueEndpoint: Sendable, Hashable {
    /// Every drink whose name starts with the letter or digit.
    case firstLetter(Character)
    /// Every drink whose name contains the text.
    case search(name: String)
    case lookup(id: Int)
    case random
    /// Every value of a facet (`list.php?c=list`).
    case facetValues(CatalogueFacet)
    /// The drinks with a facet's value, each as an id, a name and a thumbnail (`filter.php?c=NAME`).
    case filter(CatalogueFacet, value: String)

    /// The first letters that together reach every drink, in the order the catalogue is merged.
    public static let letters: [Character] = Array("abcdefghijklmnopqrstuvwxyz0123456789")

    public func url(for endpoint: CocktailDBEndpoint) -> URL {
        switch self {
        case let .firstLetter(letter):
            endpoint.url(script: "search.php", query: [("f", String(letter))])
        case let .search(name):
            endpoint.drinksNamed(name)
        case let .lookup(id):
            endpoint.drink(id: id)
        case .random:
            endpoint.url(script: "random.php")
        case let .facetValues(facet):
            endpoint.url(script: "list.php", query: [(facet.parameter, "list")])
        case let .filter(facet, value):
            endpoint.url(script: "filter.php", query: [(facet.parameter, value)])
        }
    }
}
