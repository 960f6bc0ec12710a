import CompositionRoot
import CompositionRootTestSupport
import FavouritesFeature
import FeedCacheInfra
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// The favourites story in the recipes and the makeable drinks: `recipe`, `random` and `makeable --favourites`.
struct FavouritesInRecipeAcceptanceTests {
    @Test("FAS-5: recipe of a favourite shows its rating and note, in text and in JSON")
    func recipe_showsFavouriteRatingAndNote() async throws {
        let storage = favourites([LocalFavourite(id: 11007, name: "Margarita", rating: 5, note: "less salt")])
        let catalogue = try await syncedCatalogue()

        let text = await runDringo(["recipe", "margarita"], catalogueStore: catalogue, storage: storage)
        let json = await runDringo(["recipe", "margarita", "--format", "json"], catalogueStore: catalogue, storage: storage)

        #expect(text.exitCode == .success)
        #expect(
            text.standardOutput.hasPrefix(
                "Margarita\nOrdinary Drink, Alcoholic, Cocktail glass\nIBA official cocktail: Contemporary Classics · Tags: IBA, ContemporaryClassic\nAbout 25% poured, 16% shaken; about 135 ml in the glass; 18 g of alcohol\nOne of your favourites, rated 5/5\nYour note: less salt\n\n"
            ))
        #expect(json.standardOutput.hasSuffix(#""instructionsLanguage":"en","favourite":{"rating":5,"note":"less salt"}}"# + "\n"))
    }

    @Test("FAS-5: recipe of a drink that is no favourite has a null favourite, and random shows a favourite's note")
    func recipeAndRandom_favouriteOrNull() async throws {
        let catalogue = try await syncedCatalogue()
        let notFavourite = await runDringo(["recipe", "margarita", "--format", "json"], catalogueStore: catalogue)
        let picked = await runDringo(["random", "--format", "json"], catalogueStore: catalogue)
        let id = try #require(
            (try JSONSerialization.jsonObject(with: picked.standardOutputData) as? [String: Any]).flatMap {
                $0["cocktail"] as? [String: Any]
            }?[
                "id"] as? Int)
        let storage = favourites([LocalFavourite(id: id, name: "Picked", rating: nil, note: "my way")])

        let random = await runDringo(["random", "--format", "json"], catalogueStore: catalogue, storage: storage)

        #expect(notFavourite.standardOutput.hasSuffix(#""favourite":null}"# + "\n"))
        #expect(
            random.standardOutput.hasSuffix(#""favourite":{"rating":null,"note":"my way"}}"# + "\n"), "the same seed picks the same drink")
    }

    @Test("FAS-5: unreadable favourites still show the recipe, with a warning naming the file")
    func recipe_warnsOnUnreadableFavourites() async throws {
        let storage = InMemoryDocumentStorage()
        storage.place(UnreadableFavouritesStore(), named: "favourites.json")

        let run = await runDringo(["recipe", "margarita"], catalogueStore: try await syncedCatalogue(), storage: storage)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Margarita\n"))
        #expect(run.standardError.contains("/data/favourites.json"))
    }

    @Test("FAS-6: makeable --favourites lists only the favourites among the drinks the bar makes")
    func makeable_favouritesOnly() async throws {
        let catalogue = try await syncedCatalogue()
        let barStore = try await bar(["gin", "lime juice", "sugar syrup", "tonic water", "soda water", "bitters"])
        let storage = favourites([LocalFavourite(id: 11936, name: "Pink Gin", rating: 4, note: nil)])

        let all = await runDringo(["makeable", "--missing", "1"], catalogueStore: catalogue, barStore: barStore, storage: storage)
        let only = await runDringo(
            ["makeable", "--missing", "1", "--favourites"], catalogueStore: catalogue, barStore: barStore, storage: storage)

        #expect(all.standardOutput.split(separator: "\n").count > 1)
        #expect(only.exitCode == .success)
        #expect(only.standardOutput == "Pink Gin\n")
    }

    private func favourites(_ saved: [LocalFavourite]) -> InMemoryDocumentStorage {
        let storage = InMemoryDocumentStorage()
        storage.place(InMemoryFavouritesStore(saved), named: "favourites.json")
        return storage
    }
}
