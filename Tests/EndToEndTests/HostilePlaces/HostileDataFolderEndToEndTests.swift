import Foundation
import Testing

/// The data folder, where the bar lives, in each place a user's setup can leave it unusable. The
/// bar is the user's own: a change that cannot be saved is one sentence naming the bar file (exit 1),
/// and the bar they had is left byte for byte. Before, a folder that could not be made killed dringo
/// with SIGSEGV, printing nothing.
struct HostileDataFolderEndToEndTests {
    @Test("BS-14: with the data folder under /proc, bar add gin fails with exit 1 naming the path")
    func barAdd_failsNamingThePath_whenDataFolderIsUnderProc() async throws {
        let sandbox = try Sandbox.withoutServer()

        let run = try await sandbox.dringo(["bar", "add", "gin"], environment: ["DRINGO_DATA_DIR": "/proc/x"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "Could not save your bar at /proc/x/bar.json; it is unchanged.\n")
    }

    @Test(
        "BS-14: bar add fails with exit 1 naming the bar file, and list shows an empty bar, when the data folder cannot be made",
        arguments: HostilePlace.allCases)
    func bar_failsNamingTheFile_whenDataFolderCannotBeMade(place: HostilePlace) async throws {
        let sandbox = try Sandbox.withoutServer()
        let folder = try sandbox.folder("data", in: place)
        let environment = ["DRINGO_DATA_DIR": folder.path]

        let added = try await sandbox.dringo(["bar", "add", "gin", "lime"], environment: environment)
        let listed = try await sandbox.dringo(["bar", "list"], environment: environment)
        let made = try await sandbox.dringo(["makeable"], environment: environment)

        #expect(added.exitCode == 1, "\(added)")
        #expect(added.standardOutput == "")
        #expect(added.standardError == Self.notSaved(folder))
        #expect(listed.exitCode == 0 && listed.standardOutput == "", "\(listed)")
        #expect(listed.standardError == Self.emptyBar)
        #expect(made.exitCode == 0, "\(made)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.unmountedDrive.path), "nothing is made where a link points")
    }

    @Test(
        "BS-14: in a data folder it may not write, bar add and clear fail naming the file, and the bar is left byte for byte",
        .enabled(if: UnprivilegedUser.current != nil, UnprivilegedUser.unavailableReason))
    func bar_keepsTheBar_whenDataFolderMayNotBeWritten() async throws {
        let user = try #require(UnprivilegedUser.current)
        let sandbox = try Sandbox.withoutServer()
        let data = try sandbox.emptyFolder("data")
        let bar = try await Self.savedBar(["Gin"], in: data, by: sandbox)
        let readOnly = try RestrictedFolder.readOnly(data)
        defer { readOnly.restore() }
        let missing = try RestrictedFolder.readOnly(sandbox.emptyFolder("read-only"))
        defer { missing.restore() }
        let environment = ["DRINGO_DATA_DIR": data.path]

        let added = try await sandbox.dringo(["bar", "add", "lime"], as: user, environment: environment)
        let cleared = try await sandbox.dringo(["bar", "clear"], as: user, environment: environment)
        let listed = try await sandbox.dringo(["bar", "list"], as: user, environment: environment)
        let unmade = try await sandbox.dringo(
            ["bar", "add", "gin"], as: user, environment: ["DRINGO_DATA_DIR": missing.url.appendingPathComponent("dringo").path])

        for run in [added, cleared] {
            #expect(run.exitCode == 1, "\(run)")
            #expect(run.standardOutput == "")
            #expect(run.standardError == Self.notSaved(data))
        }
        #expect(try Data(contentsOf: data.appendingPathComponent("bar.json")) == bar)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["bar.json"], "no temporary file is left")
        #expect(listed.exitCode == 0 && listed.standardOutput == "Gin\n", "\(listed)")
        #expect(unmade.exitCode == 1, "\(unmade)")
        #expect(unmade.standardError == Self.notSaved(missing.url.appendingPathComponent("dringo")))
    }

    @Test(
        "BS-8: a bar file it may not read is reported by name (exit 1) and left byte for byte by bar add, list, clear and makeable",
        .enabled(if: UnprivilegedUser.current != nil, UnprivilegedUser.unavailableReason))
    func bar_reportsTheFile_whenBarFileMayNotBeRead() async throws {
        let user = try #require(UnprivilegedUser.current)
        let sandbox = try Sandbox.withoutServer()
        let data = try sandbox.emptyFolder("data")
        let bar = try await Self.savedBar(["Gin"], in: data, by: sandbox)
        let file = data.appendingPathComponent("bar.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        try user.own(data)

        for arguments in [["bar", "add", "lime"], ["bar", "list"], ["bar", "clear"], ["makeable"]] {
            let run = try await sandbox.dringo(arguments, as: user, environment: ["DRINGO_DATA_DIR": data.path])

            #expect(run.exitCode == 1, "\(run)")
            #expect(run.standardOutput == "")
            #expect(
                run.standardError
                    == "Could not read your bar at \(file.path); it was left as it is. Fix or move that file, then try again.\n")
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(try Data(contentsOf: file) == bar)
    }

    @Test(
        "BS-14: on a full disk, bar add and clear fail naming the file, and the bar is left byte for byte",
        .enabled(if: SmallDisk.canMount, SmallDisk.unavailableReason))
    func bar_keepsTheBar_onFullDisk() async throws {
        let sandbox = try Sandbox.withoutServer()
        let disk = try SmallDisk(mountedOn: sandbox.emptyFolder("disk"))
        defer { disk.unmount() }
        let data = disk.folder.appendingPathComponent("dringo", isDirectory: true)
        let bar = try await Self.savedBar(["Gin"], in: data, by: sandbox)
        try disk.fill()
        let environment = ["DRINGO_DATA_DIR": data.path]

        let added = try await sandbox.dringo(["bar", "add", "lime"], environment: environment)
        let cleared = try await sandbox.dringo(["bar", "clear"], environment: environment)
        let listed = try await sandbox.dringo(["bar", "list"], environment: environment)

        for run in [added, cleared] {
            #expect(run.exitCode == 1, "\(run)")
            #expect(run.standardOutput == "")
            #expect(run.standardError == Self.notSaved(data))
        }
        #expect(try Data(contentsOf: data.appendingPathComponent("bar.json")) == bar)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["bar.json"], "no temporary file is left")
        #expect(listed.exitCode == 0 && listed.standardOutput == "Gin\n", "\(listed)")
    }

    // MARK: - Helpers

    private static let emptyBar = "Your bar is empty. Add what you have with 'dringo bar add gin \"lime juice\"'.\n"

    private static func notSaved(_ folder: URL) -> String {
        "Could not save your bar at \(folder.appendingPathComponent("bar.json").path); it is unchanged.\n"
    }

    /// The bar file a privileged run of `dringo bar add` saved in `folder`.
    private static func savedBar(
        _ ingredients: [String], in folder: URL, by sandbox: Sandbox, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Data {
        let run = try await sandbox.dringo(["bar", "add"] + ingredients, environment: ["DRINGO_DATA_DIR": folder.path])
        try #require(run.exitCode == 0, "the bar should be saved: \(run)", sourceLocation: sourceLocation)
        return try Data(contentsOf: folder.appendingPathComponent("bar.json"))
    }
}
