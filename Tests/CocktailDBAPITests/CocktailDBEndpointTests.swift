import CocktailDBAPI
import Foundation
import TestSupport
import Testing

@Suite("CocktailDBEndpoint")
struct CocktailDBEndpointTests {
    @Test func url_withFreeKey_usesV1PrefixWithKeyOne() {
        let sut = makeSUT(base: "https://www.thecocktaildb.com", key: .freeTest)

        let url = sut.url(script: "filter.php", query: [("c", "Cocktail")])

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/filter.php?c=Cocktail")
    }

    @Test func url_withAnotherKey_usesV2PrefixWithThatKey() {
        let sut = makeSUT(base: "https://www.thecocktaildb.com", key: APIKey("9973533"))

        let url = sut.url(script: "popular.php")

        #expect(url.absoluteString == "https://www.thecocktaildb.com/api/json/v2/9973533/popular.php")
    }

    @Test func url_withKeyHoldingPathCharacters_keepsTheKeyOneSegment() {
        let sut = makeSUT(base: "https://www.thecocktaildb.com", key: APIKey("ab/../c?d"))

        let url = sut.url(script: "popular.php")

        #expect(url.pathComponents == ["/", "api", "json", "v2", "ab/../c?d", "popular.php"])
        #expect(url.query == nil)
    }

    @Test func url_withBaseHoldingPortAndPathPrefix_keepsBoth() throws {
        let sut = makeSUT(base: "http://127.0.0.1:8080/mirror", key: .freeTest)

        let url = sut.url(script: "search.php", query: [("s", "Margarita")])

        #expect(url.absoluteString == "http://127.0.0.1:8080/mirror/api/json/v1/1/search.php?s=Margarita")
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.scheme == "http")
        #expect(components.host == "127.0.0.1")
        #expect(components.port == 8080)
    }

    @Test(arguments: [
        ("http://[::1]:8080/mirror", "http://[::1]:8080/mirror/api/json/v1/1/lookup.php?i=11007"),
        ("https://www.thecocktaildb.com/my%20mirror", "https://www.thecocktaildb.com/my%20mirror/api/json/v1/1/lookup.php?i=11007"),
        ("http://localhost:8080", "http://localhost:8080/api/json/v1/1/lookup.php?i=11007"),
    ])
    func url_withAnyOrigin_keepsItsSchemeHostPortAndPath(base: String, expected: String) {
        let sut = makeSUT(base: base, key: .freeTest)

        let url = sut.url(script: "lookup.php", query: [("i", "11007")])

        #expect(url.absoluteString == expected)
    }

    @Test func url_withBaseRelativeToAnotherURL_resolvesItFirst() throws {
        let origin = try #require(URL(string: "http://127.0.0.1:8080/"))
        let sut = CocktailDBEndpoint(baseURL: try #require(URL(string: "mirror", relativeTo: origin)), key: .freeTest)

        let url = sut.url(script: "popular.php")

        #expect(url.absoluteString == "http://127.0.0.1:8080/mirror/api/json/v1/1/popular.php")
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/mirror/", "http://127.0.0.1:8080/mirror/api/json/v1/1/lookup.php?i=11007"),
        ("http://127.0.0.1:8080/mirror//", "http://127.0.0.1:8080/mirror/api/json/v1/1/lookup.php?i=11007"),
        ("https://www.thecocktaildb.com/", "https://www.thecocktaildb.com/api/json/v1/1/lookup.php?i=11007"),
    ])
    func url_withTrailingSlashOnBase_doesNotDoubleTheSlash(base: String, expected: String) {
        let sut = makeSUT(base: base, key: .freeTest)

        let url = sut.url(script: "lookup.php", query: [("i", "11007")])

        #expect(url.absoluteString == expected)
    }

    @Test(arguments: [
        "Tommy's Margarita & Co",
        "a+b",
        "a=b",
        "a#b",
        "100%",
        "100%25",
        "a b",
        "?x=1&y=2",
        "Café Brûlot",
        "🍹 Mojito",
        "",
    ])
    func url_withQueryValue_deliversItAsExactlyOneItemThatRoundTrips(value: String) throws {
        let sut = makeSUT(base: "http://127.0.0.1:8080/mirror", key: .freeTest)

        let url = sut.url(script: "search.php", query: [("s", value)])

        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.queryItems == [URLQueryItem(name: "s", value: value)])
        #expect(components.fragment == nil)
        #expect(components.path == "/mirror/api/json/v1/1/search.php")
        // A server that decodes form-style reads "+" as a space, so none may remain raw.
        let rawQuery = try #require(components.percentEncodedQuery)
        #expect(!rawQuery.contains("+"))
        #expect(!rawQuery.contains(" "))
    }

    @Test func url_withSeveralQueryItems_keepsTheirOrder() throws {
        let sut = makeSUT(base: "https://www.thecocktaildb.com", key: .freeTest)

        let url = sut.url(script: "filter.php", query: [("i", "Gin & Tonic"), ("a", "Alcoholic")])

        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
        #expect(components.queryItems == [URLQueryItem(name: "i", value: "Gin & Tonic"), URLQueryItem(name: "a", value: "Alcoholic")])
    }

    @Test func url_withEmptyQuery_hasNoQuestionMark() {
        let sut = makeSUT(base: "http://127.0.0.1:8080/mirror", key: APIKey("secret"))

        let url = sut.url(script: "popular.php")

        #expect(url.query == nil)
        #expect(!url.absoluteString.contains("?"))
    }

    @Test func url_withBaseHoldingQueryOrFragment_dropsThem() {
        let sut = makeSUT(base: "http://127.0.0.1:8080/mirror?x=1#top", key: .freeTest)

        let url = sut.url(script: "popular.php")

        #expect(url.absoluteString == "http://127.0.0.1:8080/mirror/api/json/v1/1/popular.php")
    }

    // MARK: - Helpers

    private func makeSUT(base: String, key: APIKey, sourceLocation: SourceLocation = #_sourceLocation) -> CocktailDBEndpoint {
        guard let baseURL = URL(string: base) else {
            Issue.record("Invalid base URL \(base)", sourceLocation: sourceLocation)
            return CocktailDBEndpoint(baseURL: anyURL(), key: key)
        }
        return CocktailDBEndpoint(baseURL: baseURL, key: key)
    }
}
