import Foundation
import Testing

/// The favourites story with the real binary, real files and a real HTTP server: favourites live in the
/// data directory beside the bar, survive `cache clear`, and are never overwritten when they cannot be read.
struct FavouritesEndToEndTests {
    @Test("FAS-1, FAS-2, FAS-5: fav add margarita with a rating and a note, then fav list in JSON and recipe show both")
    func favAdd_thenListAndRecipeShowIt() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())

        let added = try await sandbox.dringo(["fav", "add", "margarita", "--rating", "5", "--note", "less salt"])
        let listed = try await sandbox.dringo(["fav", "list", "--format", "json"])
        let recipe = try await sandbox.dringo(["recipe", "margarita"])
        let recipeJSON = try await sandbox.dringo(["recipe", "margarita", "--format", "json"])

        #expect(added.exitCode == 0, "\(added)")
        #expect(added.standardOutput == "Margarita (11007) is saved in your favourites.\n")
        #expect(listed.exitCode == 0, "\(listed)")
        #expect(listed.standardOutput == #"{"favourites":[{"id":11007,"name":"Margarita","rating":5,"note":"less salt"}]}"# + "\n")
        #expect(recipe.standardOutput.contains("One of your favourites, rated 5/5\nYour note: less salt\n"), "\(recipe)")
        #expect(recipeJSON.standardOutput.hasSuffix(#""favourite":{"rating":5,"note":"less salt"}}"# + "\n"), "\(recipeJSON)")
        let saved = try String(contentsOf: sandbox.defaultFavouritesFile, encoding: .utf8)
        #expect(saved == #"{"version":1,"favourites":[{"id":11007,"name":"Margarita","rating":5,"note":"less salt"}]}"#)
    }

    @Test("FAS-6: makeable --favourites lists only the favourites the bar makes")
    func makeable_favouritesOnly() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        _ = try await sandbox.dringo(["bar", "add", "gin", "lime juice", "sugar syrup", "tonic water"])
        _ = try await sandbox.dringo(["fav", "add", "pink gin"])

        let all = try await sandbox.dringo(["makeable", "--missing", "1"])
        let favourites = try await sandbox.dringo(["makeable", "--missing", "1", "--favourites"])

        #expect(all.standardOutput.contains("Gin And Tonic"), "\(all)")
        #expect(favourites.exitCode == 0, "\(favourites)")
        #expect(favourites.standardOutput == "Pink Gin (missing: Bitters)\n")
    }

    @Test("FAS-9: cache clear empties the cache and leaves the favourites file byte for byte")
    func cacheClear_leavesFavouritesAlone() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        _ = try await sandbox.dringo(["fav", "add", "11007", "--rating", "4"])
        let favourites = try Data(contentsOf: sandbox.defaultFavouritesFile)

        let cleared = try await sandbox.dringo(["cache", "clear"])
        let listed = try await sandbox.dringo(["fav", "list"])

        #expect(cleared.exitCode == 0, "\(cleared)")
        #expect(!sandbox.catalogue.exists, "the cache is cleared")
        #expect(try Data(contentsOf: sandbox.defaultFavouritesFile) == favourites)
        #expect(listed.standardOutput == "Margarita (11007, rated 4/5)\n")
    }

    @Test(
        "FAS-10: a corrupt favourites file is reported by name (exit 1) and left byte for byte",
        arguments: [["fav", "add", "11007"], ["fav", "remove", "11007"], ["fav", "list"], ["makeable", "--favourites"]])
    func corruptFavourites_areReportedAndKept(arguments: [String]) async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        _ = try await sandbox.dringo(["bar", "add", "gin"])
        let file = sandbox.defaultFavouritesFile
        let corrupt = Data(#"{"version":1,"favourites":[{"id":11007,"name":"Margarita","rating":"five","note":null}]}"#.utf8)
        try corrupt.write(to: file)

        let run = try await sandbox.dringo(arguments)

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains(file.path), "the sentence names the file: \(run.standardError)")
        #expect(try Data(contentsOf: file) == corrupt, "the user's favourites are never overwritten")
    }

    @Test(
        "FAS-8: a hostile rating or note is one sentence, exit 2, and nothing is saved",
        arguments: [
            ["--rating", "0"], ["--rating", "five"], ["--note", "less\u{1B}]0;owned\u{7}salt"],
            ["--note", String(repeating: "é", count: 501)],
        ])
    func hostileInput_isRefused(options: [String]) async throws {
        let sandbox = try Sandbox.withoutServer()

        let run = try await sandbox.dringo(["fav", "add", "margarita"] + options)

        #expect(run.exitCode == 2, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
        #expect(!run.standardError.contains("\u{1B}"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultFavouritesFile.path))
    }

    @Test("FAS-7: fav add of an unknown drink is exit 3 when TheCocktailDB answers, and saves nothing")
    func favAdd_unknownDrink() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())

        let run = try await sandbox.dringo(["fav", "add", "no such drink at all"])

        #expect(run.exitCode == 3, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.defaultFavouritesFile.path))
    }
}

extension Sandbox {
    /// Where the favourites live with no `DRINGO_DATA_DIR` or `XDG_DATA_HOME`: beside the bar.
    var defaultFavouritesFile: URL {
        defaultBarFile.deletingLastPathComponent().appendingPathComponent("favourites.json")
    }
}
