import Foundation
import Testing

/// The cache folder in each place a user's setup can leave it unusable. Nothing can be saved there,
/// so the feed shows the remote list with one warning line, and every other command goes on, or says
/// in one sentence why it cannot. Before, a folder that could not be made killed dringo with SIGSEGV,
/// printing nothing.
struct HostileCacheFolderEndToEndTests {
    @Test("FS-5: with the cache folder under /proc, dringo --demo feed shows the list and one warning")
    func demoFeed_showsListWithOneWarning_whenCacheFolderIsUnderProc() async throws {
        let sandbox = try Sandbox.withoutServer()

        let run = try await sandbox.dringo(["--demo", "feed"], environment: ["DRINGO_CACHE_DIR": "/proc/x"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(FeedText.entries(in: run.standardOutput).count == 100, "\(run)")
        #expect(run.standardError == Self.listNotSaved)
    }

    @Test("CS-13, DS-4: with the cache folder under /proc, sync fails in one sentence and recipe answers from what it downloaded")
    func sync_failsInOneSentence_andRecipeAnswers_whenCacheFolderIsUnderProc() async throws {
        let sandbox = try Sandbox.withoutServer()
        let environment = ["DRINGO_CACHE_DIR": "/proc/x"]

        let sync = try await sandbox.dringo(["--demo", "sync"], environment: environment)
        let recipe = try await sandbox.dringo(["--demo", "recipe", "margarita"], environment: environment)

        #expect(sync.exitCode == 1, "\(sync)")
        #expect(sync.standardOutput == "")
        #expect(sync.standardError == "The catalogue could not be saved in /proc/x/demo.\n")
        #expect(recipe.exitCode == 0 && recipe.standardError == Self.downloadedUnsaved, "\(recipe)")
        #expect(recipe.standardOutput.hasPrefix("Margarita\n"), "\(recipe)")
    }

    @Test("FS-5: feed online shows the list and one warning when the cache folder cannot be made", arguments: HostilePlace.allCases)
    func feed_showsListWithOneWarning_whenCacheFolderCannotBeMade(place: HostilePlace) async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: .recorded(RecordedFeed.cocktails)])
        let folder = try sandbox.folder("cache", in: place)

        let run = try await sandbox.dringo(["feed"], environment: ["DRINGO_CACHE_DIR": folder.path])

        #expect(run.exitCode == 0, "\(run)")
        #expect(FeedText.entries(in: run.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(run.standardError == Self.listNotSaved)
        #expect(!FileManager.default.fileExists(atPath: sandbox.unmountedDrive.path), "nothing is made where a link points")
    }

    @Test(
        "FS-5: feed online shows the list and one warning, and keeps the saved list, in a cache folder it may not write",
        .enabled(if: UnprivilegedUser.current != nil, UnprivilegedUser.unavailableReason))
    func feed_keepsSavedList_whenCacheFolderMayNotBeWritten() async throws {
        let user = try #require(UnprivilegedUser.current)
        let sandbox = try await Sandbox.withSavedList()
        try sandbox.cache.setSavedAt(.daysAgo(2))
        let saved = try sandbox.cache.contents()
        let readOnly = try RestrictedFolder.readOnly(sandbox.cacheDirectory)
        defer { readOnly.restore() }
        let missing = try RestrictedFolder.readOnly(sandbox.emptyFolder("read-only"))
        defer { missing.restore() }

        let online = try await sandbox.dringo(["feed"], as: user)
        let offline = try await sandbox.dringo(["feed", "--offline"], as: user)
        let unmade = try await sandbox.dringo(
            ["feed"], as: user, environment: ["DRINGO_CACHE_DIR": missing.url.appendingPathComponent("cache").path])

        let entries = try RecordedFeed.entries(in: RecordedFeed.cocktails)
        #expect(online.exitCode == 0, "\(online)")
        #expect(FeedText.entries(in: online.standardOutput) == entries)
        #expect(online.standardError == Self.listNotSaved)
        #expect(try sandbox.cache.contents() == saved, "the list saved two days ago is left as it was")
        #expect(offline.exitCode == 0, "\(offline)")
        #expect(offline.standardError == "Showing the cocktail list saved 2 days ago.\n")
        #expect(unmade.exitCode == 0, "\(unmade)")
        #expect(FeedText.entries(in: unmade.standardOutput) == entries)
        #expect(unmade.standardError == Self.listNotSaved)
    }

    /// As after `sudo dringo` made the cache folder root's own: the saved list may be there, out of reach.
    @Test(
        "FS-5: in a cache folder it may not enter, feed shows the list and one warning, and the other commands warn of nothing",
        .enabled(if: UnprivilegedUser.current != nil, UnprivilegedUser.unavailableReason))
    func commands_warnOnce_whenCacheFolderMayNotBeEntered() async throws {
        let user = try #require(UnprivilegedUser.current)
        let sandbox = try Sandbox.withoutServer()
        for arguments in [["--demo", "feed"], ["--demo", "sync"]] {
            let saved = try await sandbox.dringo(arguments)
            try #require(saved.exitCode == 0, "the cache should be saved: \(saved)")
        }
        let before = try DirectoryTree(of: sandbox.demoCacheDirectory)
        let closed = try RestrictedFolder.closed(sandbox.demoCacheDirectory)
        defer { closed.restore() }

        let feed = try await sandbox.dringo(["--demo", "feed"], as: user)
        let search = try await sandbox.dringo(["--demo", "search", "margarita"], as: user)
        let info = try await sandbox.dringo(["--demo", "cache", "info"], as: user)
        let clear = try await sandbox.dringo(["--demo", "cache", "clear"], as: user)

        #expect(feed.exitCode == 0, "\(feed)")
        #expect(FeedText.entries(in: feed.standardOutput).count == 100, "\(feed)")
        #expect(feed.standardError == Self.listNotSaved)
        #expect(search.exitCode == 0 && search.standardError == "", "\(search)")
        #expect(info.exitCode == 0 && info.standardError == "", "\(info)")
        #expect(info.standardOutput.contains("Cocktail list: unreadable\nCatalogue: unreadable\n"), "\(info)")
        #expect(clear.exitCode == 1, "\(clear)")
        #expect(clear.standardError == "The cache could not be cleared.\n")
        closed.restore()
        #expect(try DirectoryTree(of: sandbox.demoCacheDirectory) == before, "what was saved is left as it was")
    }

    @Test(
        "FS-5, SF-3: on a full disk, feed online shows the new list and one warning, leaves no partial file, and keeps the old list",
        .enabled(if: SmallDisk.canMount, SmallDisk.unavailableReason))
    func feed_showsListWithOneWarning_onFullDisk() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: .recorded(RecordedFeed.nonAlcoholic)])
        let longerList = try await Sandbox.online(serving: [APIPath.feed: .recorded(RecordedFeed.cocktails)])
        let disk = try SmallDisk(mountedOn: sandbox.emptyFolder("disk"))
        defer { disk.unmount() }
        let cache = disk.folder.appendingPathComponent("cache", isDirectory: true)
        let environment = ["DRINGO_CACHE_DIR": cache.path]
        let first = try await sandbox.dringo(["feed"], environment: environment)
        try #require(first.exitCode == 0 && first.standardError.isEmpty, "the first list fits: \(first)")
        let saved = try Data(contentsOf: cache.appendingPathComponent("feed.json"))
        try disk.fill()

        let run = try await sandbox.dringo(["feed"], baseURL: try longerList.remote().baseURL, environment: environment)
        let offline = try await sandbox.dringo(["feed", "--offline"], environment: environment)

        #expect(run.exitCode == 0, "\(run)")
        #expect(FeedText.entries(in: run.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(run.standardError == Self.listNotSaved)
        let left = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(left.allSatisfy { $0 == "feed.json" }, "no temporary file is left: \(left)")
        // A save replaces the list in one rename, deleting nothing first (SF-1, SF-3), so a full disk keeps the old one.
        #expect((try? Data(contentsOf: cache.appendingPathComponent("feed.json"))) == saved, "the list saved before, byte for byte")
        #expect(offline.exitCode == 0, "\(offline)")
    }

    @Test(
        "FS-5, SD-2, CS-13: every command goes on, or says why in one sentence, when the cache folder cannot be made",
        arguments: HostilePlace.allCases)
    func everyCommand_goesOnOrSaysWhy_whenCacheFolderCannotBeMade(place: HostilePlace) async throws {
        let sandbox = try Sandbox.withoutServer()
        let cache = try sandbox.folder("cache", in: place)

        try await Self.expectEveryCommandGoesOn(cacheFolder: cache, dataFolder: sandbox.emptyFolder("data")) { arguments, environment in
            try await sandbox.dringo(arguments, environment: environment)
        }
    }

    @Test(
        "FS-5, SD-2, CS-13: every command goes on, or says why in one sentence, in a cache folder it may not write",
        .enabled(if: UnprivilegedUser.current != nil, UnprivilegedUser.unavailableReason))
    func everyCommand_goesOnOrSaysWhy_whenCacheFolderMayNotBeWritten() async throws {
        let user = try #require(UnprivilegedUser.current)
        let sandbox = try Sandbox.withoutServer()
        let readOnly = try RestrictedFolder.readOnly(sandbox.emptyFolder("read-only"))
        defer { readOnly.restore() }
        let data = try sandbox.emptyFolder("data")
        try user.own(data)

        try await Self.expectEveryCommandGoesOn(cacheFolder: readOnly.url.appendingPathComponent("cache"), dataFolder: data) {
            arguments, environment in
            try await sandbox.dringo(arguments, as: user, environment: environment)
        }
    }

    @Test(
        "FS-5, SD-2, CS-13: every command goes on, or says why in one sentence, with the cache folder on a full disk",
        .enabled(if: SmallDisk.canMount, SmallDisk.unavailableReason))
    func everyCommand_goesOnOrSaysWhy_onFullDisk() async throws {
        let sandbox = try Sandbox.withoutServer()
        let disk = try SmallDisk(mountedOn: sandbox.emptyFolder("disk"))
        defer { disk.unmount() }
        try disk.fill()

        try await Self.expectEveryCommandGoesOn(
            cacheFolder: disk.folder.appendingPathComponent("cache"), dataFolder: sandbox.emptyFolder("data")
        ) { arguments, environment in
            try await sandbox.dringo(arguments, environment: environment)
        }
    }

    // MARK: - Helpers

    private static let listNotSaved = "Warning: the cocktail list could not be saved for offline use.\n"
    /// What the demo says when it saves its catalogue before answering, and cannot: it answers from what it downloaded.
    private static let downloadedUnsaved =
        "The demo has no catalogue saved in the last 7 days; downloading it first, as 'dringo --demo sync' does.\n"
        + "Downloaded 636 cocktails, but could not save them for offline use.\n"

    /// Runs every command of the demo, in which nothing leaves the machine, with the cache in
    /// `cacheFolder`, where nothing can be saved, and the bar in `dataFolder`, which `dringo` may write.
    /// Each ends with its exit code, never a signal, and says what the contract says.
    private static func expectEveryCommandGoesOn(
        cacheFolder: URL,
        dataFolder: URL,
        sourceLocation: SourceLocation = #_sourceLocation,
        dringo: ([String], [String: String]) async throws -> DringoRun
    ) async throws {
        let catalogueNotSaved = "The catalogue could not be saved in \(cacheFolder.appendingPathComponent("demo").path).\n"
        let expectations: [(arguments: [String], exitCode: Int32, standardError: String)] = [
            (["feed"], 0, listNotSaved),
            (["feed", "--offline"], 1, "The demo has no cocktail list saved in the last 7 days; run 'dringo --demo feed' to get one.\n"),
            (["ingredients", "11007"], 0, ""),
            (["image", "11007", "--output", "-"], 0, "Warning: the image could not be saved for offline use.\n"),
            (["sync"], 1, catalogueNotSaved),
            (["search", "margarita"], 0, ""),
            (["recipe", "11007"], 0, downloadedUnsaved),
            (["random"], 0, ""),
            (["cache", "info"], 0, ""),
            (["cache", "validate"], 0, ""),
            (["cache", "clear"], 0, ""),
            (["bar", "add", "gin"], 0, ""),
            // It answers from what it downloaded, as feed does from a list it could not save.
            (["makeable", "--missing", "1"], 0, downloadedUnsaved),
        ]
        let environment = ["DRINGO_CACHE_DIR": cacheFolder.path, "DRINGO_DATA_DIR": dataFolder.path]
        for expected in expectations {
            let run = try await dringo(["--demo"] + expected.arguments, environment)

            #expect(run.exitCode == expected.exitCode, "\(run)", sourceLocation: sourceLocation)
            #expect(run.standardError == expected.standardError, "\(run)", sourceLocation: sourceLocation)
            #expect(
                (run.exitCode == 0) == !run.standardOutputBytes.isEmpty, "output only on success: \(run)", sourceLocation: sourceLocation)
        }
    }
}
