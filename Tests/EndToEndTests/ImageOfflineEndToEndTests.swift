import Foundation
import TestSupport
import Testing

/// `dringo image` with a synced catalogue, once TheCocktailDB has gone: the drink is resolved in the saved catalogue,
/// and the photo comes from the image cache (`PC-11`, `PC-12`).
struct ImageOfflineEndToEndTests {
    @Test("PC-11: after a sync and one online image, image by name writes its PNG and draws it with the server stopped, exit 0")
    func image_writesPNGAndDraws_fromSyncedCatalogueAndImageCache_withTheServerStopped() async throws {
        let sandbox = try await Self.syncedSandboxServingMargaritasPhoto()
        let served = try sandbox.outputFile("served.jpg")
        let png = try sandbox.outputFile("x.png")
        let online = try await sandbox.dringo(["image", "margarita", "--output", served.path])
        try #require(online.exitCode == 0, "\(online)")

        try await sandbox.remote().stop()
        let file = try await sandbox.dringo(["image", "margarita", "--output", png.path])
        let drawing = try await sandbox.dringo(["image", "11007"], environment: ["DRINGO_PICTURE": "blocks", "COLORTERM": "truecolor"])

        #expect(file.exitCode == 0, "\(file)")
        #expect(file.standardError.hasPrefix("Saved the image of Margarita to \(png.path) ("), "\(file)")
        let bytes = [UInt8](try Data(contentsOf: png))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
        #expect(Array(bytes.dropFirst(12).prefix(12)) == Array("IHDR".utf8) + [0, 0, 0x02, 0xBC, 0, 0, 0x02, 0xBC], "IHDR: 700×700")
        #expect(drawing.exitCode == 0, "\(drawing)")
        let rows = drawing.standardOutput.split(separator: "\n")
        #expect(rows.count == 20 && rows.allSatisfy { $0.filter { $0 == "▀" }.count == 40 }, "\(drawing.standardOutput.prefix(80))")
    }

    @Test("PC-12: after a sync, with the server stopped, image of a photo never cached exits 1 with the connectivity message")
    func image_failsWithConnectivityMessage_fromSyncedCatalogue_whenThePhotoIsNotCached() async throws {
        let sandbox = try await Self.syncedSandboxServingMargaritasPhoto()
        let png = try sandbox.outputFile("x.png")

        try await sandbox.remote().stop()
        let run = try await sandbox.dringo(["image", "margarita", "--output", png.path])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardError == "Could not reach TheCocktailDB, and the image is not in the cache.\n")
        #expect(try sandbox.outputDirectoryContents().isEmpty)
    }

    // MARK: - Helpers

    /// A sandbox whose recorded catalogue was synced from its server, Margarita's photo (a real 700×700 one) served
    /// there too, at the address the saved drink gives.
    private static func syncedSandboxServingMargaritasPhoto(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Sandbox {
        let fixture = try await CatalogueFixture.recorded()
        let sandbox = try await Sandbox.online(serving: [:])
        let server = try sandbox.remote()
        let letter = try String(decoding: Data(contentsOf: try #require(fixture.files["m"])), as: UTF8.self)
        let photo = try Data(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Tests/PicturesTests/Resources/photos/12101_rusty_nail.jpg"))
        var routes = fixture.routes()
        routes[APIPath.letter("m")] = .text(Self.movingThumbs(of: letter, onto: server.baseURL))
        routes[try RelocatedThumbs.path(ofThumbOf: "Margarita", in: "search-margarita.json")] = try sandbox.imageRoute(serving: photo)
        try server.setRoutes(routes)
        let sync = try await sandbox.dringo(["sync"])
        try #require(sync.exitCode == 0 && sandbox.catalogue.exists, "\(sync)", sourceLocation: sourceLocation)
        return sandbox
    }

    /// A letter's body with every thumb on TheCocktailDB's host moved onto `baseURL`, however its slashes are written.
    private static func movingThumbs(of body: String, onto baseURL: String) -> String {
        body.replacingOccurrences(of: #"https:\/\/www.thecocktaildb.com"#, with: baseURL)
            .replacingOccurrences(of: "https://www.thecocktaildb.com", with: baseURL)
    }
}
