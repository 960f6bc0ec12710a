import Foundation
import Testing

/// The catalogue story with the real binary and a real HTTP server: `sync` downloads the 36
/// letters, and `search`, `recipe` and `random` answer from the saved catalogue, offline.
struct CatalogueEndToEndTests {
    // MARK: - sync

    @Test("sync saves every drink once, with at most 4 letters in flight, and the server saw them overlap")
    func sync_savesEveryDrinkOnce_withAtMostFourRequestsInFlight() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.online(serving: fixture.routes(delay: 0.3))

        let run = try await sandbox.dringo(["sync"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutput == fixture.savedLine, "Tommy's Margarita, under two letters, counts once")
        #expect(run.standardError == "", "no progress indicator off a terminal")
        let requests = try await sandbox.remote().answeredRequests()
        #expect(requests.map(\.path).sorted() == CatalogueFixture.letters.map(APIPath.letter).sorted(), "each letter once")
        let inFlight = maximumInFlight(of: requests)
        #expect(inFlight <= 4, "at most 4 requests in flight: \(requests)")
        #expect(inFlight >= 2, "the letters should overlap, not go one by one: \(requests)")
        #expect(sandbox.catalogue.exists)
    }

    @Test("a sync with one letter failing (HTTP 500) fails and leaves the saved catalogue byte for byte")
    func sync_leavesSavedCatalogueUntouched_whenOneLetterFails() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        let saved = try sandbox.catalogue.contents()
        var routes = fixture.routes()
        routes[APIPath.letter("q")] = .text("{}", status: 500)
        try sandbox.remote().setRoutes(routes)

        let run = try await sandbox.dringo(["sync"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(!run.standardError.isEmpty, "one sentence saying why")
        #expect(try sandbox.catalogue.contents() == saved, "the old catalogue, byte for byte")
    }

    @Test("a letter answered 429 with Retry-After: 1 is asked again about a second later, and the sync succeeds")
    func sync_retriesALetterAfterRetryAfter_whenTooManyRequests() async throws {
        let fixture = try await CatalogueFixture.recorded()
        var routes = fixture.routes()
        let letter = APIPath.letter("g")
        routes[letter] = .sequence([.tooManyRequests(retryAfter: "1"), try #require(routes[letter])])
        let sandbox = try await Sandbox.online(serving: routes)

        let run = try await sandbox.dringo(["sync"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutput == fixture.savedLine)
        let asked = try await sandbox.remote().answeredRequests().filter { $0.path == letter }
        try #require(asked.count == 2, "one 429, then one 200: \(asked)")
        let wait = asked[1].startedAt - (asked[0].endedAt ?? .infinity)
        #expect(wait >= 0.9, "the retry should wait for Retry-After, 1 s; it came after \(wait) s")
    }

    // MARK: - expiry

    @Test("an expired catalogue counts as none: search falls back to search.php?s=")
    func search_asksTheServer_whenTheCatalogueHasExpired() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        try sandbox.catalogue.setSavedAt(.daysAgo(7, plusSeconds: 60))
        try sandbox.remote().setRoutes([APIPath.search("margarita"): .recorded("search-margarita.json")])
        let before = try sandbox.remote().requests().count

        let run = try await sandbox.dringo(["search", "margarita"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(try sandbox.remote().requests().dropFirst(before).map(\.path) == [APIPath.search("margarita")])
        #expect(CatalogueText.names(in: run.standardOutput).first == "Margarita", "an exact name first")
        #expect(Set(CatalogueText.names(in: run.standardOutput)) == Set(try RecordedFeed.entries(in: "search-margarita.json").map(\.name)))
    }

    @Test("a catalogue saved six days ago is still used: search asks the server nothing")
    func search_answersFromTheCatalogue_whenItIsSixDaysOld() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        try sandbox.catalogue.setSavedAt(.daysAgo(6))
        try sandbox.remote().setRoutes([:])
        let before = try sandbox.remote().requests().count

        let run = try await sandbox.dringo(["search", "margarita"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(try sandbox.remote().requests().count == before, "no network at all")
        #expect(Set(CatalogueText.names(in: run.standardOutput)) == CatalogueText.matching("margarita", in: fixture.drinks.map(\.name)))
    }

    // MARK: - offline

    @Test("offline, search finds names ignoring case and diacritics, an exact name first")
    func search_answersFromTheCatalogue_whenTheServerHasStopped() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        try await sandbox.remote().stop()
        let names = fixture.drinks.map(\.name)

        let margarita = try await sandbox.dringo(["search", "MARGARITA"])
        let pina = try await sandbox.dringo(["search", "pina"])
        let none = try await sandbox.dringo(["search", "zzzz"])

        #expect(margarita.exitCode == 0, "\(margarita)")
        #expect(CatalogueText.names(in: margarita.standardOutput).first == "Margarita", "an exact name first")
        #expect(Set(CatalogueText.names(in: margarita.standardOutput)) == CatalogueText.matching("margarita", in: names))
        #expect(CatalogueText.names(in: margarita.standardOutput).filter { $0 == "Tommy's Margarita" }.count == 1)
        #expect(pina.exitCode == 0 && CatalogueText.names(in: pina.standardOutput) == ["Piña Colada"], "\(pina)")
        #expect(none.exitCode == 0 && none.standardOutput == "" && !none.standardError.isEmpty, "\(none)")
    }

    @Test("offline, recipe by name with the diacritic left out shows Piña Colada's whole recipe")
    func recipe_showsTheWholeRecipeByName_whenTheServerHasStopped() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        try await sandbox.remote().stop()

        let run = try await sandbox.dringo(["recipe", "pina colada"])

        let drink = try #require(fixture.drink(named: "Piña Colada"))
        #expect(run.exitCode == 0, "\(run)")
        Self.expectRecipe(of: drink, instructions: drink.instructions, in: run)
    }

    @Test("offline, recipe by id shows Manhattan's whole recipe")
    func recipe_showsTheWholeRecipeByID_whenTheServerHasStopped() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        try await sandbox.remote().stop()

        let run = try await sandbox.dringo(["recipe", "11008"])

        let drink = try #require(fixture.drink(named: "Manhattan"))
        #expect(run.exitCode == 0, "\(run)")
        Self.expectRecipe(of: drink, instructions: drink.instructions, in: run)
    }

    @Test("offline, recipe --lang it shows the Italian instructions")
    func recipe_showsItalianInstructions_withLangIt() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        try await sandbox.remote().stop()

        let run = try await sandbox.dringo(["recipe", "Piña Colada", "--lang", "it"])

        let drink = try #require(fixture.drink(named: "Piña Colada"))
        #expect(run.exitCode == 0, "\(run)")
        Self.expectRecipe(
            of: drink, instructions: drink.italianInstructions, details: "Drink classico, Con alcol, Bicchiere highball",
            ingredientLines: ["    3 oz Rum bianco", "    3 tblsp Latte di cocco", "    3 tblsp Ananas"], in: run)
    }

    @Test("offline, an unknown name is exit 3")
    func recipe_failsWithExit3_forAnUnknownName() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        try await sandbox.remote().stop()

        let run = try await sandbox.dringo(["recipe", "No Such Drink"])

        #expect(run.exitCode == 3, "\(run)")
        #expect(run.standardOutput == "")
    }

    @Test("offline, random shows the whole recipe of one of the catalogue's drinks")
    func random_showsOneDrinksRecipe_whenTheServerHasStopped() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.withSyncedCatalogue(fixture)
        try await sandbox.remote().stop()

        for _ in 1...3 {
            let run = try await sandbox.dringo(["random"])

            #expect(run.exitCode == 0, "\(run)")
            let name = run.standardOutput.split(separator: "\n").first.map(String.init)
            let drink = try #require(fixture.drinks.first { $0.name == name }, "a drink of the catalogue: \(run)")
            Self.expectRecipe(of: drink, instructions: drink.instructions, in: run)
        }
    }

    /// The contract's recipe: the name, a line with category, alcoholic and glass, the ingredient
    /// lines as `ingredients` prints them, then the instructions, wrapped.
    private static func expectRecipe(
        of drink: CatalogueDrink,
        instructions: String?,
        details expectedDetails: String? = nil,
        ingredientLines expectedIngredientLines: [String]? = nil,
        in run: DringoRun,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == drink.name, "\(run)", sourceLocation: sourceLocation)
        let details = lines.dropFirst().first ?? ""
        if let expectedDetails {
            // Another language than English words the catalogue's category, alcohol content and glass.
            #expect(details == expectedDetails, "\(run)", sourceLocation: sourceLocation)
        }
        for detail in [drink.category, drink.alcoholic, drink.glass].compactMap({ $0 }) where expectedDetails == nil {
            #expect(details.contains(detail), "the second line names \(detail): \(run)", sourceLocation: sourceLocation)
        }
        // Another language than English names the ingredients in it.
        let expected = expectedIngredientLines ?? drink.ingredients.map(\.line)
        let ingredientLines = lines.filter { expected.contains($0) }
        #expect(ingredientLines == expected, "every ingredient, in slot order: \(run)", sourceLocation: sourceLocation)
        if let instructions {
            let words = CatalogueText.words(run.standardOutput)
            let expected = CatalogueText.words(instructions)
            let found = words.indices.contains { start in words[start...].starts(with: expected) }
            #expect(found, "the instructions, whatever the wrapping: \(run)", sourceLocation: sourceLocation)
        }
    }
}
