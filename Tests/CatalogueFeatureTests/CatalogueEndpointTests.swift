import CatalogueFeature
import CocktailDBAPI
import Foundation
import Testing

@Suite("CatalogueEndpoint")
struct CatalogueEndpointTests {
    @Test("RC-1: letters are a to z, then 0 to 9")
    func letters_areLowercaseLettersThenDigits() {
        #expect(String(CatalogueEndpoint.letters) == "abcdefghijklmnopqrstuvwxyz0123456789")
    }

    @Test func firstLetter_buildsSearchByFirstLetterURLUnderFreeKeyPrefix() throws {
        let url = CatalogueEndpoint.firstLetter("a").url(for: try makeEndpoint())

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/search.php?f=a")
    }

    @Test func firstLetter_keepsOriginPortAndPathPrefixAndUsesProductionKeyPrefix() throws {
        let url = CatalogueEndpoint.firstLetter("7").url(
            for: try makeEndpoint(baseURL: "http://127.0.0.1:8080/mirror/", key: APIKey("abc")))

        #expect(url.absoluteString == "http://127.0.0.1:8080/mirror/api/json/v2/abc/search.php?f=7")
    }

    @Test func search_percentEncodesTheNameAsOneValue() throws {
        let url = CatalogueEndpoint.search(name: "Tommy's Margarita & Co").url(for: try makeEndpoint())

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/search.php?s=Tommy%27s%20Margarita%20%26%20Co")
    }

    @Test func lookup_buildsLookupByIDURL() throws {
        let url = CatalogueEndpoint.lookup(id: 11007).url(for: try makeEndpoint())

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/lookup.php?i=11007")
    }

    @Test func random_buildsRandomURLWithoutQuery() throws {
        let url = CatalogueEndpoint.random.url(for: try makeEndpoint())

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/random.php")
    }
}
