import Foundation
import Testing

/// The fixture server's catalogue route, checked with a plain HTTP client: it must answer as the
/// free key does (see the fixtures' SOURCES.md, "catalogue/") for the capped sync's tests to prove anything.
struct CatalogueRouteEndToEndTests {
    @Test("the capped catalogue answers 25 drinks for a letter of 109, and every drink of a letter of fewer, in the file's order")
    func letters_areCappedAt25() async throws {
        let sandbox = try await Sandbox.online(serving: RealCatalogue.freeKeyRoutes())

        let a = try await Self.drinks(sandbox, "search.php?f=a")
        let d = try await Self.drinks(sandbox, "search.php?f=D")
        let x = try await PlainHTTPClient().get(try sandbox.remote().baseURL + "/api/json/v1/1/search.php?f=x")

        #expect(a.compactMap { $0["strDrink"] as? String } == Array(try RealCatalogue.drinks(of: "a").prefix(25).map(\.name)))
        #expect(d.count == (try RealCatalogue.drinks(of: "d").count))
        #expect(String(decoding: x.body, as: UTF8.self) == #"{"drinks":null}"#)
    }

    @Test("a list holds at most 100 short items sorted by name ignoring case, matched ignoring case, white space and underscores")
    func lists_areShortSortedAndCapped() async throws {
        let sandbox = try await Sandbox.online(serving: RealCatalogue.freeKeyRoutes())

        let ordinary = try await Self.drinks(sandbox, "filter.php?c=ordinary_drink%20")
        let shots = try await Self.drinks(sandbox, "filter.php?c=Shot")
        let lemon = try await Self.drinks(sandbox, "filter.php?i=LEMON%20JUICE")

        #expect(ordinary.count == 100)
        #expect(ordinary.allSatisfy { Set($0.keys) == ["strDrink", "strDrinkThumb", "idDrink"] })
        let names = ordinary.compactMap { $0["strDrink"] as? String }
        #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
        #expect(shots.count < 100 && !shots.isEmpty)
        #expect(!lemon.isEmpty)
    }

    @Test("list.php names each value once, capping only the ingredients at 100; lookup.php answers one full drink or null")
    func valuesAndLookups() async throws {
        let sandbox = try await Sandbox.online(serving: RealCatalogue.freeKeyRoutes())

        let categories = try await Self.drinks(sandbox, "list.php?c=list")
        let ingredients = try await Self.drinks(sandbox, "list.php?i=list")
        let manhattan = try await Self.drinks(sandbox, "lookup.php?i=11008")
        let none = try await PlainHTTPClient().get(try sandbox.remote().baseURL + "/api/json/v1/1/lookup.php?i=1")

        #expect(categories.count == 11)
        #expect(ingredients.count == 100)
        #expect(manhattan.first?["strDrink"] as? String == "Manhattan" && manhattan.first?["strInstructions"] != nil)
        #expect(String(decoding: none.body, as: UTF8.self) == #"{"drinks":null}"#)
    }

    @Test("a target's own route wins over the catalogue's, and a script the catalogue lacks is a 404")
    func ownRoutesWin_andUnknownScriptsAre404() async throws {
        var routes = RealCatalogue.freeKeyRoutes()
        routes[APIPath.lookup(11008)] = .text("{}", status: 500)
        let sandbox = try await Sandbox.online(serving: routes)
        let client = PlainHTTPClient()

        let overridden = try await client.get(try sandbox.remote().baseURL + APIPath.lookup(11008))
        let random = try await client.get(try sandbox.remote().baseURL + "/api/json/v1/1/random.php")

        #expect(overridden.status == 500)
        #expect(random.status == 404)
    }

    @Test("uncapped, for a production key, a letter answers every drink it has")
    func productionKey_isNotCapped() async throws {
        let sandbox = try await Sandbox.online(serving: RealCatalogue.productionKeyRoutes(key: "premium"))

        let answer = try await PlainHTTPClient().get(try sandbox.remote().baseURL + "/api/json/v2/premium/search.php?f=a")

        let document = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
        #expect((document?["drinks"] as? [Any])?.count == (try RealCatalogue.drinks(of: "a").count))
    }

    private static func drinks(_ sandbox: Sandbox, _ request: String) async throws -> [[String: Any]] {
        let answer = try await PlainHTTPClient().get(try sandbox.remote().baseURL + "/api/json/v1/1/" + request)
        try #require(answer.status == 200, "\(request)")
        let document = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
        return document?["drinks"] as? [[String: Any]] ?? []
    }
}
