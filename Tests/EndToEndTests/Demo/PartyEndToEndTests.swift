import Foundation
import Testing

/// A party planned by the built binary, on the demo's catalogue, with no network.
struct PartyEndToEndTests {
    @Test("PA-1, PA-4, PA-6, PA-7: --demo party plans 7 of each, buys what the bar lacks, and batches the Negroni, as one JSON document")
    func demoParty_plansAsJSON() async throws {
        let sandbox = try Sandbox.withoutServer()

        let bar = try await sandbox.dringo(["--demo", "bar", "add", "gin", "lime"])
        let run = try await sandbox.dringo(
            ["--demo", "party", "negroni", "margarita", "daiquiri", "--guests", "10", "--batch", "--format", "json"])

        #expect(bar.exitCode == 0, "\(bar)")
        #expect(run.exitCode == 0, "\(run)")
        let document = try #require(try JSONSerialization.jsonObject(with: run.standardOutputBytes) as? [String: Any])
        #expect((document["drinks"] as? [[String: Any]])?.map { $0["count"] as? Int } == [7, 7, 7])
        let ingredients = try #require(document["ingredients"] as? [[String: Any]])
        #expect(ingredients.first { $0["name"] as? String == "Gin" }?["buy"] is NSNull)
        #expect(ingredients.first { $0["name"] as? String == "Campari" }?["buy"] as? [String: Int] == ["bottles": 1, "bottleML": 750])
        #expect((document["batches"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Negroni"])
    }
}
