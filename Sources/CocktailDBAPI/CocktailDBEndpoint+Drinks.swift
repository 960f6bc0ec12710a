import Foundation

extension CocktailDBEndpoint {
    /// The drinks whose name holds `name`: what a name asks TheCocktailDB, whichever feature asks it.
    public func drinksNamed(_ name: String) -> URL {
        url(script: "search.php", query: [("s", name)])
    }

    /// The drink of this id.
    public func drink(id: Int) -> URL {
        url(script: "lookup.php", query: [("i", String(id))])
    }
}
