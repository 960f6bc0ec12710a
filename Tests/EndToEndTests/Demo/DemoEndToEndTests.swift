import Foundation
import Testing

/// The demo story with the built binary and real files, and no network: every run here has the
/// unreachable origin, and no fixture server answers a demo.
struct DemoEndToEndTests {
    @Test("DS-1: --demo feed with no network shows the free key's list and saves it in the demo's cache only")
    func demoFeed_showsRecordedList_withoutNetwork() async throws {
        let sandbox = try Sandbox.withoutServer()

        let run = try await sandbox.dringo(["--demo", "feed"])
        let json = try await sandbox.dringo(["feed", "--format", "json", "--offline"], environment: ["DRINGO_DEMO": "1"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutput.hasPrefix("Cocktails\n\n15346   155 Belmont\n"), "each cocktail with its id")
        #expect(run.standardOutput.contains("\n178355  Mountain Bramble\n"), "the list's last cocktail, the 100th by name")
        #expect(run.standardError == "")
        #expect(json.exitCode == 0, "\(json)")
        let document = try #require(try JSONSerialization.jsonObject(with: json.standardOutputBytes) as? [String: Any])
        #expect((document["items"] as? [Any])?.count == 100)
        #expect(document["source"] as? String == "cache")
        #expect(FileManager.default.fileExists(atPath: sandbox.demoCacheDirectory.appendingPathComponent("feed.json").path))
        #expect(!sandbox.cache.exists, "the user's own cache is not the demo's")
    }

    @Test("DS-2, DS-13: --demo ingredients shows the Manhattan, and a name the demo's copy lacks exits 3 in the demo's words")
    func demoIngredients_hitAndMiss() async throws {
        let sandbox = try Sandbox.withoutServer()

        let hit = try await sandbox.dringo(["--demo", "ingredients", "manhattan"])
        let miss = try await sandbox.dringo(["--demo", "ingredients", "Unobtainium Sour"])

        #expect(hit.exitCode == 0, "\(hit)")
        #expect(
            hit.standardOutput == """
                Ingredients for Manhattan
                About 35% poured; about 95 ml in the glass; 26 g of alcohol

                    3/4 oz Sweet Vermouth
                    2 1/2 oz Blended Bourbon
                    dash Angostura bitters
                    2 or 3 Ice
                    1 Maraschino cherry
                    1 twist of Orange peel

                """)
        #expect(miss.exitCode == 3, "\(miss)")
        #expect(miss.standardOutput == "")
        #expect(
            miss.standardError
                == "The demo's copy of TheCocktailDB, which holds its whole catalogue, has no cocktail called 'Unobtainium Sour'; look for part of the name with 'dringo --demo search'.\n"
        )
    }

    @Test("DS-11: the demo's list's first and last drinks resolve by id in the demo, the first being the README's example, 15346")
    func demoFeedDrinks_resolveByID() async throws {
        let sandbox = try Sandbox.withoutServer()

        let feed = try await sandbox.dringo(["--demo", "feed", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: feed.standardOutputBytes) as? [String: Any])
        let ids = try #require(document["items"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
        let first = try await sandbox.dringo(["--demo", "ingredients", "15346"])
        let last = try await sandbox.dringo(["--demo", "recipe", String(try #require(ids.last))])

        #expect(feed.exitCode == 0, "\(feed)")
        #expect(ids.count == 100 && ids.first == 15346)
        #expect(first.exitCode == 0, "\(first)")
        #expect(first.standardOutput.hasPrefix("Ingredients for 155 Belmont\n"))
        #expect(last.exitCode == 0, "\(last)")
        #expect(last.standardOutput.hasPrefix("Mountain Bramble\n"))
    }

    @Test("DS-3: --demo image margarita --output FILE writes a JPEG, cached in the demo's cache")
    func demoImage_writesJPEG() async throws {
        let sandbox = try Sandbox.withoutServer()
        let file = try sandbox.outputFile("margarita.jpg")

        let run = try await sandbox.dringo(["--demo", "image", "margarita", "--output", file.path])

        #expect(run.exitCode == 0, "\(run)")
        let bytes = try Data(contentsOf: file)
        #expect(Array(bytes.prefix(3)) == [0xFF, 0xD8, 0xFF], "a JPEG starts FF D8 FF")
        let cached = try FileManager.default.contentsOfDirectory(atPath: sandbox.demoCacheDirectory.appendingPathComponent("images").path)
        #expect(cached.filter { $0.hasSuffix(".img") }.count == 1)
        #expect(try sandbox.imageCacheContents().isEmpty, "the user's own image cache is not the demo's")
    }

    @Test(
        "DS-4, DS-5, DS-6: a demo run of every command changes nothing outside the demo's folders, and the user's cache and bar stay byte for byte"
    )
    func demoRunOfEveryCommand_writesOnlyInDemoFolders() async throws {
        let sandbox = try await Self.sandboxWithOwnCacheAndBar()
        let before = try DirectoryTree(of: sandbox.directory)

        var runs: [DringoRun] = []
        for arguments in Self.everyCommand {
            // A production key's sync is the whole catalogue, whatever the free key's discovery finds.
            runs.append(try await sandbox.dringoWithoutNetwork(["--demo"] + arguments, environment: ["DRINGO_API_KEY": "patron"]))
        }
        let demoFilesBeforeClear = try DirectoryTree(of: sandbox.directory)
        let cleared = try await sandbox.dringoWithoutNetwork(["cache", "clear"], environment: ["DRINGO_DEMO": "yes"])
        let after = try DirectoryTree(of: sandbox.directory)

        for run in runs + [cleared] {
            #expect(run.exitCode == 0, "\(run)")
        }
        let demoFolders = [
            Self.relative(sandbox.demoCacheDirectory, in: sandbox), Self.relative(sandbox.demoDataDirectory, in: sandbox),
        ]
        let strayChanges = (demoFilesBeforeClear.changedPaths(since: before) + after.changedPaths(since: before)).filter { path in
            !demoFolders.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        #expect(strayChanges.isEmpty, "changed outside the demo's folders: \(strayChanges)")
        #expect(
            demoFilesBeforeClear.entries["cache/demo/catalogue.json"] != nil && demoFilesBeforeClear.entries["cache/demo/feed.json"] != nil,
            "the demo saved its list and catalogue in its own cache:\n\(demoFilesBeforeClear)")
        #expect(runs[Self.everyCommand.firstIndex(of: ["sync"]) ?? 0].standardOutput == "Saved 636 cocktails.\n")
        #expect(
            runs[Self.everyCommand.firstIndex(of: ["makeable", "--missing", "1"]) ?? 0].standardOutput
                == "Addison (missing: Vermouth)\nFlying Dutchman (missing: Triple sec)\nLone Tree Cocktail (missing: Sweet Vermouth)\n"
                + "Pink Gin (missing: Bitters)\nPoppy Cocktail (missing: Creme de Cacao)\n")
        #expect(
            runs[Self.everyCommand.firstIndex(of: ["cache", "info"]) ?? 0].standardOutput.hasPrefix(
                "Cache: \(sandbox.demoCacheDirectory.path)\n"))
        #expect(
            after.entries["cache/demo/feed.json"] == nil && after.entries["cache/demo/catalogue.json"] == nil, "the demo's cache is cleared"
        )
        #expect(
            try String(contentsOf: sandbox.demoDataDirectory.appendingPathComponent("bar.json"), encoding: .utf8).contains("gin"),
            "the demo's bar is no cache: cache clear leaves it")
    }

    @Test("DS-6: the user's own cache clear leaves the demo's cache folder byte for byte")
    func ownCacheClear_leavesDemoCache() async throws {
        let sandbox = try await Self.sandboxWithOwnCacheAndBar()
        for arguments in [["feed"], ["sync"], ["image", "margarita"]] {
            let run = try await sandbox.dringoWithoutNetwork(["--demo"] + arguments)
            try #require(run.exitCode == 0, "\(run)")
        }
        let demoCache = Self.relative(sandbox.demoCacheDirectory, in: sandbox)
        let before = try DirectoryTree(of: sandbox.directory).subtree(at: demoCache)

        let cleared = try await sandbox.dringoWithoutNetwork(["cache", "clear"])

        #expect(cleared.exitCode == 0, "\(cleared)")
        #expect(!sandbox.cache.exists && !sandbox.catalogue.exists, "the user's own cache is cleared")
        #expect(before.count > 4, "the demo had saved a list, a catalogue and an image: \(before.keys.sorted())")
        #expect(try DirectoryTree(of: sandbox.directory).subtree(at: demoCache) == before)
    }

    @Test("DS-10: the program copied alone into an empty folder speaks both languages, knows the ingredients and runs the demo")
    func loneCopy_speaksKnowsAndRunsTheDemo() async throws {
        let sandbox = try Sandbox.withoutServer()
        let copy = try sandbox.loneCopyOfDringo()
        let environment = sandbox.dringoEnvironment(baseURL: nil, additional: [:])
        var italian = environment
        italian.additional = ["LANG": "it_IT.UTF-8"]

        let help = try await DringoProcess.run(["--help"], environment: environment, executable: copy)
        let aiuto = try await DringoProcess.run(["--help"], environment: italian, executable: copy)
        let recipe = try await DringoProcess.run(["--demo", "recipe", "negroni"], environment: environment, executable: copy)
        let ricetta = try await DringoProcess.run(["--demo", "recipe", "negroni"], environment: italian, executable: copy)
        let bar = try await DringoProcess.run(
            ["--demo", "bar", "add", "vodka", "lime", "triple sec"], environment: environment, executable: copy)
        let makeable = try await DringoProcess.run(["--demo", "makeable"], environment: environment, executable: copy)

        #expect(try FileManager.default.contentsOfDirectory(atPath: copy.deletingLastPathComponent().path) == ["dringo"])
        #expect(help.exitCode == 0 && help.standardOutput.contains("dringo feed"), "\(help)")
        #expect(!help.standardOutput.contains("HELP_") && !aiuto.standardOutput.contains("HELP_"), "\(help)\n\(aiuto)")
        #expect(aiuto.standardOutput != help.standardOutput, "the Italian help is Italian: \(aiuto)")
        #expect(recipe.exitCode == 0 && recipe.standardOutput.hasPrefix("Negroni\n"), "\(recipe)")
        #expect(recipe.standardOutput.contains("Campari") && !recipe.standardOutput.contains("RECIPE_"), "\(recipe)")
        #expect(ricetta.exitCode == 0 && ricetta.standardOutput != recipe.standardOutput, "\(ricetta)")
        #expect(bar.exitCode == 0, "\(bar)")
        #expect(makeable.exitCode == 0, "\(makeable)")
        #expect(makeable.standardOutput.contains("Kamikaze (lime for Lime juice)"), "the knowledge is there: \(makeable)")
    }

    // MARK: - Helpers

    /// Every command, as a demo runs it; `image` writes to stdout, so that no file is written outside the demo's folders.
    private static let everyCommand: [[String]] = [
        ["feed"], ["feed", "--offline"], ["ingredients", "manhattan"], ["image", "margarita"], ["sync"], ["search", "gin"],
        ["recipe", "margarita"], ["random"], ["bar", "add", "gin", "vermouth"], ["bar", "remove", "vermouth"], ["bar", "list"],
        ["makeable", "--missing", "1"], ["cache", "info"], ["cache", "validate"],
    ]

    /// A sandbox whose own cache holds a list and a catalogue, and whose own bar holds two ingredients,
    /// all saved by real runs against the fixture server.
    private static func sandboxWithOwnCacheAndBar(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Sandbox {
        let fixture = try await CatalogueFixture.recorded()
        var routes = fixture.routes()
        routes[APIPath.feed] = .recorded(RecordedFeed.cocktails)
        let sandbox = try await Sandbox.online(serving: routes)
        for arguments in [["feed"], ["sync"], ["bar", "add", "lime", "rum"]] {
            let run = try await sandbox.dringo(arguments)
            try #require(run.exitCode == 0, "\(run)", sourceLocation: sourceLocation)
        }
        try #require(
            sandbox.cache.exists && sandbox.catalogue.exists && FileManager.default.fileExists(atPath: sandbox.defaultBarFile.path),
            sourceLocation: sourceLocation)
        return sandbox
    }

    private static func relative(_ url: URL, in sandbox: Sandbox) -> String {
        let root = sandbox.directory.standardizedFileURL.resolvingSymlinksInPath().path
        return String(url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(root.count + 1))
    }
}
