import CatalogueFeature
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// How inserts replace the catalogue: whole, through a temporary file that never outlives them,
/// and cleaned up after a killed save the way the feed is.
@Suite final class FileSystemCatalogueStoreAtomicityTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()
    /// Past the kernel's largest process id, so no process has it.
    private let goneWriter = Int32.max

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test func insert_leavesOnlyTheCatalogueFileOnSuccess() async throws {
        let sut = makeSUT()

        try await sut.insert(uniqueCatalogue().drinks, timestamp: Date())
        try await sut.insert(uniqueCatalogue().drinks, timestamp: Date())

        #expect(try directory.contents() == ["catalogue.json"])
    }

    @Test func insert_createsMissingIntermediateDirectories() async throws {
        let catalogue = uniqueCatalogue()
        let sut = makeSUT(fileURL: directory.appending("nested/twice/catalogue.json"))

        try await sut.insert(catalogue.drinks, timestamp: catalogue.timestamp)

        await expect(sut, toRetrieve: .found(catalogue))
    }

    @Test func insert_deliversAnErrorAndRemovesItsTemporaryFileWhenTheRenameFails() async throws {
        try directory.write("a file that must survive", to: "catalogue.json/kept")
        let sut = makeSUT()

        await #expect(throws: FileSystemCatalogueStore.Error.self) { try await sut.insert(uniqueCatalogue().drinks, timestamp: Date()) }

        #expect(try directory.contents() == ["catalogue.json"])
        #expect(try directory.contents(of: "catalogue.json") == ["kept"])
    }

    @Test func insert_deliversMkdirFailureWhenTheCacheDirectoryIsARegularFile() async throws {
        try directory.write("not a directory", to: "regular-file")
        let sut = makeSUT(fileURL: directory.appending("regular-file/catalogue.json"))

        await #expect(throws: FileSystemCatalogueStore.Error.systemCallFailed(name: "mkdir", errno: ENOTDIR)) {
            try await sut.insert(uniqueCatalogue().drinks, timestamp: Date())
        }
    }

    @Test func retrieve_ignoresTheTemporaryFileOfAKilledWriter() async throws {
        let catalogue = uniqueCatalogue()
        let sut = makeSUT()
        try await sut.insert(catalogue.drinks, timestamp: catalogue.timestamp)

        try directory.write(#"{"version":1,"timest"#, to: ".catalogue.json.4242.deadbeef.tmp")

        await expect(sut, toRetrieve: .found(catalogue))
    }

    @Test func delete_removesAbandonedTemporaryFilesAndKeepsTheFeeds() async throws {
        let abandoned = try temporaryFile(writer: goneWriter, target: "catalogue.json")
        let feeds = try temporaryFile(writer: goneWriter, target: "feed.json")
        let live = try temporaryFile(writer: getpid(), target: "catalogue.json")

        try await makeSUT().deleteCachedCatalogue()

        #expect(try directory.contents() == [feeds, live].sorted())
        #expect(!abandoned.isEmpty)
    }

    @Test func delete_leavesTheFeedBesideIt() async throws {
        try directory.write("{}", to: "feed.json")
        let sut = makeSUT()
        try await sut.insert(uniqueCatalogue().drinks, timestamp: Date())

        try await sut.deleteCachedCatalogue()

        #expect(try directory.contents() == ["feed.json"])
    }

    /// Separate store instances stand in for separate `dringo` processes sharing one catalogue file.
    @Test func concurrentInsertsFromSeparateStores_leaveOneCompleteInsertedCatalogue() async throws {
        let stores = (0..<4).map { _ in makeSUT() }
        let catalogues = (0..<24).map { uniqueCatalogue(timestamp: Date(timeIntervalSinceReferenceDate: Double($0))) }

        let failedInsertions = await withTaskGroup(of: Bool.self) { group in
            for (index, catalogue) in catalogues.enumerated() {
                let store = stores[index % stores.count]
                group.addTask { await insert(catalogue, into: store) != nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedInsertions == 0)
        let outcome = await retrievalOutcome(of: makeSUT())
        #expect(
            catalogues.map(CatalogueRetrievalOutcome.found).contains(outcome), "Expected one complete inserted catalogue, got \(outcome)")
        #expect(try directory.contents() == ["catalogue.json"])
    }

    // MARK: - Helpers

    private func makeSUT(fileURL: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemCatalogueStore {
        let sut = FileSystemCatalogueStore(fileURL: fileURL ?? directory.appending("catalogue.json"))
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    /// Writes `.<target>.<writer>.<random>.tmp`, last changed in 2001 so it has been quiet long enough.
    private func temporaryFile(writer: Int32, target: String) throws -> String {
        let name = ".\(target).\(writer).\(String(UInt64.random(in: 1 ... .max), radix: 16)).tmp"
        try directory.write("{\"version\":1", to: name)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceReferenceDate: 0)], ofItemAtPath: directory.appending(name).path)
        return name
    }
}
