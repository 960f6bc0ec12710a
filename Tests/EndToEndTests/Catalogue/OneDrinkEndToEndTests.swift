import Foundation
import Testing

/// One drink read alone with the real binary and real files: `recipe` and `random` answer the same from a
/// catalogue an older dringo saved, read a file changed since it was saved whole, and judge what they read.
struct OneDrinkEndToEndTests {
    @Test("OD-6, OD-1: recipe and random answer the same from a catalogue saved without its drinks' places, as older dringos saved it")
    func recipeAndRandom_answerTheSame_fromACatalogueWithoutTheDrinksPlaces() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        try await sandbox.remote().stop()
        let saved = try sandbox.catalogue.document()
        #expect(saved["checksum"] is String && saved["drinksFromEnd"] is [Int], "the sync saves where the drinks stand")
        let withPlaces = try await answers(in: sandbox)

        var document = saved
        document["checksum"] = nil
        document["drinksFromEnd"] = nil
        try sandbox.catalogue.replaceContents(with: JSONSerialization.data(withJSONObject: document))
        let withoutPlaces = try await answers(in: sandbox)
        let random = try await sandbox.dringo(["random"])

        #expect(withPlaces.map(\.exitCode) == [0, 0, 0, 3], "\(withPlaces)")
        #expect(withoutPlaces.map(\.standardOutput) == withPlaces.map(\.standardOutput))
        #expect(withoutPlaces.map(\.standardError) == withPlaces.map(\.standardError))
        #expect(withoutPlaces.map(\.exitCode) == withPlaces.map(\.exitCode))
        #expect(random.exitCode == 0 && !random.standardOutput.isEmpty, "\(random)")
        #expect(sandbox.catalogue.exists, "a catalogue without the drinks' places is valid, and kept")
    }

    @Test("OD-6: a catalogue changed by hand since it was saved is read whole: recipe shows what it now says")
    func recipe_showsTheEditedRecipe_whenTheCatalogueWasChangedByHand() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        try await sandbox.remote().stop()
        var document = try sandbox.catalogue.document()
        var drinks = try #require(document["drinks"] as? [[String: Any]])
        let position = try #require(drinks.firstIndex { $0["name"] as? String == "Manhattan" })
        drinks[position]["instructions"] = "Stir it by hand."
        document["drinks"] = drinks
        document["checksum"] = nil
        var text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        text = #"{"checksum":"0000000000000000","# + text.dropFirst()
        try sandbox.catalogue.replaceContents(with: Data(text.utf8))

        let run = try await sandbox.dringo(["recipe", "manhattan"])

        #expect(run.exitCode == 0 && run.standardOutput.contains("Stir it by hand."), "\(run)")
        #expect(sandbox.catalogue.exists)
    }

    @Test("OD-6, OD-8: a catalogue cut short after the drink recipe asks for fails as a whole: recipe asks the server, and the file goes")
    func recipe_readsTheBrokenCatalogueWhole_andValidationDeletesIt() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        try await sandbox.remote().stop()
        let offline = try await sandbox.dringo(["recipe", "margarita"])
        try sandbox.catalogue.replaceContents(with: try sandbox.catalogue.contents().dropLast(2))

        let run = try await sandbox.dringo(["recipe", "margarita"])

        #expect(offline.exitCode == 0, "\(offline)")
        #expect(run.exitCode == 1 && run.standardOutput.isEmpty, "no catalogue, and the server is gone: \(run)")
        #expect(!sandbox.catalogue.exists, "validation judged the catalogue the run read unreadable, and deleted it")
    }

    private func answers(in sandbox: Sandbox) async throws -> [DringoRun] {
        [
            try await sandbox.dringo(["recipe", "margarita"]),
            try await sandbox.dringo(["recipe", "11007", "--format", "json"]),
            try await sandbox.dringo(["recipe", "pina colada", "--lang", "it"]),
            try await sandbox.dringo(["recipe", "gin"]),
        ]
    }
}
