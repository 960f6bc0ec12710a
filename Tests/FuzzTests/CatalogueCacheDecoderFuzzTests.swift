import CatalogueFeature
import FeedCacheInfra
import FileStorage
import Foundation
import StoreCore
import Testing

/// Mutants of catalogue documents go through `FileSystemCatalogueStore.retrieve()`: each delivers a
/// catalogue or a `FileSystemCatalogueStore.Error`, never a crash, and validation deletes the ones that failed.
/// The index and the drinks read alone answer as the whole document does (`OneDrinkCheck`).
struct CatalogueCacheDecoderFuzzTests {
    private let campaign = FuzzCampaign("catalogue cache decoder", seed: 0xCA7A_1065, count: 1_500)
    private let timestamp = Date(timeIntervalSinceReferenceDate: 757_382_400.25)

    @Test func mutatedCatalogueDocuments_retrieveACatalogueOrATypedErrorAndFailuresAreDeletedByValidation() async throws {
        let directory = FuzzDirectory()
        defer { directory.remove() }
        let store = FileSystemCatalogueStore(fileURL: directory.appending("catalogue.json"))
        let corpus = try await corpus(writtenBy: store)
        let mutator = Mutator(corpus: corpus, domainMutations: [], listName: "drinks")
        let now = timestamp.addingTimeInterval(60 * 60)
        let loader = LocalCatalogueLoader(store: store, currentDate: { now })
        var failures = FuzzFailures(of: campaign)
        var tally = OutcomeTally()

        for index in campaign.indices {
            var generator = campaign.generator(forCase: index)
            let mutant = mutator.mutant(of: corpus[index % corpus.count], using: &generator)
            try ScratchFile.overwrite(store.fileURL, with: mutant.data)
            for problem in indexProblems(readingIndexOf: mutant.data) + OneDrinkCheck.problems(readingOneDrinkOf: mutant.data) {
                failures.record(problem, inCase: index, mutant: mutant)
            }
            for problem in await problems(retrievingFrom: store, validatingWith: loader, now: now, tally: &tally) {
                failures.record(problem, inCase: index, mutant: mutant)
            }
        }

        failures.finish()
        if campaign.isComplete {
            #expect(tally.share(tally.delivered) > 0.1, "too few mutants decoded: \(tally.summary)")
            #expect(tally.share(tally.refused) > 0.25, "too few mutants were refused: \(tally.summary)")
        }
    }

    private func problems(
        retrievingFrom store: FileSystemCatalogueStore, validatingWith loader: LocalCatalogueLoader, now: Date, tally: inout OutcomeTally
    ) async -> [String] {
        let decoded: Result<CachedCatalogue, DocumentCodecError>
        do {
            guard let catalogue = try await store.retrieve() else {
                tally.countRefused()
                return ["retrieved no catalogue although the file is there"]
            }
            tally.countDelivered()
            decoded = .success(catalogue)
        } catch let error as FileDocumentError {
            tally.countRefused()
            guard let refusal = error.codecRefusal else { return ["threw \(error), which is no refusal of the document"] }
            decoded = .failure(refusal)
        } catch {
            tally.countRefused()
            return ["threw \(error), which is not a FileDocumentError"]
        }
        return await validationProblems(after: decoded, loader: loader, fileURL: store.fileURL, now: now)
    }

    /// `LX-5`..`LX-7`: the index read alone never fails where the whole document is read, fails as it does
    /// on another version, and dates the index as the whole document is dated.
    private func indexProblems(readingIndexOf data: Data) -> [String] {
        let whole = data.withUnsafeBytes { bytes in Result { () throws(DocumentCodecError) in try CatalogueCacheDocument.decode(bytes) } }
        let index = data.withUnsafeBytes { bytes in Result { () throws(DocumentCodecError) in try CatalogueIndexDocument.decode(bytes) } }
        switch (whole, index) {
        case let (.success(catalogue), .success(index)) where index.timestamp != catalogue.timestamp:
            return ["the index read alone is dated \(index.timestamp), the catalogue \(catalogue.timestamp)"]
        case let (.success, .failure(error)):
            return ["the index read alone failed with \(error) where the whole document was read"]
        case let (.failure(.unsupportedVersion(version)), outcome) where outcome.map { _ in true } != .failure(.unsupportedVersion(version)):
            return ["the index read alone gave \(outcome) on a document of version \(version)"]
        default:
            return []
        }
    }

    /// A document that failed to decode is deleted; one that decoded stays exactly while it is valid.
    private func validationProblems(
        after decoded: Result<CachedCatalogue, DocumentCodecError>, loader: LocalCatalogueLoader, fileURL: URL, now: Date
    ) async -> [String] {
        let outcome: CacheValidationOutcome
        do {
            outcome = try await loader.validateCache()
        } catch {
            return ["validation threw \(error)"]
        }
        let fileRemains = FileManager.default.fileExists(atPath: fileURL.path)
        switch decoded {
        case .failure:
            if outcome != .deletedUnreadable || fileRemains {
                return ["validation of an unreadable catalogue gave \(outcome) and \(fileRemains ? "kept" : "removed") the file"]
            }
        case let .success(catalogue):
            let isValid = MaxAgePolicy.sevenDays.validate(catalogue.timestamp, against: now)
            if outcome != (isValid ? .valid : .deletedExpired) || fileRemains != isValid {
                return ["validation of a readable catalogue gave \(outcome) and \(fileRemains ? "kept" : "removed") the file"]
            }
        }
        return []
    }

    /// Documents the store wrote, of a few drinks with and without their optional parts, and of none: each
    /// as saved, where the drinks stand where its checksum says, and with its keys sorted. The store writes
    /// the same bytes for the same catalogue, so a seed replays the same mutants.
    private func corpus(writtenBy store: FileSystemCatalogueStore) async throws -> [CorpusEntry] {
        let full = LocalDrink(
            id: 11000, name: "Mojito", category: "Cocktail", alcoholic: "Alcoholic", glass: "Highball glass",
            instructions: "Muddle mint leaves with sugar and lime juice.",
            translatedInstructions: ["it": "Pestare la menta.", "de": "Minze."],
            ingredients: [LocalDrinkIngredient(name: "Light rum", measure: "2-3 oz"), LocalDrinkIngredient(name: "Mint", measure: nil)],
            imageURLText: "https://www.thecocktaildb.com/images/media/drink/metwgh1606770327.jpg")
        let bare = LocalDrink(
            id: 17222, name: "A1", category: nil, alcoholic: nil, glass: nil, instructions: nil, translatedInstructions: [:],
            ingredients: [], imageURLText: nil)
        var corpus: [CorpusEntry] = []
        for (name, drinks) in [("two drinks", [full, bare]), ("one drink", [full]), ("no drinks", [])] {
            try await store.save(CachedCatalogue(drinks: drinks, timestamp: timestamp))
            let saved = try Data(contentsOf: store.fileURL)
            let document = try #require(JSONValue(parsing: saved))
            let data = JSONWriter.data(for: document)
            corpus.append(CorpusEntry(name: "catalogue of \(name)", data: data))
            corpus.append(CorpusEntry(name: "catalogue of \(name), as saved", data: saved))
        }
        return corpus
    }
}
