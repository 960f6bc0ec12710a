import CompositionRoot
import CompositionRootTestSupport
import Foundation
import TerminalPictures
import TestSupport
import Testing

/// Use case "See a drink", in `recipe --picture` and `random --picture` (`PC-7…9`).
struct RecipePictureAcceptanceTests {
    @Test("PC-7: recipe --picture draws the photo above the recipe, which is otherwise unchanged")
    func recipePicture_drawsPhotoAboveRecipe() async throws {
        let photo = await runDringo(["--demo", "image", "margarita", "--output", "-"]).standardOutputData
        let environment = ["DRINGO_PICTURE": "blocks", "COLORTERM": "truecolor"]

        let pictured = await runDringo(["--demo", "recipe", "margarita", "--picture"], environment: environment)
        let plain = await runDringo(["--demo", "recipe", "margarita"], environment: environment)

        let drawing = try TerminalPicture.render(jpeg: [UInt8](photo), as: .halfBlocks(.trueColor), maxColumns: 40)
        #expect(pictured.exitCode == .success, "\(pictured.standardError)")
        #expect(pictured.standardOutputData == Data(drawing) + plain.standardOutputData)
        #expect(pictured.standardError == plain.standardError)
    }

    @Test("PC-7: random --picture draws the photo of the drink it picked above its recipe, at most the terminal's width")
    func randomPicture_drawsPhotoAboveRecipe() async throws {
        let terminal = TerminalTraits(standardOutputIsTerminal: true, standardErrorIsTerminal: false, width: 30)

        let run = await runDringo(
            ["--demo", "random", "--picture"], environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], terminal: terminal)

        #expect(run.exitCode == .success, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let drawing = lines.prefix { $0.hasSuffix("\u{1B}[0m") }
        let recipe = lines.dropFirst(drawing.count)
        #expect(!drawing.isEmpty && drawing.allSatisfy { $0.filter { $0 == "▀" }.count == 30 }, "30 columns of half blocks")
        #expect(recipe.count > 3 && !recipe.contains { $0.contains("\u{1B}") }, "then the recipe, with no escape")
    }

    @Test("PC-8: without --picture, or with DRINGO_PICTURE=off, recipe writes no picture, even on a terminal that draws them")
    func recipe_drawsNoPicture_unlessAsked() async {
        let environment = ["TERM": "xterm-kitty", "NO_COLOR": "1"]

        let unasked = await runDringo(["--demo", "recipe", "margarita"], environment: environment, terminal: .interactive)
        let off = await runDringo(
            ["--demo", "recipe", "margarita", "--picture"], environment: environment.merging(["DRINGO_PICTURE": "off"]) { $1 },
            terminal: .interactive)
        let piped = await runDringo(["--demo", "recipe", "margarita", "--picture"], environment: environment)

        for run in [unasked, off, piped] {
            #expect(run.exitCode == .success)
            #expect(run.standardOutput.hasPrefix("Margarita"), "\(run.standardOutput.prefix(40))")
            #expect(!run.standardOutput.contains("\u{1B}"), "no escape sequence")
        }
    }

    @Test("PC-8: recipe --picture --format json ignores --picture: the JSON document alone")
    func recipePicture_isIgnoredInJSON() async {
        let environment = ["DRINGO_PICTURE": "kitty"]

        let pictured = await runDringo(["--demo", "recipe", "margarita", "--picture", "--format", "json"], environment: environment)
        let plain = await runDringo(["--demo", "recipe", "margarita", "--format", "json"], environment: environment)

        #expect(pictured.exitCode == .success)
        #expect(pictured.standardOutputData == plain.standardOutputData)
    }

    @Test("PC-9: recipe --picture whose photo does not decode shows the recipe with a warning, exit 0")
    func recipePicture_warnsAndShowsRecipe_whenThePhotoDoesNotDecode() async throws {
        let http = HTTPClientStub.online([
            "/api/json/v1/1/search.php?s=margarita": (200, try Fixtures.data("search-margarita.json")),
            "/5noda61589575158.jpg": (200, ImageRoute.negroniBytes),
        ])

        let run = await runDringo(["recipe", "margarita", "--picture"], http: http, environment: ["DRINGO_PICTURE": "blocks"])

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.hasPrefix("Margarita"))
        #expect(run.standardError == "Warning: the photo of Margarita could not be loaded or drawn; here is the recipe without it.\n")
    }
}
