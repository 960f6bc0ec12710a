import CatalogueFeature
import FileStorage
import Foundation
import TestSupport
import Testing

@testable import FeedCacheInfra

/// The catalogue's index, read alone out of the catalogue's document: what saving writes, and what
/// the reader makes of documents that have no index, a broken one, or broken drinks after it.
struct CatalogueIndexDocumentTests {
    private static let sampleCount = 300

    @Test("LX-1, SC-4: the index read alone is the index of the drinks saved, to the bit")
    func decode_deliversTheIndexOfTheSavedDrinks() throws {
        var generator = SplitMix64(seed: 0x1DE_0001)
        for _ in 0..<Self.sampleCount {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)

            let bytes = try CatalogueCacheDocument.encode(catalogue)

            #expect(try CatalogueIndexDocument.decode(bytes) == catalogue.index, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test("SC-4: the directory, where each drink stands, and the index are written before the drinks, one entry for each, in their order")
    func encode_writesTheDirectoryTheDistancesAndTheIndexBeforeTheDrinks() throws {
        let catalogue = CachedCatalogue(
            drinks: [drink(1, "Gin Fizz", ["Gin", "Lemon"]), drink(2, "Mojito", ["Light rum", "Mint"])],
            timestamp: Date(timeIntervalSinceReferenceDate: 10))

        let text = String(decoding: try CatalogueCacheDocument.encode(catalogue), as: UTF8.self)

        let expectedIndex =
            #""index":[{"id":1,"name":"Gin Fizz","ingredients":["Gin","Lemon"],"category":"Cocktail","alcoholic":"Alcoholic","glass":null,"iba":null},"#
            + #"{"id":2,"name":"Mojito","ingredients":["Light rum","Mint"],"category":"Cocktail","alcoholic":"Alcoholic","glass":null,"iba":null}],"#
        let expectedDirectory = #""directory":[{"id":1,"name":"Gin Fizz"},{"id":2,"name":"Mojito"}],"#
        #expect(text.contains(#""version":1,"timestamp":10,"# + expectedDirectory + #""drinksFromEnd":["#), "\(text)")
        #expect(text.contains(#"],"# + expectedIndex + #""drinks":["#), "\(text)")
    }

    @Test("LX-5: a document saved without an index, as older dringos saved it, gives the index of its drinks")
    func decode_makesTheIndexFromTheDrinks_whenTheDocumentHasNone() throws {
        var generator = SplitMix64(seed: 0x1DE_0002)
        for _ in 0..<Self.sampleCount {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)
            let withoutIndex = try CodableCatalogueCacheDocument.encode(catalogue.drinks, timestamp: catalogue.timestamp)

            #expect(try CatalogueIndexDocument.decode(withoutIndex) == catalogue.index)
        }
    }

    @Test(
        "LX-6: an index that does not fit its schema is set aside, and the index is made from the drinks",
        arguments: [
            #""index":[{"id":"1","name":"Gin Fizz","ingredients":[]}],"#,
            #""index":[{"id":1,"name":"Gin Fizz","ingredients":[null]}],"#,
            #""index":[{"id":1,"ingredients":["Gin"]}],"#,
            #""index":{"id":1},"#,
            #""index":null,"#,
        ])
    func decode_makesTheIndexFromTheDrinks_whenTheIndexDoesNotFit(brokenIndex: String) throws {
        let catalogue = CachedCatalogue(
            drinks: [drink(1, "Gin Fizz", ["Gin", "Lemon"])], timestamp: Date(timeIntervalSinceReferenceDate: 10))
        let bytes = try replacingIndex(of: catalogue, with: brokenIndex)

        #expect(try CatalogueIndexDocument.decode(bytes) == catalogue.index)
        #expect(try CatalogueCacheDocument.decode(bytes) == catalogue)
    }

    @Test("LX-7: drinks after a readable index are not read: what is broken there is for their own readers to find")
    func decode_readsTheIndex_whenTheDrinksAfterItAreBroken() throws {
        let catalogue = CachedCatalogue(
            drinks: [drink(1, "Gin Fizz", ["Gin", "Lemon"])], timestamp: Date(timeIntervalSinceReferenceDate: 10))
        let text = String(decoding: try CatalogueCacheDocument.encode(catalogue), as: UTF8.self)
        let brokenDrinks = Array(text.replacingOccurrences(of: #""drinks":["#, with: #""drinks":[1,"#).utf8)
        let truncated = Array(text.utf8.dropLast(20))

        #expect(try CatalogueIndexDocument.decode(brokenDrinks) == catalogue.index)
        #expect(try CatalogueIndexDocument.decode(truncated) == catalogue.index)
        #expect(throws: DocumentCodecError.unreadable) { try CatalogueCacheDocument.decode(brokenDrinks) }
        #expect(throws: DocumentCodecError.unreadable) { try CatalogueCacheDocument.decode(truncated) }
    }

    @Test("LX-9: any start of a saved document gives the index the whole gives, or asks for the rest: never another answer")
    func decodeLeading_givesTheWholesIndexOrAsksForMore() throws {
        var generator = SplitMix64(seed: 0x1DE_0004)
        for _ in 0..<12 {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)
            let bytes = try CatalogueCacheDocument.encode(catalogue)
            let whole = try CatalogueIndexDocument.decode(bytes)
            let indexEnd = try #require(end(of: Array(#"],"drinks":["#.utf8), in: bytes))
            // Every length around the index's end, where an answer begins, and a stride through the rest.
            let lengths = Set(stride(from: 0, to: bytes.count, by: 9)).union(max(0, indexEnd - 40)..<min(bytes.count, indexEnd + 40))

            let answers = bytes.withUnsafeBytes { buffer in
                lengths.map { length in
                    (length, CatalogueIndexDocument.decode(leading: UnsafeRawBufferPointer(rebasing: buffer[..<length])))
                }
            }

            for (length, answer) in answers where answer != nil {
                #expect(answer == whole, "\(length) of \(bytes.count) bytes")
            }
            #expect(answers.allSatisfy { $0.0 < indexEnd || $0.1 != nil }, "every start that holds the index answers")
        }
    }

    @Test("LX-9: the start of an older dringo's document, or of one whose index does not fit, asks for the rest")
    func decodeLeading_asksForMore_withoutAReadableIndex() throws {
        let catalogue = CachedCatalogue(
            drinks: [drink(1, "Gin Fizz", ["Gin", "Lemon"])], timestamp: Date(timeIntervalSinceReferenceDate: 10))
        let withoutIndex = try CodableCatalogueCacheDocument.encode(catalogue.drinks, timestamp: catalogue.timestamp)
        let brokenIndex = try replacingIndex(of: catalogue, with: #""index":null,"#)

        for bytes in [Array(withoutIndex), brokenIndex] {
            for length in 0...bytes.count {
                #expect(CatalogueIndexDocument.decode(leading: Array(bytes.prefix(length))) == nil, "\(length)")
            }
        }
        #expect(CatalogueIndexDocument.leadingByteCount == 256 << 10)
    }

    @Test("LX-9: a saved catalogue whose index runs past the leading bytes is read whole from its file, and its index is the whole's")
    func store_readsALargerCatalogueWhole() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let name = String(repeating: "Long Island Iced Tea ", count: 4)
        let catalogue = CachedCatalogue(
            drinks: (1...3000).map { drink($0, "\(name)\($0)", ["Gin", "Vodka", "Light rum", "Tequila", "Triple sec", "Cola"]) },
            timestamp: Date(timeIntervalSinceReferenceDate: 10))
        let bytes = try CatalogueCacheDocument.encode(catalogue)
        let indexEnd = try #require(end(of: Array(#"],"drinks":["#.utf8), in: bytes))
        #expect(indexEnd > CatalogueIndexDocument.leadingByteCount ?? .max, "the index runs past the leading bytes")
        try folder.write(Data(bytes), to: "catalogue.json")

        let index = try await FileSystemDocumentStorage().reader(for: CatalogueIndexDocument.self, named: "catalogue.json", in: folder.url)
            .retrieve()

        #expect(index == catalogue.index)
    }

    @Test("LX-2: a document of another version is reported as such, whether or not it has an index", arguments: [true, false])
    func decode_reportsAnotherVersion(withIndex: Bool) throws {
        let index = withIndex ? #","index":[{"id":1,"name":"A","ingredients":[]}]"# : ""
        let bytes = Array(#"{"version":2,"timestamp":10"#.utf8) + Array(index.utf8) + Array(#","drinks":[]}"#.utf8)

        #expect(throws: DocumentCodecError.unsupportedVersion(2)) { try CatalogueIndexDocument.decode(bytes) }
    }

    @Test(
        "LX-2: bytes that are no document, or break off before the index is read, are unreadable",
        arguments: [
            "", "invalid data", "{", #"{"version":1,"timestamp":10,"index":[{"id":1,"name":"A","ingre"#,
            #"{"version":1,"timestamp":"10","index":[],"drinks":[]}"#, #"{"version":1,"index":[],"drinks":[]}"#,
            "[]",
        ])
    func decode_reportsUnreadable(text: String) {
        #expect(throws: DocumentCodecError.unreadable) { try CatalogueIndexDocument.decode(Array(text.utf8)) }
    }

    @Test("LX-1: members may come in any order, with unknown ones, and of a repeated key the first counts")
    func decode_readsMembersInAnyOrder() throws {
        let text =
            #"{"note":{"a":[1,2]},"index":[{"iba":null,"ingredients":["Gin"],"glass":"Jar","name":"A","alcoholic":null,"category":"Shot","id":7}],"#
            + #""timestamp":10,"index":[],"version":1,"drinks":[]}"#

        let index = try CatalogueIndexDocument.decode(Array(text.utf8))

        #expect(
            index
                == CachedCatalogueIndex(
                    [LocalIndexedDrink(id: 7, name: "A", ingredientNames: ["Gin"], category: "Shot", glass: "Jar")],
                    timestamp: Date(timeIntervalSinceReferenceDate: 10)))
    }

    @Test("FK-10: an older dringo's index, without the kinds, is set aside, and the index with the kinds is made from the drinks")
    func decode_makesTheIndexFromTheDrinks_whenTheEntriesLackTheKinds() throws {
        let catalogue = CachedCatalogue(
            drinks: [drink(1, "Gin Fizz", ["Gin", "Lemon"])], timestamp: Date(timeIntervalSinceReferenceDate: 10))
        let bytes = try replacingIndex(of: catalogue, with: #""index":[{"id":1,"name":"Gin Fizz","ingredients":["Gin","Lemon"]}],"#)

        let index = try CatalogueIndexDocument.decode(bytes)

        #expect(index == catalogue.index)
        #expect(index.resource.first?.category == "Cocktail")
    }

    @Test("FK-10: a reader of the older members, as JSONDecoder read them, reads the new document's index and drinks")
    func olderReader_readsTheNewDocument() throws {
        var generator = SplitMix64(seed: 0x1DE_0003)
        let catalogue = CatalogueCacheSamples.catalogue(using: &generator)

        let older = try JSONDecoder().decode(OlderDocument.self, from: Data(try CatalogueCacheDocument.encode(catalogue)))

        #expect(older.index.map(\.id) == catalogue.drinks.map(\.id))
        #expect(older.index.map(\.ingredients) == catalogue.drinks.map { $0.ingredients.map(\.name) })
        #expect(older.drinks.map(\.name) == catalogue.drinks.map(\.name))
    }

    // MARK: - Helpers

    /// The members a dringo before the kinds read; `JSONDecoder` skips the others.
    private struct OlderDocument: Decodable {
        struct Entry: Decodable {
            let id: Int
            let name: String
            let ingredients: [String]
        }

        struct Drink: Decodable {
            let id: Int
            let name: String
            let category: String?
        }

        let version: Int
        let index: [Entry]
        let drinks: [Drink]
    }

    private func drink(_ id: Int, _ name: String, _ ingredients: [String]) -> LocalDrink {
        LocalDrink(
            id: id, name: name, category: "Cocktail", alcoholic: "Alcoholic", glass: nil, instructions: "Shake.",
            translatedInstructions: ["it": "Agitare."], ingredients: ingredients.map { LocalDrinkIngredient(name: $0, measure: "1 oz") },
            imageURLText: nil)
    }

    /// The catalogue's document with its index member replaced by `member`, written with its comma.
    /// Where the first run of `part` in `bytes` ends.
    private func end(of part: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= part.count else { return nil }
        return (0...(bytes.count - part.count)).first { bytes[$0..<($0 + part.count)].elementsEqual(part) }.map { $0 + part.count }
    }

    private func replacingIndex(of catalogue: CachedCatalogue, with member: String) throws -> [UInt8] {
        let text = String(decoding: try CatalogueCacheDocument.encode(catalogue), as: UTF8.self)
        let start = try #require(text.range(of: #""index":"#)).lowerBound
        let end = try #require(text.range(of: #""drinks":"#)).lowerBound
        return Array((text[..<start] + member + text[end...]).utf8)
    }
}
