import Foundation
import Testing

/// The built binary reads a recipe's measures as amounts, converts and scales them, and estimates the
/// drink's strength, from a catalogue it synced from a real socket and then answers offline.
struct RecipeAmountsEndToEndTests {
    @Test("GS-2, GS-3, GS-4: offline, recipe margarita --units ml --servings 4 pours four Margaritas in ml, with their strength")
    func recipe_inMillilitresForFour_offline() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        try await sandbox.remote().stop()

        let run = try await sandbox.dringo(["recipe", "margarita", "--units", "ml", "--servings", "4"])

        #expect(run.exitCode == 0, "\(run)")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("    175 ml Tequila"), "\(run)")
        #expect(lines.contains("    60 ml Triple sec"), "\(run)")
        // Under the details, and the IBA list and tags' line; wider than the terminal, it wraps (LG-22).
        let header = lines.prefix { !$0.isEmpty }.joined(separator: " ")
        let strength = header.range(of: "About ").map { String(header[$0.lowerBound...]) } ?? ""
        #expect(
            strength.hasPrefix("About ") && strength.contains("% shaken; ") && strength.hasSuffix(" g of alcohol in 4 drinks"), "\(run)")
    }

    @Test("GS-6: recipe --format json keeps each measure as written beside its amount, and gives the strength")
    func recipe_asJSON_keepsTheMeasureAndGivesTheStrength() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())

        let run = try await sandbox.dringo(["recipe", "11008", "--format", "json"], environment: ["DRINGO_UNITS": "cl"])

        #expect(run.exitCode == 0, "\(run)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let ingredients = try #require(document["ingredients"] as? [[String: Any]])
        #expect(ingredients.first?["measure"] as? String == "3/4 oz")
        #expect(ingredients.first?["shown"] as? String == "2 cl", "DRINGO_UNITS=cl: \(run)")
        #expect((ingredients.first?["amount"] as? [String: Any])?["kind"] as? String == "volume")
        #expect((document["servings"] as? NSNumber)?.intValue == 1)
        let strength = try #require(document["strength"] as? [String: Any], "\(run)")
        #expect(strength["method"] as? String == "stirred")
    }

    @Test("GS-7, RA-22: --servings 0 and DRINGO_UNITS=pints are usage errors, with one sentence each, naming what was typed")
    func badAmountOptions_areUsageErrors() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())

        let servings = try await sandbox.dringo(["recipe", "margarita", "--servings", "0"])
        let units = try await sandbox.dringo(["recipe", "margarita"], environment: ["DRINGO_UNITS": "pints"])

        #expect(servings.exitCode == 2 && servings.standardOutput == "", "\(servings)")
        #expect(servings.standardError == "'0' is not a number of servings; use a whole number from 1 to 100.\n")
        #expect(units.exitCode == 2, "\(units)")
        #expect(units.standardError == "In DRINGO_UNITS, 'pints' is not a unit dringo shows volumes in; use 'ml', 'cl' or 'oz'.\n")
    }
}
