import CocktailDBAPI
import Foundation
import IngredientsFeature
import Testing

@Suite("IngredientsEndpoint")
struct IngredientsEndpointTests {
    @Test("RI-1: search URL asks search.php for the name under the free key's v1 prefix")
    func searchURL_asksSearchScriptUnderV1PrefixOnFreeKey() throws {
        let url = IngredientsEndpoint.search(name: "Margarita").url(for: try makeEndpoint())

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/search.php?s=Margarita")
    }

    @Test("RI-1: lookup URL asks lookup.php for the id under the free key's v1 prefix")
    func lookupURL_asksLookupScriptUnderV1PrefixOnFreeKey() throws {
        let url = IngredientsEndpoint.lookup(id: 11007).url(for: try makeEndpoint())

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/lookup.php?i=11007")
    }

    @Test("RI-1: URLs use the v2 prefix with the key on a production key")
    func urls_useV2PrefixWithKeyOnProductionKey() throws {
        let endpoint = try makeEndpoint(key: APIKey("9973533"))

        #expect(
            IngredientsEndpoint.search(name: "Margarita").url(for: endpoint).absoluteString
                == "https://www.thecocktaildb.com/api/json/v2/9973533/search.php?s=Margarita")
        #expect(
            IngredientsEndpoint.lookup(id: 11007).url(for: endpoint).absoluteString
                == "https://www.thecocktaildb.com/api/json/v2/9973533/lookup.php?i=11007")
    }

    @Test("RI-1: search URL sends the name as one percent-encoded s value on a name with quote, spaces and ampersand")
    func searchURL_sendsOneEncodedValueOnNameWithReservedCharacters() throws {
        let url = IngredientsEndpoint.search(name: "Tommy's Margarita & Co").url(for: try makeEndpoint())

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/search.php?s=Tommy%27s%20Margarita%20%26%20Co")
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.queryItems == [URLQueryItem(name: "s", value: "Tommy's Margarita & Co")])
    }

    @Test("RI-1: search URL percent-encodes non-ASCII names as UTF-8")
    func searchURL_encodesUTF8OnNonASCIIName() throws {
        let url = IngredientsEndpoint.search(name: "Piña Colada").url(for: try makeEndpoint())

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/search.php?s=Pi%C3%B1a%20Colada")
    }

    @Test(
        "RI-1: URLs keep the origin's port and path prefix", arguments: ["http://127.0.0.1:8080/mirror", "http://127.0.0.1:8080/mirror/"])
    func urls_keepPortAndPathPrefixOnMirrorOrigin(baseURL: String) throws {
        let endpoint = try makeEndpoint(baseURL: baseURL)

        #expect(
            IngredientsEndpoint.search(name: "Margarita").url(for: endpoint).absoluteString
                == "http://127.0.0.1:8080/mirror/api/json/v1/1/search.php?s=Margarita")
        #expect(
            IngredientsEndpoint.lookup(id: 11007).url(for: endpoint).absoluteString
                == "http://127.0.0.1:8080/mirror/api/json/v1/1/lookup.php?i=11007")
    }

    @Test("RI-1: endpoint is a search on a name query and a lookup on an id query")
    func init_mapsNameToSearchAndIdToLookup() {
        #expect(IngredientsEndpoint(.name("Margarita")) == .search(name: "Margarita"))
        #expect(IngredientsEndpoint(.id(11007)) == .lookup(id: 11007))
    }
}
