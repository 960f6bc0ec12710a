import Foundation
import HTTPCore

/// The app's own client: answers every request with a TheCocktailDB-shaped body, or fails
/// as a lost connection does, so the example runs without a network.
struct StubHTTPClient: HTTPClient {
    let isOnline: Bool

    func get(from url: URL) async throws -> (Data, HTTPResponse) {
        guard isOnline else { throw HTTPClientError.connectivity }
        return (Data(Self.cocktailsBody.utf8), HTTPResponse(url: url, statusCode: 200))
    }

    /// Two drinks as `filter.php?c=Cocktail` sends them: ids as strings, no instructions.
    private static let cocktailsBody = #"""
        {"drinks": [
            {"strDrink": "155 Belmont", "strDrinkThumb": "https:\/\/www.thecocktaildb.com\/images\/media\/drink\/yqvvqs1475667388.jpg", "idDrink": "15346"},
            {"strDrink": "747 Drink", "strDrinkThumb": "https:\/\/www.thecocktaildb.com\/images\/media\/drink\/i9suxb1582474926.jpg", "idDrink": "178318"}
        ]}
        """#
}
