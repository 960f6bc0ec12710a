import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// A strength a bartender trusts, on the real catalogue: no ABV rather than a wrong one, the method read from what is
/// done, the glass's volume, and measures read as a bartender reads them.
struct StrengthABartenderTrustsAcceptanceTests {
    private static let pipe = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: 80)

    @Test("ST-12: a Screwdriver waits for its orange juice: no ABV, its grams, and the juice named, in text and JSON")
    func screwdriver_waitsForItsJuice() async throws {
        let store = try await realSyncedCatalogue()

        let text = await runDringo(["recipe", "screwdriver"], catalogueStore: store, terminal: Self.pipe)
        let json = await runDringo(["recipe", "screwdriver", "--format", "json"], catalogueStore: store)

        #expect(
            text.standardOutput.contains("\nStrength not estimated: it depends on how much is poured of Orange juice; 19 g\nof alcohol\n"),
            "wrapped at 80 columns")
        #expect(!text.standardOutput.contains("% poured"))
        let strength = try #require(try Self.strength(json))
        #expect(strength["poured"] is NSNull && strength["served"] is NSNull && strength["servedML"] is NSNull)
        #expect(strength["unmeasured"] as? [String] == ["Orange juice"])
        #expect(((strength["alcoholGrams"] as? NSNumber)?.doubleValue ?? 0) > 18)
    }

    @Test("ST-2, ST-14: a Boston Sour is shaken, whatever its blended whiskey, and says how much is in the glass")
    func bostonSour_isShaken() async throws {
        let store = try await realSyncedCatalogue()

        let text = await runDringo(["recipe", "11129"], catalogueStore: store, terminal: Self.pipe)
        let json = await runDringo(["recipe", "11129", "--format", "json"], catalogueStore: store)

        #expect(text.standardOutput.contains("% shaken; about "), "\(text.standardOutput)")
        #expect(text.standardOutput.contains(" ml in the glass; "))
        let strength = try #require(try Self.strength(json))
        #expect(strength["method"] as? String == "shaken")
        #expect(((strength["servedML"] as? NSNumber)?.doubleValue ?? 0) > 60)
    }

    @Test("ST-13: a Kir Royale is served as poured: no ice meets it")
    func kirRoyale_isServedAsPoured() async throws {
        let json = await runDringo(["recipe", "kir royale", "--format", "json"], catalogueStore: try await realSyncedCatalogue())

        let strength = try #require(try Self.strength(json))
        let poured = try #require((strength["poured"] as? NSNumber)?.doubleValue)
        #expect(poured > 11.7 && poured < 13.8)
        #expect((strength["served"] as? NSNumber)?.doubleValue == poured)
    }

    @Test("RA-17: a B-52's bare fractions are parts of a layered shot")
    func b52_isInParts() async throws {
        let json = await runDringo(["recipe", "b-52", "--format", "json"], catalogueStore: try await realSyncedCatalogue())

        let document = try #require(try JSONSerialization.jsonObject(with: json.standardOutputData) as? [String: Any])
        let ingredients = try #require(document["ingredients"] as? [[String: Any]])
        #expect(ingredients.map { ($0["amount"] as? [String: Any])?["kind"] as? String } == ["parts", "parts", "parts"])
    }

    @Test("RA-20, RA-21, RA-22: --units OZ shows a quarter teaspoon in teaspoons, and scaled words are plural")
    func unitsInAnyCase_andSmallAmountsInTeaspoons() async throws {
        let store = try await realSyncedCatalogue()

        let ounces = await runDringo(["recipe", "margarita", "--units", "OZ"], catalogueStore: store, terminal: Self.pipe)
        let manhattan = await runDringo(["recipe", "manhattan", "--servings", "3"], catalogueStore: store, terminal: Self.pipe)

        #expect(ounces.exitCode == .success, "\(ounces.standardError)")
        #expect(ounces.standardOutput.contains("    1 1/2 oz Tequila\n"))
        #expect(manhattan.standardOutput.contains("    3 dashes Angostura bitters\n"), "\(manhattan.standardOutput)")
    }

    private static func strength(_ run: DringoRun) throws -> [String: Any]? {
        let document = try JSONSerialization.jsonObject(with: run.standardOutputData) as? [String: Any]
        return document?["strength"] as? [String: Any]
    }
}
