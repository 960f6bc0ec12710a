import BarFeature
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// The bar file itself: where it may be missing, what stops reading or saving it, and how a save
/// replaces it whole, through a temporary file that never outlives it. A file or folder the user may
/// not read or write is proved end to end, where dringo runs without privileges even when the tests
/// run as root: `HostileDataFolderEndToEndTests`.
@Suite final class FileSystemBarStoreFileTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()
    /// Past the kernel's largest process id, so no process has it.
    private let goneWriter = Int32.max

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test func retrieve_deliversEmptyBarWhenTheDataDirectoryIsMissing() async throws {
        let sut = makeSUT(fileURL: directory.appending("missing/dringo/bar.json"))

        await expect(sut, toRetrieve: .found([]))
        #expect(!FileManager.default.fileExists(atPath: directory.url.path), "Expected retrieve to create nothing")
    }

    @Test func retrieve_deliversUnreadableNamingTheFileWhenADirectoryIsAtItsPath() async throws {
        try directory.write("a file that must survive", to: "bar.json/kept")

        await #expect(throws: BarStoreError.unreadable(location: barFile.path)) { try await self.makeSUT().retrieve() }

        #expect(try directory.contents(of: "bar.json") == ["kept"])
    }

    @Test func replace_deliversUnwritableNamingTheFileWhenItsDirectoryIsARegularFile() async throws {
        try directory.write("not a directory", to: "regular-file")
        let fileURL = directory.appending("regular-file/bar.json")
        let sut = makeSUT(fileURL: fileURL)

        await #expect(throws: BarStoreError.unwritable(location: fileURL.path)) { try await sut.replace(with: uniqueIngredients()) }

        #expect(try String(contentsOf: directory.appending("regular-file"), encoding: .utf8) == "not a directory")
    }

    @Test func replace_deliversUnwritableNamingTheFileWhenItsDirectoryIsBehindADanglingLink() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: directory.appending("share"), withDestinationURL: directory.appending("unmounted/share"))
        let fileURL = directory.appending("share/dringo/bar.json")
        let sut = makeSUT(fileURL: fileURL)

        await #expect(throws: BarStoreError.unwritable(location: fileURL.path)) { try await sut.replace(with: uniqueIngredients()) }

        #expect(try directory.contents() == ["share"])
    }

    @Test func replace_deliversUnwritableAndRemovesItsTemporaryFileWhenADirectoryIsAtThePath() async throws {
        try directory.write("a file that must survive", to: "bar.json/kept")
        let sut = makeSUT()

        await #expect(throws: BarStoreError.unwritable(location: barFile.path)) { try await sut.replace(with: uniqueIngredients()) }

        #expect(try directory.contents() == ["bar.json"])
        #expect(try directory.contents(of: "bar.json") == ["kept"])
    }

    @Test func replace_createsMissingIntermediateDirectories() async throws {
        let ingredients = uniqueIngredients()
        let sut = makeSUT(fileURL: directory.appending("share/dringo/bar.json"))

        try await sut.replace(with: ingredients)

        await expect(sut, toRetrieve: .found(ingredients))
    }

    @Test func replace_leavesOnlyTheBarFileOnSuccess() async throws {
        let sut = makeSUT()

        try await sut.replace(with: uniqueIngredients())
        try await sut.replace(with: [])
        try await sut.replace(with: uniqueIngredients())

        #expect(try directory.contents() == ["bar.json"])
    }

    @Test func retrieve_ignoresTheTemporaryFileOfAKilledWriter() async throws {
        let ingredients = uniqueIngredients()
        let sut = makeSUT()
        try await sut.replace(with: ingredients)

        try directory.write(#"{"version":1,"ingre"#, to: ".bar.json.4242.deadbeef.tmp")

        await expect(sut, toRetrieve: .found(ingredients))
    }

    @Test func replace_removesAbandonedTemporaryFilesOfTheBarAndKeepsOthers() async throws {
        let abandoned = try temporaryFile(writer: goneWriter, target: "bar.json")
        let others = try temporaryFile(writer: goneWriter, target: "notes.json")
        let live = try temporaryFile(writer: getpid(), target: "bar.json")

        try await makeSUT().replace(with: uniqueIngredients())

        #expect(try directory.contents() == ["bar.json", others, live].sorted())
        #expect(!abandoned.isEmpty)
    }

    /// Separate store instances stand in for separate `dringo` processes sharing one bar file.
    @Test func concurrentReplacesFromSeparateStores_leaveOneCompleteReplacedBar() async throws {
        let stores = (0..<4).map { _ in makeSUT() }
        let bars = (0..<24).map { _ in uniqueIngredients() }

        let failedReplacements = await withTaskGroup(of: Bool.self) { group in
            for (index, bar) in bars.enumerated() {
                let store = stores[index % stores.count]
                group.addTask { await replaceBar(of: store, with: bar) != nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedReplacements == 0)
        let outcome = await retrievalOutcome(of: makeSUT())
        #expect(bars.map(BarRetrievalOutcome.found).contains(outcome), "Expected one complete replaced bar, got \(outcome)")
        #expect(try directory.contents() == ["bar.json"])
    }

    // MARK: - Helpers

    private var barFile: URL { directory.appending("bar.json") }

    private func makeSUT(fileURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemBarStore {
        let sut = FileSystemBarStore(fileURL: fileURL ?? barFile)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    /// Writes `.<target>.<writer>.<random>.tmp`, last changed in 2001 so it has been quiet long enough.
    private func temporaryFile(writer: Int32, target: String) throws -> String {
        let name = ".\(target).\(writer).\(String(UInt64.random(in: 1 ... .max), radix: 16)).tmp"
        try directory.write(#"{"version":1"#, to: name)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceReferenceDate: 0)], ofItemAtPath: directory.appending(name).path)
        return name
    }
}
