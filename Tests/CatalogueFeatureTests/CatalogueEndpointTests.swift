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

    @Test("RC-10: a facet's values are list.php?X=list, for categories and glasses")
    func facetValues_buildsListURL() throws {
        let endpoint = try makeEndpoint()

        #expect(
            CatalogueEndpoint.facetValues(.category).url(for: endpoint).absoluteString
                == "https://www.thecocktaildb.com/api/json/v1/1/list.php?c=list")
        #expect(
            CatalogueEndpoint.facetValues(.glass).url(for: endpoint).absoluteString
                == "https://www.thecocktaildb.com/api/json/v1/1/list.php?g=list")
    }

    @Test("RC-11: a facet's list is filter.php with the value percent-encoded as one value, under the key's prefix")
    func filter_buildsFilterURLWithTheValueEncoded() throws {
        let free = CatalogueEndpoint.filter(.ingredient, value: "Lime juice & Co").url(for: try makeEndpoint())
        let production = CatalogueEndpoint.filter(.category, value: "Punch / Party Drink").url(
            for: try makeEndpoint(baseURL: "http://127.0.0.1:8080/mirror", key: APIKey("abc")))

        #expect(free.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/filter.php?i=Lime%20juice%20%26%20Co")
        #expect(production.absoluteString == "http://127.0.0.1:8080/mirror/api/json/v2/abc/filter.php?c=Punch%20%2F%20Party%20Drink")
    }

    @Test func random_buildsRandomURLWithoutQuery() throws {
        let url = CatalogueEndpoint.random.url(for: try makeEndpoint())

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/random.php")
    }
}
