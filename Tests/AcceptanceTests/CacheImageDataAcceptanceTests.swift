import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Use case "Cache cocktail image data", through `dringo image` and `dringo cache`.
struct CacheImageDataAcceptanceTests {
    @Test("SD-1: image caches what it loaded remotely, under its URL")
    func image_cachesRemoteImage() async throws {
        let imageStore = InMemoryImageDataStore()
        let http = HTTPClientStub.online(["/negroni.jpg": (200, ImageRoute.negroniBytes)])

        _ = await runDringo(["image", "Negroni"], http: http, store: ImageRoute.feedStoreWithNegroni(), imageStore: imageStore)

        #expect(try await imageStore.retrieve(dataForURL: try #require(URL(string: ImageRoute.negroniImage))) == ImageRoute.negroniBytes)
    }

    @Test("SD-2: image still writes the image, with one warning, when it cannot be cached")
    func image_writesImageWithWarning_onSavingError() async {
        let http = HTTPClientStub.online(["/negroni.jpg": (200, ImageRoute.negroniBytes)])

        let run = await runDringo(
            ["image", "Negroni"], http: http, store: ImageRoute.feedStoreWithNegroni(), imageStore: FailableImageStore(failsInsertion: true)
        )

        #expect(run.exitCode == .success)
        #expect(run.standardOutputData == ImageRoute.negroniBytes)
        #expect(run.standardError == "Warning: the image could not be saved for offline use.\n")
    }

    @Test("SD-1: cache info counts the cached images and their size; cache clear removes them")
    func cacheInfoAndClear_coverImages() async throws {
        let imageStore = InMemoryImageDataStore(images: [
            try #require(URL(string: "https://img.example/a.jpg")): Data(count: 1500),
            try #require(URL(string: "https://img.example/b.jpg")): Data(count: 500),
        ])

        let info = await runDringo(["cache", "info"], imageStore: imageStore, environment: ["DRINGO_CACHE_DIR": "/tmp/d"])
        let clear = await runDringo(["cache", "clear"], imageStore: imageStore)

        #expect(info.standardOutput == "Cache: /tmp/d\nCocktail list: none saved\nCatalogue: none saved\nImages: 2.0 KB, count: 2\n")
        #expect(clear.exitCode == .success)
        #expect(await imageStore.usage().count == 0)
    }
}
