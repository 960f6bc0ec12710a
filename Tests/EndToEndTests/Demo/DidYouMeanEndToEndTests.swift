import Foundation
import Testing

/// Did you mean, with the built binary on the demo's copy of the whole real catalogue, saved by a demo sync.
struct DidYouMeanEndToEndTests {
    @Test(
        "DY-6, DY-7, DY-11, DY-14, DY-15: the built dringo asks about Negroni and Margarita, suggests Gin, knows angostura, and makes a Pink Gin"
    )
    func builtDringo_didYouMean_andShortNames() async throws {
        let sandbox = try Sandbox.withoutServer()
        let sync = try await sandbox.dringo(["--demo", "sync"])
        #expect(sync.exitCode == 0, "\(sync)")

        let recipe = try await sandbox.dringo(["--demo", "recipe", "negorni"])
        let search = try await sandbox.dringo(["--demo", "search", "margartia"])
        let typo = try await sandbox.dringo(["--demo", "bar", "add", "gni"])
        let bar = try await sandbox.dringo(["--demo", "bar", "add", "gin", "angostura"])
        let makeable = try await sandbox.dringo(["--demo", "makeable"])

        #expect(recipe.exitCode == 3, "\(recipe)")
        #expect(recipe.standardError.hasSuffix(" Did you mean 'Negroni'?\n"), "\(recipe)")
        #expect(search.exitCode == 0, "\(search)")
        #expect(search.standardError == "No cocktail's name contains 'margartia'. Did you mean 'Margarita'?\n")
        #expect(typo.standardError == "No cocktail uses 'gni'; added anyway. Did you mean 'Gin'?\n")
        #expect(bar.exitCode == 0, "\(bar)")
        #expect(makeable.exitCode == 0, "\(makeable)")
        #expect(makeable.standardOutput.contains("Pink Gin (angostura for Bitters)\n"), "\(makeable)")
    }
}
