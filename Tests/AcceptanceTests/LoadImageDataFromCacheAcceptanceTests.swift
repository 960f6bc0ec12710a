import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Use case "Load cocktail image data from cache", through `dringo image`.
struct LoadImageDataFromCacheAcceptanceTests {
    @Test("CD-1: image serves a cached image offline, byte for byte, without asking the network")
    func image_servesCachedImageOffline() async throws {
        let http = HTTPClientStub.offline
        let imageStore = InMemoryImageDataStore(images: [try #require(URL(string: ImageRoute.negroniImage)): ImageRoute.negroniBytes])

        let run = await runDringo(["image", "Negroni"], http: http, store: ImageRoute.feedStoreWithNegroni(), imageStore: imageStore)

        #expect(run.exitCode == .success)
        #expect(run.standardOutputData == ImageRoute.negroniBytes)
        #expect(http.requestedURLs.isEmpty)
    }

    @Test("CD-1: an image loaded online is served from the cache the next time, offline")
    func image_servesOnlineLoadOfflineNextTime() async {
        let imageStore = InMemoryImageDataStore()
        let online = HTTPClientStub.online(["/negroni.jpg": (200, ImageRoute.negroniBytes)])
        let first = await runDringo(["image", "Negroni"], http: online, store: ImageRoute.feedStoreWithNegroni(), imageStore: imageStore)

        let second = await runDringo(
            ["image", "Negroni"], http: HTTPClientStub.offline, store: ImageRoute.feedStoreWithNegroni(), imageStore: imageStore)

        #expect(second.exitCode == .success)
        #expect(second.standardOutputData == first.standardOutputData)
    }

    @Test("CD-3, CD-4: image falls back to the remote on an empty or unreadable image cache", arguments: [false, true])
    func image_fallsBackToRemote_onEmptyOrUnreadableCache(unreadable: Bool) async {
        let http = HTTPClientStub.online(["/negroni.jpg": (200, ImageRoute.negroniBytes)])

        let run = await runDringo(
            ["image", "Negroni"], http: http, store: ImageRoute.feedStoreWithNegroni(),
            imageStore: FailableImageStore(failsRetrieval: unreadable))

        #expect(run.exitCode == .success)
        #expect(run.standardOutputData == ImageRoute.negroniBytes)
    }

    @Test("CD-2: a cancelled load of an uncached image leaves the image cache empty")
    func image_leavesCacheEmpty_whenCancelled() async {
        let client = SuspendingHTTPClient()
        let imageStore = InMemoryImageDataStore()
        let run = Task {
            await runDringo(["image", "Negroni"], http: client, store: ImageRoute.feedStoreWithNegroni(), imageStore: imageStore)
        }
        var started = client.requestStarted.makeAsyncIterator()
        _ = await started.next()

        run.cancel()

        #expect(await run.value.exitCode == .cancelled)
        #expect(await imageStore.usage().count == 0)
    }
}
