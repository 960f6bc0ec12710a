import FeedCacheInfra
import FeedFeature
import FileStorage
import Foundation
import StoreCore
import Testing

/// Mutants of real cache documents go through `FileSystemFeedStore.retrieve()`: each delivers a
/// cached feed or a `FileSystemFeedStore.Error`, and validation deletes the ones that failed.
struct FeedCacheDecoderFuzzTests {
    private let campaign = FuzzCampaign("feed cache decoder", seed: 0xCAC4_E003, count: 2_000)
    private let timestamp = Date(timeIntervalSinceReferenceDate: 757_382_400.25)

    @Test func mutatedCacheDocuments_retrieveAFeedOrATypedErrorAndFailuresAreDeletedByValidation() async throws {
        let directory = FuzzDirectory()
        defer { directory.remove() }
        let store = FileSystemFeedStore(fileURL: directory.appending("feed.json"))
        let corpus = try await CacheDocumentCorpus.documents(writtenBy: store, timestamp: timestamp)
        let mutator = Mutator(corpus: corpus, domainMutations: CacheDocumentMutation.allCases, listName: "items")
        let now = timestamp.addingTimeInterval(60 * 60)
        let loader = LocalFeedLoader(store: store, currentDate: { now })
        var failures = FuzzFailures(of: campaign)
        var tally = OutcomeTally()

        for index in campaign.indices {
            var generator = campaign.generator(forCase: index)
            let mutant = mutator.mutant(of: corpus[index % corpus.count], using: &generator)
            try ScratchFile.overwrite(store.fileURL, with: mutant.data)
            let problems = await problems(retrieving: mutant, from: store, validatingWith: loader, now: now, tally: &tally)
            for problem in problems {
                failures.record(problem, inCase: index, mutant: mutant)
            }
        }

        failures.finish()
        if campaign.isComplete {
            #expect(tally.share(tally.delivered) > 0.1, "too few mutants decoded: \(tally.summary)")
            #expect(tally.share(tally.refused) > 0.25, "too few mutants were refused: \(tally.summary)")
            #expect(tally.share(tally.checkedAgainstReference) > 0.25, "too few mutants checked against the schema: \(tally.summary)")
        }
    }

    private func problems(
        retrieving mutant: Mutant,
        from store: FileSystemFeedStore,
        validatingWith loader: LocalFeedLoader,
        now: Date,
        tally: inout OutcomeTally
    ) async -> [String] {
        var problems: [String] = []
        let result: Result<CachedFeed?, any Error>
        do {
            result = .success(try await store.retrieve())
        } catch {
            result = .failure(error)
        }

        let decoded: Result<CachedFeed, DocumentCodecError>?
        switch result {
        case .success(nil):
            tally.countRefused()
            problems.append("retrieved no cache although the file is there")
            decoded = nil
        case let .success(cache?):
            tally.countDelivered()
            decoded = .success(cache)
        case let .failure(error as FileDocumentError):
            tally.countRefused()
            guard let refusal = error.codecRefusal else {
                problems.append("threw \(error), which is no refusal of the document")
                decoded = nil
                break
            }
            decoded = .failure(refusal)
        case let .failure(error):
            tally.countRefused()
            problems.append("threw \(error), which is not a FileDocumentError")
            decoded = nil
        }

        if let document = mutant.document, let decoded {
            tally.countCheckedAgainstReference()
            let expected = ReferenceCacheDocument.decode(document)
            if decoded != expected {
                problems.append("breaks the document's schema: retrieved \(Self.describe(decoded)), expected \(Self.describe(expected))")
            }
        }

        problems += await validationProblems(after: decoded, loader: loader, fileURL: store.fileURL, now: now)
        return problems
    }

    /// A document that failed to decode is deleted; one that decoded stays exactly while it is valid.
    private func validationProblems(
        after decoded: Result<CachedFeed, DocumentCodecError>?, loader: LocalFeedLoader, fileURL: URL, now: Date
    ) async -> [String] {
        let outcome: CacheValidationOutcome
        do {
            outcome = try await loader.validateCache()
        } catch {
            return ["validation threw \(error)"]
        }
        let fileRemains = FileManager.default.fileExists(atPath: fileURL.path)
        switch decoded {
        case .failure?:
            if outcome != .deletedUnreadable || fileRemains {
                return ["validation of an unreadable cache gave \(outcome) and \(fileRemains ? "kept" : "removed") the file"]
            }
        case let .success(cache)?:
            let isValid = MaxAgePolicy.sevenDays.validate(cache.timestamp, against: now)
            if outcome != (isValid ? .valid : .deletedExpired) || fileRemains != isValid {
                return [
                    "validation of a readable cache from \(cache.timestamp) gave \(outcome) and \(fileRemains ? "kept" : "removed") the file"
                ]
            }
        case nil:
            break
        }
        return []
    }

    private static func describe(_ result: Result<CachedFeed, DocumentCodecError>) -> String {
        switch result {
        case let .success(cache): "\(cache.resource.count) items from \(cache.timestamp.timeIntervalSinceReferenceDate)"
        case let .failure(error): "\(error)"
        }
    }
}
