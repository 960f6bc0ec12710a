import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import HouseDrinksFeature
import TestSupport
import Testing
import UserDataInfra

/// The user's own drinks, seen from the command line: `dringo mine add|edit|remove|list|export`, and the drinks
/// found by `recipe`, `search` and `makeable` beside the catalogue's.
final class KeepMyOwnDrinkAcceptanceTests {
    private let folder = TemporaryDirectory()

    deinit {
        folder.remove()
    }

    @Test("MDS-1: a card typed by hand is added and read back as written, marked as the user's")
    func card_isAddedAndReadBack() async throws {
        let storage = InMemoryDocumentStorage()

        let added = await mine(["mine", "add", try file("house.card")], storage: storage)
        let json = await mine(["recipe", "house gimlet", "--format", "json"], storage: storage)
        let text = await mine(["recipe", "House Gimlet"], storage: storage)

        #expect(added.exitCode == .success, "\(added.standardError)")
        #expect(added.standardOutput == "House Gimlet (1) is now one of your drinks.\n")
        #expect(json.exitCode == .success, "\(json.standardError)")
        let document = try RecipeDocument(json.standardOutputData)
        #expect(document.cocktail["id"] as? Int == 1)
        #expect(document.cocktail["source"] as? String == "yours")
        #expect(document.cocktail["glass"] as? String == "Coupe")
        #expect(document.ingredientNames == ["London dry gin", "fresh lime juice", "Simple syrup"])
        #expect(document.measures == ["2 oz", "3/4 oz", "1/2 oz"])
        #expect(document.strength?["poured"] is Double, "London dry gin is read as Gin, whose strength the knowledge has")
        #expect(text.standardOutput.contains("your own drink"))
        #expect(storage.folder(ofFileNamed: "drinks.json") == added.dataDirectory, "your drinks live beside the bar")
    }

    @Test("MDS-1: mine list shows the user's drinks by name, in JSON with their source")
    func list_showsDrinks() async throws {
        let storage = InMemoryDocumentStorage()
        _ = await mine(["mine", "add", try file("bar-assistant-collection.json")], storage: storage)

        let text = await mine(["mine", "list"], storage: storage)
        let json = await mine(["mine", "list", "--format", "json"], storage: storage)
        let empty = await mine(["mine", "list"])

        #expect(text.standardOutput == "Old Fashioned\nPaloma\n")
        #expect(
            json.standardOutput
                == #"{"items":[{"id":2,"name":"Old Fashioned","category":null,"alcoholic":"Alcoholic","glass":"Old fashioned","source":"yours"},{"id":1,"name":"Paloma","category":null,"alcoholic":"Alcoholic","glass":"Highball","source":"yours"}]}"#
                + "\n")
        #expect(empty.standardError == "You have no drinks of your own yet. Add one with 'dringo mine add'.\n")
    }

    @Test("MDS-2: a 300-recipe Bar Assistant export is added at once; each has its amounts and its strength from its own ABVs")
    func barAssistantExport_isAddedWhole() async throws {
        let storage = InMemoryDocumentStorage()
        let export = GeneratedBarAssistantExport(count: 300)

        let added = await mine(["mine", "add", try file(named: "export.json", export.data)], storage: storage)

        #expect(added.exitCode == .success, "\(added.standardError)")
        #expect(added.standardOutput == "Added 300 drinks of your own.\n")
        for index in stride(from: 0, to: 300, by: 7) {
            let run = await mine(["recipe", export.name(index), "--format", "json"], storage: storage)
            let document = try RecipeDocument(run.standardOutputData)
            #expect(document.cocktail["name"] as? String == export.name(index))
            #expect(document.amountsML == export.amountsML(index), "\(export.name(index))")
            if export.isToppedUp(index) {
                #expect(document.ingredients.last?["amount"] is NSNull, "a topup of 1 is a liquid with no volume")
                #expect(document.strength?["poured"] is NSNull, "an unmeasured liquid leaves the ABV unknown")
                #expect(document.strength?["unmeasured"] as? [String] == ["Soda water"])
            } else {
                let poured = try #require(document.strength?["poured"] as? Double, "\(export.name(index))")
                #expect(abs(poured - export.abv(index)) <= 1.5, "\(export.name(index)): \(poured) against \(export.abv(index))")
            }
        }
    }

    @Test("MDS-3: a saved recipe page is added, and its recipe reads back as written")
    func recipePage_isAdded() async throws {
        let storage = InMemoryDocumentStorage()

        let added = await mine(["mine", "add", try file("recipe-page.html")], storage: storage)
        let json = await mine(["recipe", "Classic Whiskey Sour", "--format", "json"], storage: storage)

        #expect(added.exitCode == .success, "\(added.standardError)")
        let document = try RecipeDocument(json.standardOutputData)
        #expect(
            document.ingredientNames == [
                "bourbon", "freshly squeezed lemon juice", "simple syrup", "large egg white", "Angostura bitters, for garnish",
            ])
        #expect(document.measures == ["2 oz", "¾ ounce", "½ ounce", "1", nil])
        #expect(document.cocktail["imageURL"] as? String == "https://cocktails.example.com/wp-content/uploads/whiskey-sour.jpg")
        #expect((document.object["instructions"] as? String)?.hasPrefix("Add the bourbon") == true)
    }

    @Test("MDS-4: search and makeable find the user's drinks; recipe prefers the user's name, the catalogue's stays reachable by id")
    func yourDrinks_beside_catalogue() async throws {
        let storage = InMemoryDocumentStorage()
        let catalogue = try await syncedCatalogue()
        let card =
            "# Margarita\n\n2 oz Gin\n1 oz fresh lime juice\n\nShake.\n---\n# Gin Lime Sour\n\n2 oz London dry gin\n1 oz fresh lime juice\n"
        _ = await mine(["mine", "add", try file(named: "two.card", Data(card.utf8))], storage: storage)

        let byName = await mine(["recipe", "margarita", "--format", "json"], catalogue: catalogue, storage: storage)
        let byID = await mine(["recipe", "11007", "--format", "json"], catalogue: catalogue, storage: storage)
        let search = await mine(["search", "marg", "--format", "json"], catalogue: catalogue, storage: storage)
        let filtered = await mine(["search", "--ingredient", "gin"], catalogue: catalogue, storage: storage)
        let makeable = await runDringo(
            ["makeable"], catalogueStore: catalogue, barStore: try await bar(["gin", "lime"]), storage: storage,
            environment: ["DRINGO_DATA_DIR": folder.url.path])

        #expect(try RecipeDocument(byName.standardOutputData).cocktail["source"] as? String == "yours")
        #expect(try RecipeDocument(byName.standardOutputData).cocktail["id"] as? Int == 1)
        #expect(try RecipeDocument(byID.standardOutputData).cocktail["source"] as? String == "thecocktaildb")
        #expect(
            search.standardOutput.contains(#"{"id":1,"name":"Margarita","category":null,"alcoholic":null,"glass":null,"source":"yours"}"#))
        #expect(!search.standardOutput.contains(#""id":11007"#), "the user's name wins in a list")
        #expect(search.standardOutput.contains(#""source":"thecocktaildb""#))
        #expect(filtered.standardOutput.contains("Gin Lime Sour\n"))
        #expect(makeable.exitCode == .success, "\(makeable.standardError)")
        let made = makeable.standardOutput.split(separator: "\n")
        #expect(made.contains { $0.hasPrefix("Gin Lime Sour") }, "fresh lime juice is Lime juice, which lime covers")
        #expect(made.contains { $0.hasPrefix("Margarita") })
    }

    @Test("MDS-5: export in each format, then add into an empty data folder: the same recipe in JSON")
    func export_roundTripsInEveryFormat() async throws {
        // A card and TheCocktailDB's JSON keep measures as written but no strengths; Bar Assistant's keeps amounts and
        // strengths but not measures as written: each round-trips what it can hold.
        let freeText = ["house.card", "recipe-page.html", "cocktaildb.json"]
        let barAssistant = ["bar-assistant-collection.json", "bar-assistant-negroni.json"]
        for (format, sources) in [("card", freeText), ("cocktaildb", freeText), ("bar-assistant", barAssistant)] {
            for source in sources {
                let first = InMemoryDocumentStorage()
                _ = await mine(["mine", "add", try file(source)], storage: first)
                let exported = await mine(["mine", "export", "--as", format], storage: first)
                let second = InMemoryDocumentStorage()
                let readded = await mine(
                    ["mine", "add", try file(named: "export-\(format)", exported.standardOutputData)], storage: second)
                #expect(readded.exitCode == .success, "\(source) as \(format): \(readded.standardError)")

                for name in try await names(in: first) {
                    let before = await mine(["recipe", name, "--format", "json"], storage: first)
                    let after = await mine(["recipe", name, "--format", "json"], storage: second)
                    #expect(before.standardOutput == after.standardOutput, "\(source) as \(format): \(name)")
                }
            }
        }
    }

    @Test("MDS-5: export --output writes the file whole, and names it")
    func export_toFile() async throws {
        let storage = InMemoryDocumentStorage()
        let writer = RecordingFileWriter()
        _ = await mine(["mine", "add", try file("house.card")], storage: storage)

        let run = await runDringo(
            ["mine", "export", "1", "--output", "/tmp/out.card"], storage: storage, fileWriter: writer,
            environment: ["DRINGO_DATA_DIR": folder.url.path])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Wrote one drink to /tmp/out.card.\n")
        #expect(writer.writtenFiles["/tmp/out.card"].map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("# House Gimlet\n") == true)
    }

    @Test(
        "MDS-6: each bad file gets one sentence naming the file and where, exit 1, and the drinks stay as they were",
        arguments: [
            ("not a drink at all", "bad.txt, line 1: this is neither a card"),
            ("{\"recipe\": {\"name\": \"A\", \"ingredients\": [", "bad.txt, line 1: this is not valid JSON"),
            ("# \n\n1 oz Gin", "bad.txt, line 1: a drink needs a name"),
            ("# A\nGlass: Coupe\n", "bad.txt, line 1: a drink needs at least one ingredient"),
            ("{\"recipe\": {\"ingredients\": []}}", "bad.txt, at $.recipe.name: this field is missing"),
            (
                "{\"recipe\": {\"name\": \"A\", \"ingredients\": [{\"_id\": \"g\", \"amount\": -4, \"units\": \"ml\"}]}}",
                "bad.txt, at $.recipe.ingredients[0].amount: an amount"
            ),
            ("# A\n\n99999 l Gin", "bad.txt, line 3: an amount"),
            ("# A\u{1B}[31m\n\n1 oz Gin", "bad.txt, line 1: a name or a text holds control characters"),
            ("# A\n\n1 oz Gin\n---\n# A\n\n1 oz Rum", "bad.txt: two drinks are named A"),
            ("# House Gimlet\n\n1 oz Gin", "bad.txt: House Gimlet is already one of your drinks"),
            ("", "bad.txt: the file holds no drink"),
        ])
    func badFile_changesNothing(content: String, message: String) async throws {
        let storage = InMemoryDocumentStorage()
        _ = await mine(["mine", "add", try file("house.card")], storage: storage)
        let before = try await storage.store(named: "drinks.json", of: [HouseDrink].self)?.retrieve()

        let run = await mine(["mine", "add", try file(named: "bad.txt", Data(content.utf8))], storage: storage)

        #expect(run.exitCode == .couldNotLoad)
        #expect(
            run.standardError.hasPrefix(
                message.replacingOccurrences(of: "bad.txt", with: folder.url.appendingPathComponent("bad.txt").path)),
            "\(run.standardError)")
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
        #expect(try await storage.store(named: "drinks.json", of: [HouseDrink].self)?.retrieve() == before)
    }

    @Test("MDS-6: a file over 5 MB is refused before it is read whole")
    func hugeFile_isRefused() async throws {
        let run = await mine(["mine", "add", try file(named: "huge.json", Data(repeating: 0x20, count: 5 * 1024 * 1024 + 10))])

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError.contains("larger than 5 MB"))
    }

    @Test("MDS-7: mine add without a file adds the card typed in $EDITOR; an unchanged card adds nothing")
    func add_opensEditor() async throws {
        let storage = InMemoryDocumentStorage()
        let editor = try script("printf '# Typed Sour\\n\\n2 oz Gin\\n1 oz Lemon juice\\n\\nShake.\\n' > \"$1\"")

        let run = await mine(["mine", "add"], storage: storage, environment: ["EDITOR": editor])
        let unchanged = await mine(["mine", "add"], storage: storage, environment: ["VISUAL": "true"])

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(run.standardOutput == "Typed Sour (1) is now one of your drinks.\n")
        #expect(unchanged.exitCode == .success)
        #expect(unchanged.standardError == "The card was left empty or unchanged; nothing was added.\n")
        #expect(try await names(in: storage) == ["Typed Sour"])
    }

    @Test("MDS-7: mine edit saves what is written; a card that does not read back changes nothing and is kept")
    func edit_savesOrKeeps() async throws {
        let storage = InMemoryDocumentStorage()
        _ = await mine(["mine", "add", try file("house.card")], storage: storage)
        let rename = try script("sed -i 's/# House Gimlet/# Garden Gimlet/' \"$1\"")
        let breaks = try script("printf 'Glass: none\\n' > \"$1\"")

        let edited = await mine(["mine", "edit", "house gimlet"], storage: storage, environment: ["EDITOR": rename])
        let refused = await mine(["mine", "edit", "1"], storage: storage, environment: ["EDITOR": breaks])

        #expect(edited.exitCode == .success, "\(edited.standardError)")
        #expect(edited.standardOutput == "Garden Gimlet (1) is saved.\n")
        #expect(refused.exitCode == .couldNotLoad)
        #expect(refused.standardError.contains("; nothing was changed. Your text is kept in "))
        let kept = try #require(refused.standardError.split(separator: " ").last.map { String($0.dropLast(2)) })
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "Glass: none\n")
        #expect(try await names(in: storage) == ["Garden Gimlet"])
    }

    @Test("MDS-8: drinks that cannot be read are named and left alone; a catalogue recipe still answers with a warning")
    func unreadableDrinks_areNamed() async throws {
        let storage = InMemoryDocumentStorage()
        let store = RecordingDocumentStoreSpy<[HouseDrink]>()
        store.completeRetrieval(with: HouseDrinksStoreError.unreadable(location: "/data/drinks.json"))
        storage.place(store, named: "drinks.json")

        let add = await mine(["mine", "add", try file("house.card")], storage: storage)
        let recipe = await mine(["recipe", "margarita"], catalogue: try await syncedCatalogue(), storage: storage)

        #expect(add.exitCode == .couldNotLoad)
        #expect(add.standardError.hasPrefix("Could not read your drinks at "))
        #expect(!store.receivedMessages.contains { if case .save = $0 { true } else { false } })
        #expect(recipe.exitCode == .success)
        #expect(recipe.standardError.hasPrefix("Could not read your drinks at "))
    }

    @Test("MDS-4: random picks the user's drinks too; with no catalogue saved and no connection, one of theirs")
    func random_picksYourDrinks() async throws {
        let storage = InMemoryDocumentStorage()
        _ = await mine(["mine", "add", try file("house.card")], storage: storage)

        let offline = await mine(["random", "--format", "json"], storage: storage)
        let catalogue = try await syncedCatalogue()
        var picked = Set<Int>()
        for seed in 1...40 {
            let run = await runDringo(
                ["random", "--format", "json"], catalogueStore: catalogue, storage: storage, randomSeed: UInt64(seed),
                environment: ["DRINGO_DATA_DIR": folder.url.path])
            picked.insert(try RecipeDocument(run.standardOutputData).cocktail["id"] as? Int ?? 0)
        }

        #expect(offline.exitCode == .success, "\(offline.standardError)")
        #expect(try RecipeDocument(offline.standardOutputData).cocktail["source"] as? String == "yours")
        #expect(picked.contains(1), "one drink of 26 is the user's")
        #expect(picked.count > 5, "the catalogue's are picked too")
    }

    @Test("MDS-4: shopping counts the user's drinks, and fav keeps one of them by its name")
    func shoppingAndFav_seeYourDrinks() async throws {
        let storage = InMemoryDocumentStorage()
        let catalogue = try await syncedCatalogue()
        let card = "# Zorro Sour\n\n2 oz Mezcal\n1 oz fresh lime juice\n---\n# Zorro Fizz\n\n2 oz Mezcal\nTop up with Soda water\n"
        _ = await mine(["mine", "add", try file(named: "zorro.card", Data(card.utf8))], storage: storage)

        let shopping = await runDringo(
            ["shopping", "--format", "json"], catalogueStore: catalogue, barStore: try await bar(["lime", "soda water"]), storage: storage,
            environment: ["DRINGO_DATA_DIR": folder.url.path])
        let fav = await mine(["fav", "add", "zorro sour", "--rating", "5"], catalogue: catalogue, storage: storage)

        #expect(shopping.exitCode == .success, "\(shopping.standardError)")
        #expect(shopping.standardOutput.contains(#""drinks":["Zorro Fizz","Zorro Sour"]"#), "\(shopping.standardOutput)")
        #expect(fav.exitCode == .success, "\(fav.standardError)")
        #expect(fav.standardOutput == "Zorro Sour (1) is saved in your favourites.\n")
        let favList = await mine(["fav", "list"], catalogue: catalogue, storage: storage)
        #expect(favList.standardOutput == "Zorro Sour (1, rated 5/5)\n", "a drink of the user's is not gone from the catalogue")
    }

    @Test("MDS-4: image draws one of the user's drinks from its picture's address, through the image cache")
    func image_ofYourDrink() async throws {
        let storage = InMemoryDocumentStorage()
        let writer = RecordingFileWriter()
        let photo = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        let card = "# House Gimlet\nPicture: https://example.com/gimlet.jpg\n\n2 oz Gin\n"
        _ = await mine(["mine", "add", try file(named: "pictured.card", Data(card.utf8))], storage: storage)
        let http = HTTPClientStub.online(["/gimlet.jpg": (200, photo)])

        let run = await runDringo(
            ["image", "house gimlet", "--output", "/tmp/gimlet.jpg"], http: http, storage: storage, fileWriter: writer,
            environment: ["DRINGO_DATA_DIR": folder.url.path])
        let none = await mine(["image", "1"], storage: InMemoryDocumentStorage())

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(writer.writtenFiles["/tmp/gimlet.jpg"] == photo)
        #expect(none.exitCode != .success)
    }

    @Test("MD-9: mine remove drops the drink; a name that names none of the user's is exit 3")
    func remove_dropsDrink() async throws {
        let storage = InMemoryDocumentStorage()
        _ = await mine(["mine", "add", try file("bar-assistant-collection.json")], storage: storage)

        let removed = await mine(["mine", "remove", "paloma"], storage: storage)
        let missing = await mine(["mine", "remove", "mojito"], storage: storage)

        #expect(removed.standardOutput == "Paloma (1) is no longer one of your drinks.\n")
        #expect(missing.exitCode == .notFound)
        #expect(missing.standardError == "'mojito' is none of your drinks; 'dringo mine list' shows them.\n")
        #expect(try await names(in: storage) == ["Old Fashioned"])
    }

    // MARK: - Helpers

    @Test("MDS-4: random with filters picks among the user's drinks the filters keep, beside the catalogue's")
    func filteredRandom_picksYourDrinks() async throws {
        let storage = InMemoryDocumentStorage()
        let catalogue = try await syncedCatalogue()
        let card = "# Yuzu Sour\n\n2 oz Gin\n1 oz Yuzu juice\n\nShake.\n"
        _ = await mine(["mine", "add", try file(named: "yuzu.card", Data(card.utf8))], storage: storage)

        let yuzu = await mine(["random", "--ingredient", "yuzu juice", "--format", "json"], catalogue: catalogue, storage: storage)
        var picked = Set<Int>()
        for seed in 1...40 {
            let run = await runDringo(
                ["random", "--ingredient", "gin", "--format", "json"], catalogueStore: catalogue, storage: storage,
                randomSeed: UInt64(seed), environment: ["DRINGO_DATA_DIR": folder.url.path])
            picked.insert(try RecipeDocument(run.standardOutputData).cocktail["id"] as? Int ?? 0)
        }

        #expect(yuzu.exitCode == .success, "\(yuzu.standardError)")
        #expect(try RecipeDocument(yuzu.standardOutputData).cocktail["name"] as? String == "Yuzu Sour")
        #expect(picked.contains { $0 >= 10000 }, "the catalogue's gin drinks are picked")
        #expect(!picked.contains(0))
    }

    @Test("PA-12: party plans a drink of the user's own beside a catalogue drink, each with its source")
    func party_plansYourDrinks() async throws {
        let storage = InMemoryDocumentStorage()
        let catalogue = try await syncedCatalogue()
        _ = await mine(
            ["mine", "add", try file(named: "sour.card", Data("# Gin Lime Sour\n\n2 oz Gin\n1 oz Lime juice\n\nShake.\n".utf8))],
            storage: storage)

        let party = await mine(
            ["party", "gin lime sour", "11007", "--guests", "2", "--format", "json"], catalogue: catalogue, storage: storage)

        #expect(party.exitCode == .success, "\(party.standardError)")
        #expect(party.standardOutput.contains(#"{"id":1,"name":"Gin Lime Sour","source":"yours","count":2"#), "\(party.standardOutput)")
        #expect(party.standardOutput.contains(#""name":"Margarita","source":"thecocktaildb","count":2"#))
    }

    private func mine(
        _ arguments: [String], catalogue: InMemoryCatalogueStore = InMemoryCatalogueStore(),
        storage: InMemoryDocumentStorage = InMemoryDocumentStorage(), environment: [String: String] = [:]
    ) async -> DringoRun {
        await runDringo(
            arguments, catalogueStore: catalogue, storage: storage,
            environment: environment.merging(["DRINGO_DATA_DIR": folder.url.path]) { given, _ in given })
    }

    private func file(_ fixture: String) throws -> String {
        try file(named: fixture, try Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/yours/\(fixture)")))
    }

    private func file(named name: String, _ data: Data) throws -> String {
        try folder.write(data, to: name)
        return folder.appending(name).path
    }

    private func script(_ body: String) throws -> String {
        let path = try file(named: "editor-\(UUID().uuidString.prefix(6)).sh", Data("#!/bin/sh\n\(body)\n".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    private func names(in storage: InMemoryDocumentStorage) async throws -> [String] {
        try await storage.store(named: "drinks.json", of: [HouseDrink].self)?.retrieve()?.map(\.name) ?? []
    }
}
