import Foundation
import Testing

/// The built binary reads a name typed in several words, unquoted, as the one name they make.
struct TypedNameEndToEndTests {
    @Test("CS-14: --demo recipe gin and tonic shows the Gin And Tonic, its words joined into one name")
    func recipeInSeveralWords_showsTheDrink() async throws {
        let sandbox = try Sandbox.withoutServer()

        let run = try await sandbox.dringo(["--demo", "recipe", "gin", "and", "tonic"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutput.hasPrefix("Gin And Tonic\n"), "\(run)")
    }
}
