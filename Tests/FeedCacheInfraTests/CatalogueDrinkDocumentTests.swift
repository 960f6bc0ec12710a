import CatalogueFeature
import FileStorage
import Foundation
import NameMatching
import StoreCore
import TestSupport
import Testing

@testable import FeedCacheInfra

/// The catalogue's document read for one drink: straight to a drink where the checksum holds, and
/// otherwise the whole document, so that every answer is the whole document's.
struct CatalogueDrinkDocumentTests {
    private static let sampleCount = 300

    @Test("OD-1: each drink read alone from a saved document is the drink saved there, to the bit, with the index and the save date")
    func decode_readsEachDrinkAlone_asSaved() throws {
        var generator = SplitMix64(seed: 0x0D_0001)
        for _ in 0..<Self.sampleCount {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)
            let bytes = try CatalogueCacheDocument.encode(catalogue)

            let directory = try CatalogueDrinkDocument.decode(bytes)

            #expect(directory.timestamp == catalogue.timestamp)
            #expect(directory.resource.entries == catalogue.index.resource.map { DrinkDirectoryEntry(id: $0.id, name: $0.name) })
            #expect(catalogue.drinks.indices.map { directory.resource.drink(at: $0) } == catalogue.drinks)
        }
    }

    @Test("OD-1, OD-2: resolve and random answer as CatalogueQuery over the whole catalogue, for random catalogues, reading no more")
    func localDrinkLoader_answersAsTheWholeCatalogue_overRandomCatalogues() async throws {
        var generator = SplitMix64(seed: 0x0D_0002)
        for _ in 0..<Self.sampleCount / 3 {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)
            let now = catalogue.timestamp
            let drinks = try await LocalCatalogueLoader(store: InMemoryCatalogueStore(catalogue), currentDate: { now }).load()
            let (loader, whole) = try loaderOverTheSavedDocument(of: catalogue)
            var queries = drinks.flatMap { [CocktailQuery.id($0.id), .name($0.name)] }
            queries += [.id(-1), .name(String(drinks.first?.name.prefix(2) ?? "a"))]

            for query in queries {
                let expected = drinks.isEmpty ? nil : CatalogueQuery.resolve(query, in: drinks)
                #expect(try await loader.resolve(query) == expected, "\(query)")
            }
            var picker = SplitMix64(seed: generator.next())
            var reference = picker
            #expect(try await loader.random(using: &picker) == CatalogueQuery.random(in: drinks, using: &reference))
            #expect(await whole.messages == [], "the whole catalogue is not read")
        }
    }

    @Test("OD-6: a document saved without the drinks' places, as older dringos saved it, is read whole and answers the same")
    func decode_readsTheWholeDocument_whenItSaysNotWhereTheDrinksStand() throws {
        var generator = SplitMix64(seed: 0x0D_0003)
        for _ in 0..<Self.sampleCount {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)
            let older = try CodableCatalogueCacheDocument.encode(catalogue.drinks, timestamp: catalogue.timestamp)

            let directory = try CatalogueDrinkDocument.decode(older)

            #expect(directory.resource.entries == catalogue.index.resource.map { DrinkDirectoryEntry(id: $0.id, name: $0.name) })
            #expect(catalogue.drinks.indices.map { directory.resource.drink(at: $0) } == catalogue.drinks)
        }
    }

    @Test("OD-6: a document with the drinks' places but no directory, as the previous dringo saved it, still reads each drink alone")
    func decode_readsEachDrinkAlone_fromTheIndexsEntries_whenTheDocumentHasNoDirectory() throws {
        var generator = SplitMix64(seed: 0x0D_0004)
        for _ in 0..<Self.sampleCount {
            let catalogue = CatalogueCacheSamples.catalogue(using: &generator)
            let text = String(decoding: try CatalogueCacheDocument.encode(catalogue), as: UTF8.self)
            let start = try #require(text.range(of: #""directory":["#)).lowerBound
            let end = try #require(text.range(of: #""drinksFromEnd":["#)).lowerBound
            let previous = resealed(text.replacingCharacters(in: start..<end, with: ""))

            let directory = try CatalogueDrinkDocument.decode(previous)

            #expect(directory.resource.entries == catalogue.index.resource.map { DrinkDirectoryEntry(id: $0.id, name: $0.name) })
            #expect(catalogue.drinks.indices.map { directory.resource.drink(at: $0) } == catalogue.drinks)
        }
    }

    @Test("OD-6: a document changed since it was saved is read whole: what it now says is what answers")
    func decode_readsTheWholeDocument_whenTheChecksumDoesNotHold() throws {
        let catalogue = sample()
        let text = String(decoding: try CatalogueCacheDocument.encode(catalogue), as: UTF8.self)
        let edited = Array(text.replacingOccurrences(of: "Shake gently.", with: "Stir.").utf8)

        let directory = try CatalogueDrinkDocument.decode(edited)

        #expect(directory.resource.drink(at: 1)?.instructions == "Stir.")
        #expect(try CatalogueCacheDocument.decode(edited).drinks[1].instructions == "Stir.")
    }

    @Test(
        "OD-3, OD-6: a document broken anywhere, even in a drink not asked for, fails as the whole document fails",
        arguments: [
            [#""drinks":["#, #""drinks":[1,"#], [#""Shake gently.""#, #""Shake"#], [#""version":1"#, #""version":2"#],
            [#""timestamp":10"#, #""timestamp":"10""#],
        ])
    func decode_failsAsTheWholeDocument_whenBroken(edit: [String]) throws {
        let text = String(decoding: try CatalogueCacheDocument.encode(sample()), as: UTF8.self)
        let broken = Array(text.replacingOccurrences(of: edit[0], with: edit[1]).utf8)

        let whole = Result { () throws(DocumentCodecError) in try CatalogueCacheDocument.decode(broken) }.map { _ in 0 }
        let alone = Result { () throws(DocumentCodecError) in try CatalogueDrinkDocument.decode(broken) }.map { _ in 0 }
        #expect(whole != .success(0), "the edit breaks the document")
        #expect(alone == whole)
    }

    @Test("OD-7: a forged checksum over drinks that are not where the directory says never gives another drink for an entry")
    func drinkAt_neverGivesAnotherDrink_whenTheDocumentIsForged() throws {
        let text = String(decoding: try CatalogueCacheDocument.encode(sample()), as: UTF8.self)
        let forgeries = [
            try replacingDistances(in: text) { [$0[0] - 1, $0[1]] },
            try replacingDistances(in: text) { [$0[0], 5] },
            try replacingDistances(in: text) { [$0[1], $0[0]] },
            try replacingDistances(in: text) { [$0[0], $0[1], 3] },
            try replacingDistances(in: text) { [$0[0], 1_000_000] },
            text.replacingOccurrences(of: #""name":"Gin Fizz","ingredients""#, with: #""name":"Gin Fuzz","ingredients""#),
            text.replacingOccurrences(of: #"{"id":1,"name":"Gin Fizz"}"#, with: #"{"id":1,"name":"Gin Fuzz"}"#),
            text.replacingOccurrences(of: #"{"id":1,"name":"Gin Fizz"}"#, with: #"{"id":2,"name":"Mojito"}"#),
        ]
        for forged in forgeries {
            let directory = try CatalogueDrinkDocument.decode(resealed(forged))

            for position in directory.resource.entries.indices {
                let drink = directory.resource.drink(at: position)
                #expect(drink == nil || drink.map(DrinkDirectoryEntry.init) == directory.resource.entries[position], "\(forged)")
            }
        }
    }

    @Test("OD-1: project gives the directory of the whole catalogue, for stores that keep it as a value")
    func project_givesTheWholeCataloguesDirectory() {
        let catalogue = sample()

        let directory = CatalogueDrinkDocument.project(catalogue)

        #expect(directory.timestamp == catalogue.timestamp)
        #expect(directory.resource.entries == catalogue.index.resource.map { DrinkDirectoryEntry(id: $0.id, name: $0.name) })
        #expect(directory.resource.drink(at: 1) == catalogue.drinks[1])
        #expect(directory.resource.drink(at: 2) == nil)
    }

    // MARK: - Helpers

    private func sample() -> CachedCatalogue {
        let drinks = [("Gin Fizz", "Shake."), ("Mojito", "Shake gently.")].enumerated().map { offset, drink in
            LocalDrink(
                id: offset + 1, name: drink.0, category: "Cocktail", alcoholic: nil, glass: nil, instructions: drink.1,
                translatedInstructions: ["it": "Agitare."], ingredients: [LocalDrinkIngredient(name: "Gin", measure: "1 oz")],
                imageURLText: nil)
        }
        return CachedCatalogue(drinks: drinks, timestamp: Date(timeIntervalSinceReferenceDate: 10))
    }

    /// The document with the drinks' distances to its end replaced, still as one JSON document.
    private func replacingDistances(in text: String, with change: ([Int]) -> [Int]) throws -> String {
        let start = try #require(text.range(of: #""drinksFromEnd":["#)).upperBound
        let end = try #require(text[start...].firstIndex(of: "]"))
        let distances = text[start..<end].split(separator: ",").compactMap { Int($0) }
        return text.replacingCharacters(in: start..<end, with: change(distances).map(String.init).joined(separator: ","))
    }

    /// The document with a checksum that holds for what follows it, as someone forging it would write.
    private func resealed(_ text: String) -> [UInt8] {
        var document = DocumentChecksum.unsealedOpening
        document.append(contentsOf: text.utf8.dropFirst(document.count))
        DocumentChecksum.seal(&document)
        return document
    }

    /// The loader over the catalogue's document as saved, read once; the whole catalogue behind it is a spy.
    private func loaderOverTheSavedDocument(
        of catalogue: CachedCatalogue
    ) throws -> (LocalDrinkLoader, DocumentStoreSpy<CachedCatalogue>) {
        let directory = try CatalogueDrinkDocument.decode(try CatalogueCacheDocument.encode(catalogue))
        let whole = DocumentStoreSpy<CachedCatalogue>()
        let now = catalogue.timestamp
        let loader = LocalDrinkLoader(
            reader: InMemoryDocumentStore(directory), catalogue: LocalCatalogueLoader(store: whole, currentDate: { now }),
            currentDate: { now })
        return (loader, whole)
    }
}
