import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TerminalPictures
import TestSupport
import Testing

/// Use case "See a drink": the photo drawn from the smallest of TheCocktailDB's renditions that covers it (`PC-10`).
struct PhotoRenditionAcceptanceTests {
    private static let margaritaPreview = ImageRoute.margaritaImage + "/preview"

    @Test("PC-10: image drawn in 40 columns of half blocks fetches the photo's /preview, and only that")
    func image_drawsFromThePreview_forHalfBlocks() async throws {
        let photo = await runDringo(["--demo", "image", "margarita", "--output", "-"]).standardOutputData
        let http = HTTPClientStub.online([
            "/search.php?s=Margarita": (200, try Fixtures.data("search-margarita.json")),
            "/5noda61589575158.jpg/preview": (200, photo),
        ])

        let run = await runDringo(["image", "Margarita"], http: http, environment: ["DRINGO_PICTURE": "blocks"])

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(
            run.standardOutputData == Data(try TerminalPicture.render(jpeg: [UInt8](photo), as: .halfBlocks(.xterm256), maxColumns: 40)))
        #expect(http.requestedURLs.last?.absoluteString == Self.margaritaPreview)
    }

    @Test("PC-10: when the rendition cannot be loaded, the full photo is fetched and drawn")
    func image_fallsBackToTheFullPhoto_whenTheRenditionFails() async throws {
        let photo = await runDringo(["--demo", "image", "margarita", "--output", "-"]).standardOutputData
        let http = HTTPClientStub.online([
            "/search.php?s=Margarita": (200, try Fixtures.data("search-margarita.json")),
            "/5noda61589575158.jpg/preview": (404, Data()),
            "/5noda61589575158.jpg": (200, photo),
        ])

        let run = await runDringo(["image", "Margarita"], http: http, environment: ["DRINGO_PICTURE": "blocks"])

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(
            run.standardOutputData == Data(try TerminalPicture.render(jpeg: [UInt8](photo), as: .halfBlocks(.xterm256), maxColumns: 40)))
        #expect(http.requestedURLs.suffix(2).map(\.absoluteString) == [Self.margaritaPreview, ImageRoute.margaritaImage])
    }

    @Test("PC-10: a drawing takes the photo from the image cache, before asking for a rendition: offline, no request")
    func image_drawsTheCachedPhoto_beforeAskingForARendition() async throws {
        let photo = await runDringo(["--demo", "image", "margarita", "--output", "-"]).standardOutputData
        let http = HTTPClientStub.online(["/search.php?s=Margarita": (200, try Fixtures.data("search-margarita.json"))])
        let imageStore = InMemoryImageDataStore(images: [try #require(URL(string: ImageRoute.margaritaImage)): photo])

        let run = await runDringo(["image", "Margarita"], http: http, imageStore: imageStore, environment: ["DRINGO_PICTURE": "blocks"])

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(
            run.standardOutputData == Data(try TerminalPicture.render(jpeg: [UInt8](photo), as: .halfBlocks(.xterm256), maxColumns: 40)))
        #expect(!http.requestedURLs.contains { $0.path.contains("/images/") }, "\(http.requestedURLs)")
    }

    @Test("PC-10: the pixel protocols, a PNG and the bytes as served fetch the full photo, wider than any rendition")
    func image_fetchesTheFullPhoto_whenNoRenditionCoversIt() async throws {
        let photo = await runDringo(["--demo", "image", "margarita", "--output", "-"]).standardOutputData
        let http = HTTPClientStub.online([
            "/search.php?s=Margarita": (200, try Fixtures.data("search-margarita.json")),
            "/5noda61589575158.jpg": (200, photo),
        ])

        for (arguments, environment) in [([], ["DRINGO_PICTURE": "kitty"]), (["--output", "/tmp/m.png"], [:]), (["--output", "-"], [:])] {
            let run = await runDringo(["image", "Margarita"] + arguments, http: http, environment: environment)

            #expect(run.exitCode == .success, "\(arguments): \(run.standardError)")
            #expect(http.requestedURLs.last?.absoluteString == ImageRoute.margaritaImage)
        }
    }
}
