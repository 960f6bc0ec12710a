import FeedCacheInfra
import FeedFeature
import FileStorage
import Foundation
import HTTPCore
import IngredientsFeature
import NameMatching
import StoreCore
import TestSupport
import Testing

/// Bodies nested right up to and far past the JSON parsers' limit, on the thread a test runs on.
///
/// The mappers' reader and the cache's decoder (`JSONBytes`) skip nesting with a loop, not
/// recursion, and refuse a document nested deeper than 512 containers, as `JSONDecoder` did, so
/// every depth is safe; these pin that, since the mutants themselves stay at 200 levels or fewer.
struct DeepNestingTests {
    private static let depths = [200, 510, 511, 512, 100_000]

    @Test(arguments: depths)
    func feedMapper_deliversNoItemsOrInvalidDataForDeeplyNestedDrinks(depth: Int) throws {
        let result = Result { try FeedItemsMapper.map(Self.nestedDrinks(depth: depth), from: httpResponse(200)) }

        switch result {
        case let .success(items): #expect(items.isEmpty)
        case let .failure(error): #expect(error as? RemoteLoadError == .invalidData)
        }
        if depth <= 200 { #expect(try result.get() == []) }
        if depth >= 512 { #expect(throws: RemoteLoadError.invalidData) { try result.get() } }
    }

    @Test(arguments: depths)
    func ingredientsMapper_refusesDeeplyNestedDrinksWithATypedError(depth: Int) {
        do {
            let recipes = try IngredientsMapper.map(Self.nestedDrinks(depth: depth), from: httpResponse(200))
            Issue.record("delivered \(recipes.count) recipes from drinks that hold none")
        } catch {
            #expect(error as? RemoteLoadError == .invalidData || error as? CocktailLookupError == .noSuchCocktail)
        }
    }

    @Test(arguments: depths)
    func feedStore_refusesADeeplyNestedDocumentAsUnreadable(depth: Int) async throws {
        let directory = FuzzDirectory()
        defer { directory.remove() }
        let store = FileSystemFeedStore(fileURL: directory.appending("feed.json"))
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let document =
            "{\"version\":1,\"timestamp\":0,\"items\":" + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
            + "}"
        try ScratchFile.overwrite(store.fileURL, with: Data(document.utf8))

        await #expect(throws: FileDocumentError.unreadable(path: store.fileURL.path)) { try await store.retrieve() }
    }

    /// `{"drinks":[{"drinks":[...null...]}]}`: `depth` levels below `drinks`, lists and drink-like objects in turn.
    private static func nestedDrinks(depth: Int) -> Data {
        var opening = ""
        var closing = ""
        for level in 0..<depth {
            opening += level.isMultiple(of: 2) ? "[" : "{\"drinks\":"
            closing = (level.isMultiple(of: 2) ? "]" : "}") + closing
        }
        return Data(("{\"drinks\":" + opening + "null" + closing + "}").utf8)
    }
}
