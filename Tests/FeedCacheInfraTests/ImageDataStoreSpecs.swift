import FeedFeature
import Foundation
import Testing

/// The contract every `ImageDataStore` keeps. A store's suite conforms to these protocols,
/// so the compiler insists that it runs every spec; each spec's body is one assertion below.
protocol ImageDataStoreSpecs {
    func retrieve_deliversEmptyOnEmptyStore() async throws
    func retrieve_hasNoSideEffectsOnEmptyStore() async throws
    func retrieve_deliversEmptyWhenOnlyAnotherURLIsStored() async throws
    func retrieve_deliversStoredDataForURL() async throws
    func retrieve_hasNoSideEffectsOnNonEmptyStore() async throws
    func retrieve_deliversCancellationErrorInCancelledTask() async throws

    func insert_deliversNoErrorOnEmptyStore() async throws
    func insert_deliversNoErrorOnNonEmptyStore() async throws
    func insert_overridesPreviouslyInsertedDataForURL() async throws
    func insert_storesEmptyDataAsFound() async throws
    func insert_keepsURLsThatDifferOnlyByQueryCaseFragmentOrTrailingSlashApart() async throws
    func insert_deliversCancellationErrorAndStoresNothingInCancelledTask() async throws

    func sideEffects_runSeriallyInCallOrder() async throws
    func concurrentInserts_forManyURLs_leaveEveryImageRetrievable() async throws
    func concurrentInserts_forOneURL_leaveOneCompleteInsertedImage() async throws
}

extension ImageDataStoreSpecs {
    func assertThatRetrieveDeliversEmptyOnEmptyStore(on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(sut, toRetrieve: .empty, for: uniqueImageURL(), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnEmptyStore(on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        await expect(sut, toRetrieveTwice: .empty, for: uniqueImageURL(), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveDeliversEmptyWhenOnlyAnotherURLIsStored(
        on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await insert(uniqueImageData(), for: uniqueImageURL(), into: sut)

        await expect(sut, toRetrieve: .empty, for: uniqueImageURL(), sourceLocation: sourceLocation)
    }

    func assertThatRetrieveDeliversStoredDataForURL(on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let url = uniqueImageURL()
        let data = uniqueImageData()

        await insert(data, for: url, into: sut)

        await expect(sut, toRetrieve: .found(data), for: url, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnNonEmptyStore(
        on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let url = uniqueImageURL()
        let data = uniqueImageData()

        await insert(data, for: url, into: sut)

        await expect(sut, toRetrieveTwice: .found(data), for: url, sourceLocation: sourceLocation)
    }

    /// A cancelled caller gets `CancellationError`, never the data, even when the data is there.
    func assertThatRetrieveDeliversCancellationErrorInCancelledTask(
        on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let url = uniqueImageURL()
        await insert(uniqueImageData(), for: url, into: sut)

        let outcome = await inCancelledTask { await imageRetrievalOutcome(of: sut, for: url) }

        #expect(outcome == .cancelled, sourceLocation: sourceLocation)
    }

    func assertThatInsertDeliversNoErrorOnEmptyStore(on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let insertionError = await insert(uniqueImageData(), for: uniqueImageURL(), into: sut)

        #expect(
            insertionError == nil, "Expected to insert image data successfully, got \(String(describing: insertionError))",
            sourceLocation: sourceLocation)
    }

    func assertThatInsertDeliversNoErrorOnNonEmptyStore(on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        let url = uniqueImageURL()
        await insert(uniqueImageData(), for: url, into: sut)

        let insertionError = await insert(uniqueImageData(), for: url, into: sut)

        #expect(
            insertionError == nil, "Expected to override image data successfully, got \(String(describing: insertionError))",
            sourceLocation: sourceLocation)
    }

    func assertThatInsertOverridesPreviouslyInsertedDataForURL(
        on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let url = uniqueImageURL()
        await insert(uniqueImageData(), for: url, into: sut)

        let latestData = uniqueImageData()
        await insert(latestData, for: url, into: sut)

        await expect(sut, toRetrieve: .found(latestData), for: url, sourceLocation: sourceLocation)
    }

    /// Empty data is data: it is found, not mistaken for a missing entry.
    func assertThatInsertStoresEmptyDataAsFound(on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let url = uniqueImageURL()

        await insert(Data(), for: url, into: sut)

        await expect(sut, toRetrieve: .found(Data()), for: url, sourceLocation: sourceLocation)
    }

    /// The key is the whole URL as written: nothing is normalized, so no two of these share an entry.
    func assertThatInsertKeepsURLsThatDifferOnlyByQueryCaseFragmentOrTrailingSlashApart(
        on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let urls = [
            "https://images.example/drink.jpg",
            "https://images.example/drink.jpg?size=small",
            "https://images.example/drink.jpg?size=large",
            "https://images.example/Drink.jpg",
            "https://IMAGES.example/drink.jpg",
            "HTTPS://images.example/drink.jpg",
            "https://images.example/drink.jpg#top",
            "https://images.example/drink.jpg/",
        ].map(imageURL)
        let images = urls.map { _ in uniqueImageData() }

        for (url, data) in zip(urls, images) {
            await insert(data, for: url, into: sut)
        }

        for (url, data) in zip(urls, images) {
            await expect(sut, toRetrieve: .found(data), for: url, sourceLocation: sourceLocation)
        }
    }

    func assertThatInsertDeliversCancellationErrorAndStoresNothingInCancelledTask(
        on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let url = uniqueImageURL()

        let insertionError = await inCancelledTask { await insert(uniqueImageData(), for: url, into: sut) }

        #expect(
            insertionError is CancellationError, "Expected CancellationError, got \(String(describing: insertionError))",
            sourceLocation: sourceLocation)
        await expect(sut, toRetrieve: .empty, for: url, sourceLocation: sourceLocation)
    }

    /// Each operation issued from one task sees the effect of the one before it.
    func assertThatSideEffectsRunSeriallyInCallOrder(on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation) async {
        let url = uniqueImageURL()
        let firstData = uniqueImageData()
        let lastData = uniqueImageData()
        var observed: [ImageRetrievalOutcome] = []

        observed.append(await imageRetrievalOutcome(of: sut, for: url))
        await insert(firstData, for: url, into: sut)
        observed.append(await imageRetrievalOutcome(of: sut, for: url))
        await insert(lastData, for: url, into: sut)
        observed.append(await imageRetrievalOutcome(of: sut, for: url))

        #expect(observed == [.empty, .found(firstData), .found(lastData)], sourceLocation: sourceLocation)
    }

    /// A burst of inserts from many tasks, one URL each: all succeed and every image is there afterwards.
    func assertThatConcurrentInsertsForManyURLsLeaveEveryImageRetrievable(
        on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let images = (0..<50).map { _ in (url: uniqueImageURL(), data: uniqueImageData()) }

        let failedInsertions = await withTaskGroup(of: Bool.self) { group in
            for image in images {
                group.addTask { await insert(image.data, for: image.url, into: sut) != nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedInsertions == 0, "Expected every concurrent insert to succeed", sourceLocation: sourceLocation)
        for image in images {
            await expect(sut, toRetrieve: .found(image.data), for: image.url, sourceLocation: sourceLocation)
        }
    }

    /// Inserts racing for one URL all succeed, and the survivor is one whole insert, never a mix.
    func assertThatConcurrentInsertsForOneURLLeaveOneCompleteInsertedImage(
        on sut: any ImageDataStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let url = uniqueImageURL()
        let images = (0..<50).map { _ in uniqueImageData() }

        let failedInsertions = await withTaskGroup(of: Bool.self) { group in
            for data in images {
                group.addTask { await insert(data, for: url, into: sut) != nil }
            }
            return await group.reduce(0) { count, failed in failed ? count + 1 : count }
        }

        #expect(failedInsertions == 0, "Expected every concurrent insert to succeed", sourceLocation: sourceLocation)
        let outcome = await imageRetrievalOutcome(of: sut, for: url)
        #expect(
            images.map(ImageRetrievalOutcome.found).contains(outcome), "Expected one complete inserted image, got \(outcome)",
            sourceLocation: sourceLocation)
    }
}
