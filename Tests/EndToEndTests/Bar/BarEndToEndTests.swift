import Foundation
import Testing

/// The bar story with the real binary, real files and a real HTTP server: the bar lives in the data
/// directory, survives `cache clear`, is never overwritten when it cannot be read, and `makeable`
/// syncs the catalogue it needs.
struct BarEndToEndTests {
    /// The issue's bar, in mixed case and spacing.
    private static let homeBar = ["gin", " Lime Juice ", "sugar syrup", "TONIC WATER", "lime"]

    @Test("BS-1, BS-3, BS-4: a bar typed in mixed case and spacing lists sorted, and makeable answers from it")
    func bar_inMixedCase_listsSortedAndMakes() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())

        let added = try await sandbox.dringo(["bar", "add"] + Self.homeBar)
        let again = try await sandbox.dringo(["bar", "add", "LIME JUICE", "  Gin"])
        let made = try await sandbox.dringo(["makeable"])
        let nearly = try await sandbox.dringo(["makeable", "--missing", "1"])

        #expect(added.exitCode == 0, "\(added)")
        #expect(added.standardOutput == "gin\nlime\nLime Juice\nsugar syrup\nTONIC WATER\n")
        #expect(again.standardOutput == added.standardOutput, "another spelling of what is there changes nothing")
        #expect(made.exitCode == 0, "\(made)")
        #expect(made.standardOutput == "Gin And Tonic\n")
        #expect(
            nearly.standardOutput
                == "Gin And Tonic\nGin and Soda (missing: Soda Water)\nGin Tonic (Ice on hand; missing: Lemon Peel)\nPink Gin (missing: Bitters)\n"
        )
        #expect(made.standardError == "" && nearly.standardError == "")
        let saved = try String(contentsOf: sandbox.defaultBarFile, encoding: .utf8)
        #expect(saved.contains("Lime Juice") && !saved.contains(" Lime Juice "), "the bar keeps the first spelling, trimmed: \(saved)")
    }

    @Test("BS-5: makeable with no catalogue syncs it first, its messages on stderr and one JSON document on stdout")
    func makeable_syncsFirst() async throws {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.online(serving: fixture.routes())
        _ = try await sandbox.dringo(["bar", "add"] + Self.homeBar)

        let run = try await sandbox.dringo(["makeable", "--format", "json"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(
            run.standardOutput == #"{"items":[{"id":11403,"name":"Gin And Tonic","missing":[],"using":[],"source":"thecocktaildb"}]}"#
                + "\n")
        #expect(run.standardError.contains(fixture.savedLine), "the sync says what it saved, on stderr: \(run.standardError)")
        #expect(sandbox.catalogue.exists, "the catalogue is saved for the next time")
        let requests = try await sandbox.remote().answeredRequests()
        #expect(requests.map(\.path).sorted() == CatalogueFixture.letters.map(APIPath.letter).sorted(), "each letter once")

        let second = try await sandbox.dringo(["makeable", "--format", "json"])
        #expect(second.standardOutput == run.standardOutput)
        #expect(try await sandbox.remote().answeredRequests().count == requests.count, "the second run asks for nothing")
    }

    @Test("BS-5: makeable whose first sync cannot reach TheCocktailDB fails with exit 1 and saves nothing")
    func makeable_fails_whenFirstSyncFails() async throws {
        let sandbox = try Sandbox.withoutServer()
        _ = try await sandbox.dringo(["bar", "add", "gin"])

        let run = try await sandbox.dringo(["makeable"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(!sandbox.catalogue.exists)
    }

    @Test("BS-9: cache clear empties the cache and leaves the bar file byte for byte")
    func cacheClear_leavesBarAlone() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        _ = try await sandbox.dringo(["bar", "add"] + Self.homeBar)
        let bar = try Data(contentsOf: sandbox.defaultBarFile)

        let cleared = try await sandbox.dringo(["cache", "clear"])
        let listed = try await sandbox.dringo(["bar", "list"])

        #expect(cleared.exitCode == 0, "\(cleared)")
        #expect(!sandbox.catalogue.exists, "the cache is cleared")
        #expect(try Data(contentsOf: sandbox.defaultBarFile) == bar)
        #expect(listed.standardOutput == "gin\nlime\nLime Juice\nsugar syrup\nTONIC WATER\n")
    }

    @Test("BS-9: the bar lives in DRINGO_DATA_DIR, else $XDG_DATA_HOME/dringo, else ~/.local/share/dringo; never in the cache")
    func bar_livesInDataDirectory() async throws {
        let sandbox = try Sandbox.withoutServer()
        let explicit = sandbox.directory.appendingPathComponent("data", isDirectory: true)
        let xdg = sandbox.directory.appendingPathComponent("xdg", isDirectory: true)

        _ = try await sandbox.dringo(
            ["bar", "add", "Explicit"], environment: ["DRINGO_DATA_DIR": explicit.path, "XDG_DATA_HOME": xdg.path])
        _ = try await sandbox.dringo(["bar", "add", "Xdg"], environment: ["XDG_DATA_HOME": xdg.path])
        _ = try await sandbox.dringo(["bar", "add", "Home"], environment: ["XDG_DATA_HOME": "relative/ignored"])

        #expect(try String(contentsOf: explicit.appendingPathComponent("bar.json"), encoding: .utf8).contains("Explicit"))
        #expect(try String(contentsOf: xdg.appendingPathComponent("dringo/bar.json"), encoding: .utf8).contains("Xdg"))
        #expect(try String(contentsOf: sandbox.defaultBarFile, encoding: .utf8).contains("Home"))
        let cacheFiles = (try? sandbox.cacheDirectoryContents()) ?? []
        #expect(!cacheFiles.contains("bar.json"))
    }

    @Test(
        "BS-8: a corrupt bar file is reported by name (exit 1) and left byte for byte by bar add, remove, clear and makeable",
        arguments: [["bar", "add", "gin"], ["bar", "remove", "gin"], ["bar", "clear"], ["bar", "list"], ["makeable"]])
    func corruptBar_isReportedAndKept(arguments: [String]) async throws {
        let sandbox = try Sandbox.withoutServer()
        let file = sandbox.defaultBarFile
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let corrupt = Data("{\"version\":1,\"ingredients\":[\"gin\",\u{0}".utf8)
        try corrupt.write(to: file)

        let run = try await sandbox.dringo(arguments)

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains(file.path), "the sentence names the file: \(run.standardError)")
        #expect(try Data(contentsOf: file) == corrupt, "the user's list is never overwritten")
    }
}

extension Sandbox {
    /// Where the bar lives with no `DRINGO_DATA_DIR` or `XDG_DATA_HOME`: under the sandbox's home.
    var defaultBarFile: URL {
        directory.appendingPathComponent(".local/share/dringo/bar.json")
    }
}
