import Foundation
import Testing

/// `dringo image` for a cocktail that no saved list names: the name or id is resolved remotely.
struct ImageNameResolutionEndToEndTests {
    private static let margarita = "search-margarita.json"

    @Test("RD-1: with no saved list, image finds Margarita through search.php and writes its image")
    func image_resolvesNameThroughSearch_whenNoListIsSaved() async throws {
        let image = ImageBytes.pseudoRandom(count: 20_000)
        let sandbox = try await Sandbox.online(serving: [:])
        let server = try sandbox.remote()
        let thumb = try RelocatedThumbs.path(ofThumbOf: "Margarita", in: Self.margarita)
        try server.setRoutes([
            APIPath.search("Margarita"): .text(try RelocatedThumbs.body(of: Self.margarita, movedOnto: server.baseURL)),
            thumb: try sandbox.imageRoute(serving: image),
        ])
        let output = try sandbox.outputFile("m.jpg")

        let run = try await sandbox.dringo(["image", "Margarita", "--output", output.path])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardError.hasPrefix("Saved the image of Margarita to \(output.path) ("), "\(run)")
        #expect(try Data(contentsOf: output) == image)
        #expect(try server.requests().map(\.path) == [APIPath.search("Margarita"), thumb])
        #expect(!sandbox.cache.exists, "resolving a name saves no list")
    }

    @Test("RD-1: with no saved list, image looks an all-digit argument up by id and writes its image")
    func image_resolvesIDThroughLookup_whenNoListIsSaved() async throws {
        let fixture = "lookup-11007-margarita.json"
        let image = ImageBytes.pseudoRandom(count: 20_000)
        let sandbox = try await Sandbox.online(serving: [:])
        let server = try sandbox.remote()
        let thumb = try RelocatedThumbs.path(ofThumbOf: "Margarita", in: fixture)
        try server.setRoutes([
            APIPath.lookup(11007): .text(try RelocatedThumbs.body(of: fixture, movedOnto: server.baseURL)),
            thumb: try sandbox.imageRoute(serving: image),
        ])

        let run = try await sandbox.dringo(["image", "11007"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutputBytes == image)
        #expect(try server.requests().map(\.path) == [APIPath.lookup(11007), thumb])
    }
}
