import FeedFeature
import Foundation
import Testing

/// The contract every `FeedStore` keeps. A store's suite conforms to these protocols,
/// so the compiler insists that it runs every spec; each spec's body is one assertion below.
protocol FeedStoreSpecs {
    func retrieve_deliversEmptyOnEmptyCache() async throws
    func retrieve_hasNoSideEffectsOnEmptyCache() async throws
    func retrieve_deliversFoundValuesOnNonEmptyCache() async throws
    func retrieve_hasNoSideEffectsOnNonEmptyCache() async throws

    func insert_deliversNoErrorOnEmptyCache() async throws
    func insert_deliversNoErrorOnNonEmptyCache() async throws
    func insert_overridesPreviouslyInsertedCacheValues() async throws

    func delete_deliversNoErrorOnEmptyCache() async throws
    func delete_hasNoSideEffectsOnEmptyCache() async throws
    func delete_deliversNoErrorOnNonEmptyCache() async throws
    func delete_emptiesPreviouslyInsertedCache() async throws

    func sideEffects_runSeriallyInCallOrder() async throws
    func concurrentInserts_leaveOneCompleteInsertedCache() async throws
}

extension FeedStoreSpecs {
    func assertThatRetrieveDeliversEmptyOnEmptyCache(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnEmptyCache(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(sut, toRetrieveTwice: .empty, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let cache = uniqueCache()

        await insert(cache, into: sut)

        await expect(sut, toRetrieve: .found(cache), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let cache = uniqueCache()

        await insert(cache, into: sut)

        await expect(sut, toRetrieveTwice: .found(cache), sourceLocation: sourceLocation)
    }

    func assertThatInsertDeliversNoErrorOnEmptyCache(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let insertionError = await insert(uniqueCache(), into: sut)

        #expect(insertionError == nil, "Expected to insert cache successfully", sourceLocation: sourceLocation)
    }

    func assertThatInsertDeliversNoErrorOnNonEmptyCache(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await insert(uniqueCache(), into: sut)

        let insertionError = await insert(uniqueCache(), into: sut)

        #expect(insertionError == nil, "Expected to override cache successfully", sourceLocation: sourceLocation)
    }

    func assertThatInsertOverridesPreviouslyInsertedCacheValues(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await insert(uniqueCache(), into: sut)

        let latestCache = uniqueCache()
        await insert(latestCache, into: sut)

        await expect(sut, toRetrieve: .found(latestCache), sourceLocation: sourceLocation)
    }

    func assertThatDeleteDeliversNoErrorOnEmptyCache(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let deletionError = await deleteCache(from: sut)

        #expect(deletionError == nil, "Expected empty cache deletion to succeed", sourceLocation: sourceLocation)
    }

    func assertThatDeleteHasNoSideEffectsOnEmptyCache(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await deleteCache(from: sut)

        await expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)
    }

    func assertThatDeleteDeliversNoErrorOnNonEmptyCache(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await insert(uniqueCache(), into: sut)

        let deletionError = await deleteCache(from: sut)

        #expect(deletionError == nil, "Expected non-empty cache deletion to succeed", sourceLocation: sourceLocation)
    }

    func assertThatDeleteEmptiesPreviouslyInsertedCache(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await insert(uniqueCache(), into: sut)

        await deleteCache(from: sut)

        await expect(sut, toRetrieve: .empty, sourceLocation: sourceLocation)
    }

    /// Each operation issued from one task sees the effect of the one before it.
    func assertThatSideEffectsRunSeriallyInCallOrder(on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let firstCache = uniqueCache()
        let lastCache = uniqueCache()
        var observed: [RetrievalOutcome] = []

        await insert(firstCache, into: sut)
        observed.append(await retrievalOutcome(of: sut))
        await deleteCache(from: sut)
        observed.append(await retrievalOutcome(of: sut))
        await insert(lastCache, into: sut)
        observed.append(await retrievalOutcome(of: sut))

        #expect(observed == [.found(firstCache), .empty, .found(lastCache)], sourceLocation: sourceLocation)
    }

    /// Inserts racing from many tasks all succeed, and the survivor is one whole insert, never a mix.
    func assertThatConcurrentInsertsLeaveOneCompleteInsertedCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let caches = (0..<50).map { uniqueCache(timestamp: Date(timeIntervalSinceReferenceDate: Double($0))) }

        let failedInsertions = await withTaskGroup(of: Bool.self) { group in
            for cache in caches {
                group.addTask { await insert(cache, into: sut) != nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedInsertions == 0, "Expected every concurrent insert to succeed", sourceLocation: sourceLocation)
        let outcome = await retrievalOutcome(of: sut)
        #expect(
            caches.map(RetrievalOutcome.found).contains(outcome), "Expected one complete inserted cache, got \(outcome)",
            sourceLocation: sourceLocation)
    }
}
