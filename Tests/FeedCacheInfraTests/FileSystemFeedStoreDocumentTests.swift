import FeedCacheInfra
import FeedFeature
import FileStorage
import Foundation
import TestSupport
import Testing

/// The JSON document on disk: what the store writes, and what it makes of files it did not write.
@Suite final class FileSystemFeedStoreDocumentTests {
    private let leakTracker = LeakTracker()
    private let directory = TemporaryDirectory()

    deinit {
        #expect(leakTracker.leaks == [])
        directory.remove()
    }

    @Test func retrieve_deliversCacheOnHandWrittenVersion1Document() async throws {
        try directory.write(Self.version1Document, to: "feed.json")

        let cache = try await makeSUT().retrieve()

        #expect(
            cache
                == CachedFeed(
                    [
                        LocalCocktailItem(
                            id: 11000, name: "Mojito", description: "Muddle the mint",
                            imageURL: URL(string: "https://images.example/mojito.jpg")),
                        LocalCocktailItem(id: 11001, name: "Water", description: nil, imageURL: nil),
                    ],
                    timestamp: Date(timeIntervalSinceReferenceDate: 700_000_000.5)
                ))
    }

    @Test func save_writesCompactJSONDocumentWithVersion1() async throws {
        let item = uniqueItem()

        try await makeSUT().save(CachedFeed([item], timestamp: Date()))

        let data = try Data(contentsOf: directory.appending("feed.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(document["version"] as? Int == 1)
        #expect(document["timestamp"] is Double)
        #expect(items.first?["id"] as? Int == item.id)
        #expect(items.first?["name"] as? String == item.name)
        #expect(items.first?["description"] as? String == item.description)
        #expect(items.first?["imageURL"] as? String == item.imageURL?.absoluteString)
        #expect(!data.contains(UInt8(ascii: "\n")), "Expected a compact document without pretty printing")
    }

    @Test("CF-2: retrieve delivers an unreadable-cache error on a damaged document", arguments: DamagedDocument.all)
    func retrieve_deliversUnreadableCacheErrorOnDamagedDocument(_ damaged: DamagedDocument) async throws {
        try directory.write(damaged.contents, to: "feed.json")
        let sut = makeSUT()

        await #expect(throws: FileDocumentError.unreadable(path: file.path)) { try await sut.retrieve() }
    }

    @Test("CF-2: retrieve delivers an unsupported-version error on a document of another version", arguments: [0, 2])
    func retrieve_deliversUnsupportedVersionErrorOnOtherVersion(_ version: Int) async throws {
        try directory.write(#"{"version":\#(version),"timestamp":0,"items":[]}"#, to: "feed.json")
        let sut = makeSUT()

        await #expect(throws: FileDocumentError.unsupportedVersion(version, path: file.path)) { try await sut.retrieve() }
    }

    @Test func retrieve_deliversUnreadableCacheErrorWhenCachePathIsADirectory() async throws {
        try FileManager.default.createDirectory(at: directory.appending("feed.json"), withIntermediateDirectories: true)
        let sut = makeSUT()

        await #expect(throws: FileDocumentError.unreadable(path: file.path)) { try await sut.retrieve() }
    }

    @Test("VC-2: delete removes a corrupt cache, so retrieve then delivers empty")
    func delete_removesCorruptCache() async throws {
        try directory.write("invalid data", to: "feed.json")
        let sut = makeSUT()

        try await sut.delete()

        #expect(try await sut.retrieve() == nil)
    }

    @Test func save_roundTrips10000ItemsExactly() async throws {
        let feed = (1...10_000).map { id in
            LocalCocktailItem(
                id: id,
                name: "Cocktail nº \(id) \"¡salud!\"",
                description: id.isMultiple(of: 3) ? nil : "Line one\nline two \(id)",
                imageURL: id.isMultiple(of: 5) ? nil : URL(string: "https://images.example/drink/\(id).jpg?size=large&v=\(id)")
            )
        }
        let timestamp = Date()
        let sut = makeSUT()

        try await sut.save(CachedFeed(feed, timestamp: timestamp))

        #expect(try await sut.retrieve() == CachedFeed(feed, timestamp: timestamp))
    }

    // MARK: - Helpers

    private var file: URL { directory.appending("feed.json") }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> FileSystemFeedStore {
        let sut = FileSystemFeedStore(fileURL: directory.appending("feed.json"))
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return sut
    }

    /// The format pinned by hand, so a change to the encoding cannot silently orphan existing caches.
    fileprivate static let version1Document = """
        {"version":1,"timestamp":700000000.5,"items":[\
        {"id":11000,"name":"Mojito","description":"Muddle the mint","imageURL":"https://images.example/mojito.jpg"},\
        {"id":11001,"name":"Water","description":null}]}
        """
}

/// A file at the cache path that is not a readable version 1 document.
struct DamagedDocument: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let contents: String

    static let all: [DamagedDocument] = {
        let valid = FileSystemFeedStoreDocumentTests.version1Document
        func replacing(_ target: String, with replacement: String) -> String {
            valid.replacingOccurrences(of: target, with: replacement)
        }
        return [
            DamagedDocument(testDescription: "empty file", contents: ""),
            DamagedDocument(testDescription: "truncated document", contents: String(valid.prefix(valid.count / 2))),
            DamagedDocument(testDescription: "not JSON", contents: "invalid data"),
            DamagedDocument(testDescription: "JSON null", contents: "null"),
            DamagedDocument(testDescription: "JSON array", contents: "[]"),
            DamagedDocument(testDescription: "no version", contents: replacing(#""version":1,"#, with: "")),
            DamagedDocument(testDescription: "version as a string", contents: replacing(#""version":1"#, with: #""version":"1""#)),
            DamagedDocument(testDescription: "timestamp as a string", contents: replacing("700000000.5", with: #""yesterday""#)),
            DamagedDocument(testDescription: "no items", contents: #"{"version":1,"timestamp":0}"#),
            DamagedDocument(testDescription: "items as an object", contents: #"{"version":1,"timestamp":0,"items":{}}"#),
            DamagedDocument(testDescription: "item id as a string", contents: replacing(#""id":11000"#, with: #""id":"11000""#)),
            DamagedDocument(testDescription: "item without a name", contents: replacing(#""name":"Water","#, with: "")),
            DamagedDocument(
                testDescription: "unparseable image URL", contents: replacing("https://images.example/mojito.jpg", with: "http://[::1")),
        ]
    }()
}
