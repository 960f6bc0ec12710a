import Foundation
import Testing

/// `search` and `random` by what is in the drink and by kind, with the real binary over the real catalogue served as
/// the free key serves it: the first filter syncs, the rest answer from the saved catalogue alone.
struct FindDrinksByKindEndToEndTests {
    @Test("FK-2, FK-7, FK-1, FK-3, FK-5, FK-8, FK-9: filters sync first, then answer from the saved catalogue with no request")
    func filters_syncFirst_thenAnswerFromTheCatalogue() async throws {
        let sandbox = try await Sandbox.online(serving: RealCatalogue.freeKeyRoutes())

        let campari = try await sandbox.dringo(["search", "--ingredient", "campari", "--strict"])
        let requests = try await sandbox.remote().answeredRequests().count
        let rum = try await sandbox.dringo(["search", "--ingredient", "rum", "--category", "cocktail", "--format", "json"])
        let shot = try await sandbox.dringo(["random", "--category", "SHOT", "--format", "json"])
        let unknown = try await sandbox.dringo(["search", "--category", "shots"])
        let none = try await sandbox.dringo(["random", "--category", "cocoa", "--iba"])
        let negroni = try await sandbox.dringo(["recipe", "negroni", "--format", "json"])

        #expect(campari.exitCode == 0, "\(campari)")
        #expect(campari.standardOutput.split(separator: "\n").count == 11)
        #expect(campari.standardError.contains("downloading it first"), "\(campari.standardError)")
        #expect(rum.exitCode == 0, "\(rum)")
        #expect(rum.standardOutput.contains(#""name":"Mojito","category":"Cocktail""#), "\(rum.standardOutput)")
        #expect(!rum.standardOutput.contains(#""category":"Ordinary Drink""#))
        #expect(shot.exitCode == 0, "\(shot)")
        #expect(shot.standardOutput.contains(#""category":"Shot""#))
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardError == "No drink in the catalogue is of the category 'shots'. The closest: 'Shot'.\n")
        #expect(none.exitCode == 3)
        #expect(none.standardError == "No drink matches every filter.\n")
        #expect(
            negroni.standardOutput.contains(#""iba":"Unforgettables","tags":["IBA","Classic"],"source":"thecocktaildb"}"#),
            "\(negroni.standardOutput)")
        #expect(try await sandbox.remote().answeredRequests().count == requests, "only the first filter asked TheCocktailDB")
    }
}
