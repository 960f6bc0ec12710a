import Foundation
import Testing

/// The catalogue fixtures that the pending catalogue tests and the benchmarks rely on, checked
/// through the fixture server with a plain HTTP client before `dringo sync` exists.
struct CatalogueFixtureEndToEndTests {
    @Test("the recorded catalogue serves 36 letters: drinks under their first letter, null for letters with none")
    func recordedCatalogue_servesEveryLetterInTheFullDrinkShape() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.online(serving: fixture.routes())
        let server = try sandbox.remote()
        let client = PlainHTTPClient()

        var namesByLetter: [Character: [String]] = [:]
        for letter in CatalogueFixture.letters {
            let answer = try await client.get(server.baseURL + APIPath.letter(letter))
            try #require(answer.status == 200)
            let document = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
            if document["drinks"] is NSNull { continue }
            let drinks = try #require(document["drinks"] as? [[String: Any]], "letter \(letter)")
            #expect(!drinks.isEmpty, "a letter with none answers null, not an empty list")
            #expect(drinks.allSatisfy { $0["strInstructions"] != nil && $0["strIngredient1"] != nil }, "full drinks")
            namesByLetter[letter] = drinks.compactMap { $0["strDrink"] as? String }
        }

        #expect(namesByLetter["p"]?.contains("Piña Colada") == true)
        #expect(namesByLetter["t"]?.contains("Tommy's Margarita") == true && namesByLetter["m"]?.contains("Tommy's Margarita") == true)
        #expect(namesByLetter["x"] == nil && namesByLetter["7"] == nil, "some letters have no drinks")
        let served = namesByLetter.values.joined()
        #expect(served.count == fixture.drinks.count + 1, "every drink once, Tommy's Margarita twice")
        #expect(Set(served) == Set(fixture.drinks.map(\.name)))
        #expect(fixture.savedLine == "Saved \(fixture.drinks.count) cocktails.\n")
        #expect(fixture.drink(named: "Manhattan")?.id == 11008)
        #expect(fixture.drink(named: "Piña Colada")?.italianInstructions != nil)
    }

    @Test("the large catalogue holds its thousands of drinks, each labelled, each body under dringo's size limit")
    func largeCatalogue_holdsEveryDrinkOnceUnderTheSizeLimit() async throws {
        let fixture = try await CatalogueFixture.large(label: "Old")
        let again = try await CatalogueFixture.large(label: "Old")

        #expect(fixture.drinks.count == CatalogueFixture.largeDrinkCount)
        #expect(Set(fixture.drinks.map(\.id)).count == fixture.drinks.count)
        #expect(fixture.drinks.allSatisfy { $0.name.contains(" Old ") })
        #expect(again.files == fixture.files, "written once per test run")
        for file in fixture.files.values {
            let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
            #expect(size < 20 * 1024 * 1024, "\(file.lastPathComponent) is \(size) bytes")
        }
    }
}
