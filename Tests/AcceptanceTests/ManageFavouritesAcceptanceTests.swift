import CompositionRoot
import CompositionRootTestSupport
import FavouritesFeature
import FeedCacheInfra
import Foundation
import TestSupport
import Testing
import UserDataInfra

/// The favourites story, seen from the command line: `dringo fav add|remove|list`.
struct ManageFavouritesAcceptanceTests {
    @Test("FAS-1, FAS-2: fav add keeps the drink the catalogue resolves with its rating and note, and fav list shows it in JSON")
    func favAdd_thenListInJSON() async throws {
        let (storage, store) = favouritesStorage()
        let catalogue = try await syncedCatalogue()

        let added = await runDringo(
            ["fav", "add", "margarita", "--rating", "5", "--note", "less salt"], catalogueStore: catalogue, storage: storage)
        let listed = await runDringo(["fav", "list", "--format", "json"], catalogueStore: catalogue, storage: storage)

        #expect(added.exitCode == .success)
        #expect(added.standardOutput == "Margarita (11007) is saved in your favourites.\n")
        #expect(added.httpSettings == nil, "a drink the catalogue has is found with no request")
        #expect(try await store.retrieve() == [LocalFavourite(id: 11007, name: "Margarita", rating: 5, note: "less salt")])
        #expect(listed.exitCode == .success)
        #expect(listed.standardOutput == #"{"favourites":[{"id":11007,"name":"Margarita","rating":5,"note":"less salt"}]}"# + "\n")
        #expect(storage.folder(ofFileNamed: "favourites.json") == added.dataDirectory, "favourites live beside the bar")
    }

    @Test("FAS-1: fav add of a favourite changes what is given and keeps the rest")
    func favAdd_updatesFavourite() async throws {
        let (storage, store) = favouritesStorage([LocalFavourite(id: 11007, name: "Margarita", rating: 3, note: "less salt")])

        let run = await runDringo(["fav", "add", "11007", "--rating", "4"], catalogueStore: try await syncedCatalogue(), storage: storage)

        #expect(run.exitCode == .success)
        #expect(try await store.retrieve() == [LocalFavourite(id: 11007, name: "Margarita", rating: 4, note: "less salt")])
    }

    @Test("FAS-1: without a valid catalogue, fav add asks TheCocktailDB as recipe does")
    func favAdd_asksRemoteWithoutCatalogue() async throws {
        let (storage, store) = favouritesStorage()
        let http = HTTPClientStub.online([
            "search.php?s=margarita": (200, Data(#"{"drinks":[{"idDrink":"11007","strDrink":"Margarita"}]}"#.utf8))
        ])

        let run = await runDringo(["fav", "add", "margarita"], http: http, storage: storage)

        #expect(run.exitCode == .success)
        #expect(try await store.retrieve() == [LocalFavourite(id: 11007, name: "Margarita", rating: nil, note: nil)])
    }

    @Test("FAS-1: the demo keeps its own favourites, in the demo's data folder")
    func demo_keepsItsOwnFavourites() async throws {
        let storage = InMemoryDocumentStorage()

        let demo = await runDringo(["--demo", "fav", "add", "margarita"], storage: storage)

        #expect(demo.exitCode == .success, "\(demo.standardError)")
        #expect(storage.folder(ofFileNamed: "favourites.json")?.lastPathComponent == "demo")
        #expect(try await storage.store(named: "favourites.json", of: [LocalFavourite].self)?.retrieve()?.map(\.id) == [11007])
    }

    @Test("FAS-2: fav list sorts by name and shows each id, rating and note; none saved notes how to add one")
    func favList_sortedWithDetails() async throws {
        let (storage, _) = favouritesStorage([
            LocalFavourite(id: 11007, name: "Margarita", rating: 5, note: "less salt"),
            LocalFavourite(id: 11000, name: "mojito", rating: nil, note: nil),
            LocalFavourite(id: 17216, name: "Åviation", rating: 2, note: nil),
        ])

        let run = await runDringo(["fav", "list"], storage: storage)
        let empty = await runDringo(["fav", "list"])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput == "Åviation (17216, rated 2/5)\nMargarita (11007, rated 5/5, less salt)\nmojito (11000)\n")
        #expect(empty.exitCode == .success)
        #expect(empty.standardOutput == "")
        #expect(empty.standardError == "You have no favourites yet. Keep one with 'dringo fav add margarita --rating 5'.\n")
    }

    @Test("FAS-3: a favourite whose drink the valid catalogue lacks is still listed by its saved name, and marked")
    func favList_marksDrinkGoneFromCatalogue() async throws {
        let (storage, _) = favouritesStorage([
            LocalFavourite(id: 11007, name: "Margarita", rating: nil, note: nil),
            LocalFavourite(id: 99001, name: "Old Fashioned Gone", rating: 4, note: nil),
        ])

        let run = await runDringo(["fav", "list"], catalogueStore: try await syncedCatalogue(), storage: storage)
        let json = await runDringo(["fav", "list", "--format", "json"], catalogueStore: try await syncedCatalogue(), storage: storage)

        #expect(run.standardOutput == "Margarita (11007)\nOld Fashioned Gone (99001, rated 4/5, no longer in the catalogue)\n")
        #expect(json.standardOutput.contains(#"{"id":99001,"name":"Old Fashioned Gone","rating":4,"note":null}"#))
    }

    @Test("FAS-4: fav remove by name or id drops the favourite; a name that names none is exit 3")
    func favRemove_dropsFavourite() async throws {
        let (storage, store) = favouritesStorage([
            LocalFavourite(id: 11007, name: "Margarita", rating: nil, note: nil),
            LocalFavourite(id: 11000, name: "Mojito", rating: nil, note: nil),
        ])

        let removed = await runDringo(["fav", "remove", "MARGARITA"], storage: storage)
        let unknown = await runDringo(["fav", "remove", "negroni"], storage: storage)

        #expect(removed.exitCode == .success)
        #expect(removed.standardOutput == "Margarita (11007) is no longer in your favourites.\n")
        #expect(removed.httpSettings == nil, "removing never asks TheCocktailDB")
        #expect(try await store.retrieve() == [LocalFavourite(id: 11000, name: "Mojito", rating: nil, note: nil)])
        #expect(unknown.exitCode == .notFound)
        #expect(unknown.standardError == "'negroni' is none of your favourites; 'dringo fav list' shows them.\n")
    }

    @Test("FAS-7: fav add of a name several drinks share, none exactly, is exit 3 with the candidates, and saves nothing")
    func favAdd_ambiguousName() async throws {
        let (storage, store) = favouritesStorage()

        let run = await runDringo(["fav", "add", "gin"], catalogueStore: try await syncedCatalogue(), storage: storage)

        #expect(run.exitCode == .notFound)
        #expect(run.standardError.hasPrefix("'gin' could be any of these 17 cocktails:\n  178342  Gin and Soda\n"), "\(run.standardError)")
        #expect(run.standardError.hasSuffix("\nAsk for one by its id, as in 'dringo fav add 178342'.\n"))
        #expect(try await store.retrieve() == nil)
    }

    @Test(
        "FAS-8: a rating out of range, or a note with a control character or over 500 characters, is exit 2, and nothing is asked or saved")
    func favAdd_refusesHostileInput() async throws {
        let refusals: [([String], String)] = [
            (["--rating", "6"], "'6' is not a rating; use a whole number from 1 to 5.\n"),
            (["--rating", "2.5"], "'2.5' is not a rating; use a whole number from 1 to 5.\n"),
            (
                ["--note", "less\u{1B}[2Jsalt"],
                "A note cannot contain control characters, and 'lesssalt' does; your favourites are unchanged.\n"
            ),
            (
                ["--note", String(repeating: "x", count: 501)],
                "A note can be at most 500 characters long, and '\(String(repeating: "x", count: 40))…' is longer; your favourites are unchanged.\n"
            ),
        ]
        for (options, message) in refusals {
            let (storage, store) = favouritesStorage()

            let run = await runDringo(["fav", "add", "margarita"] + options, storage: storage)

            #expect(run.exitCode == .usage, "\(options)")
            #expect(run.standardError == message)
            #expect(run.httpSettings == nil)
            #expect(try await store.retrieve() == nil)
        }
    }

    @Test("FAS-10: favourites that cannot be read are one sentence naming the file, exit 1, for list, add and remove")
    func everyFavCommand_reportsUnreadableFavourites() async throws {
        for arguments in [["fav", "list"], ["fav", "add", "margarita"], ["fav", "remove", "margarita"]] {
            let storage = InMemoryDocumentStorage()
            storage.place(UnreadableFavouritesStore(), named: "favourites.json")

            let run = await runDringo(arguments, catalogueStore: try await syncedCatalogue(), storage: storage)

            #expect(run.exitCode == .couldNotLoad, "\(arguments)")
            #expect(
                run.standardError
                    == "Could not read your favourites at /data/favourites.json; it was left as it is. Fix or move that file, then try again.\n"
            )
        }
    }

    // MARK: - Helpers

    private func favouritesStorage(_ saved: [LocalFavourite]? = nil) -> (InMemoryDocumentStorage, InMemoryFavouritesStore) {
        let storage = InMemoryDocumentStorage()
        let store = InMemoryFavouritesStore(saved)
        storage.place(store, named: "favourites.json")
        return (storage, store)
    }
}

/// A favourites file that cannot be read, as the file store reports it.
struct UnreadableFavouritesStore: FavouritesStore {
    func retrieve() async throws -> [LocalFavourite]? { throw FavouritesStoreError.unreadable(location: "/data/favourites.json") }
    func save(_ document: [LocalFavourite]) async throws { Issue.record("unreadable favourites must never be overwritten") }
    func delete() async throws { Issue.record("favourites are never deleted") }
    func deleteIfUnchanged() async throws -> Bool { true }
}
