import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import Pictures
import TerminalPictures
import TestSupport
import Testing

/// `image` resolves its drink in the saved catalogue first, as `recipe` does (`PC-11`, `PC-12`), so a synced
/// catalogue and a cached photo need no network.
struct ImageFromSavedCatalogueAcceptanceTests {
    @Test("PC-11: image of a name or an id in the saved catalogue draws its cached photo with every request failing, exit 0")
    func image_drawsCachedPhoto_fromSavedCatalogue_withNoNetwork() async throws {
        let photo = try await Self.demoMargaritaPhoto()
        let catalogue = try await realSyncedCatalogue()
        let drawing = Data(try TerminalPicture.render(jpeg: photo, as: .halfBlocks(.xterm256), maxColumns: 40))

        for nameOrID in ["margarita", "11007"] {
            let http = HTTPClientStub.offline
            let run = await runDringo(
                ["image", nameOrID], http: http, imageStore: try Self.imageCacheWithMargarita(photo), catalogueStore: catalogue,
                environment: ["DRINGO_PICTURE": "blocks"])

            #expect(run.exitCode == .success, "\(nameOrID): \(run.standardError)")
            #expect(run.standardOutputData == drawing, "\(nameOrID)")
            #expect(
                http.requestedURLs.allSatisfy { $0.absoluteString.hasPrefix(ImageRoute.margaritaImage) },
                "TheCocktailDB's API is asked nothing: \(http.requestedURLs)")
        }
    }

    @Test("PC-11: image --output FILE.png of a drink in the saved catalogue writes its cached photo as PNG, asking the network nothing")
    func image_writesPNGOfCachedPhoto_fromSavedCatalogue_withNoNetwork() async throws {
        let photo = try await Self.demoMargaritaPhoto()
        let http = HTTPClientStub.offline
        let writer = RecordingFileWriter()

        let run = await runDringo(
            ["image", "Margarita", "--output", "/tmp/m.png"], http: http, imageStore: try Self.imageCacheWithMargarita(photo),
            catalogueStore: try await realSyncedCatalogue(), fileWriter: writer)

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(writer.writtenFiles == ["/tmp/m.png": Data(PNGEncoder.encode(try JPEGDecoder().decode(photo)))])
        #expect(run.standardError.hasPrefix("Saved the image of Margarita to /tmp/m.png ("), "\(run.standardError)")
        #expect(http.requestedURLs.isEmpty)
    }

    @Test(
        "PC-11: image of an ambiguous, a mistyped or an unknown name in the saved catalogue exits 3 as recipe does, asking the network nothing"
    )
    func image_failsAsRecipe_onAmbiguousOrUnknownName_inSavedCatalogue() async throws {
        let catalogue = try await realSyncedCatalogue()
        for name in ["marg", "margartia", "Unobtainium Sour"] {
            let http = HTTPClientStub.offline

            let image = await runDringo(["image", name, "--output", "/tmp/x.jpg"], http: http, catalogueStore: catalogue)
            let recipe = await runDringo(["recipe", name], catalogueStore: catalogue)

            #expect(image.exitCode == .notFound, "\(name): \(image.standardError)")
            #expect(
                image.standardError == recipe.standardError.replacingOccurrences(of: "dringo recipe", with: "dringo image"),
                "\(name)")
            #expect(http.requestedURLs.isEmpty, "\(name)")
        }
    }

    @Test("PC-12: image of a drink in the saved catalogue whose photo is not cached, with no network, exits 1 and writes nothing")
    func image_failsWithConnectivityMessage_whenThePhotoIsNotCached_andTheNetworkIsDown() async throws {
        let writer = RecordingFileWriter()

        let run = await runDringo(
            ["image", "Margarita", "--output", "/tmp/m.png"], http: HTTPClientStub.offline, catalogueStore: try await realSyncedCatalogue(),
            fileWriter: writer)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == "Could not reach TheCocktailDB, and the image is not in the cache.\n")
        #expect(run.standardOutput == "")
        #expect(writer.writtenFiles.isEmpty)
    }

    // MARK: - Helpers

    private static func imageCacheWithMargarita(_ photo: [UInt8]) throws -> InMemoryImageDataStore {
        InMemoryImageDataStore(images: [try #require(URL(string: ImageRoute.margaritaImage)): Data(photo)])
    }

    private static func demoMargaritaPhoto(sourceLocation: SourceLocation = #_sourceLocation) async throws -> [UInt8] {
        let run = await runDringo(["--demo", "image", "margarita", "--output", "-"])
        try #require(run.exitCode == .success, "\(run.standardError)", sourceLocation: sourceLocation)
        return [UInt8](run.standardOutputData)
    }
}
