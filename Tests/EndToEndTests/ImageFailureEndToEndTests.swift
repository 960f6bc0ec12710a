import Foundation
import Testing

/// `dringo image` when the image cannot be had: nothing is written, one line says why.
struct ImageFailureEndToEndTests {
    @Test(
        "RD-3: image fails with exit 1 and one line, and writes no file, when the image data is unusable", arguments: UnusableImage.allCases
    )
    func image_failsWithoutWriting_whenImageDataIsUnusable(unusable: UnusableImage) async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: unusable.route(in: sandbox)])
        try await sandbox.saveImageList()
        let output = try sandbox.outputFile("c.jpg")

        let run = try await sandbox.dringo(["image", "Negroni", "--output", output.path], environment: unusable.environment)

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "TheCocktailDB did not send usable image data.\n")
        #expect(try sandbox.outputDirectoryContents() == [], "no file, not even an empty or a temporary one")
        #expect(try sandbox.imageCacheContents() == [], "nothing is cached")
    }

    @Test("RD-5: image fails with exit 1 and one line naming the cocktail, and writes no file, when the image's address answers 404")
    func image_failsWithoutWriting_whenImageIsNotFound() async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [:])
        try await sandbox.saveImageList()
        let output = try sandbox.outputFile("c.jpg")

        let run = try await sandbox.dringo(["image", "Negroni", "--output", output.path])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "TheCocktailDB answered 404 (not found) for the image of Negroni, and it is not in the cache.\n")
        #expect(try sandbox.outputDirectoryContents() == [])
        #expect(try sandbox.imageCacheContents() == [])
    }

    @Test("RD-4: image fails with exit 1 when the image is not cached and the server has gone")
    func image_failsWithExit1_whenNotCachedAndServerHasStopped() async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [
            ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: ImageBytes.pseudoRandom(count: 1_000))
        ])
        try await sandbox.saveImageList()
        try await sandbox.remote().stop()
        let output = try sandbox.outputFile("c.jpg")

        let run = try await sandbox.dringo(["image", "Negroni", "--output", output.path])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "Could not reach TheCocktailDB, and the image is not in the cache.\n")
        #expect(try sandbox.outputDirectoryContents() == [])
    }

    @Test("RD-4: image gives up with exit 1 after DRINGO_TIMEOUT on a server that stalls", arguments: ImageStall.allCases)
    func image_failsWithExit1_whenServerIsTooSlow(stall: ImageStall) async throws {
        let size = 50_000
        let sandbox = try await Sandbox.online(serving: [:])
        let route = stall.applied(to: try sandbox.imageRoute(serving: ImageBytes.pseudoRandom(count: size)), bodySize: size, seconds: 60)
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: route])
        try await sandbox.saveImageList()
        let output = try sandbox.outputFile("c.jpg")
        let clock = ContinuousClock()
        let start = clock.now

        let run = try await sandbox.dringo(["image", "Negroni", "--output", output.path], environment: ["DRINGO_TIMEOUT": "1"])

        // A generous bound: the machine may be busy, and the server would hold out for 60 s.
        #expect(clock.now - start < .seconds(30), "dringo should give up after about 1 s, long before the server answers")
        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardError == "Could not reach TheCocktailDB, and the image is not in the cache.\n")
        #expect(try sandbox.outputDirectoryContents() == [])
    }

    @Test("image fails with exit 3 for a cocktail neither the saved list nor the server knows")
    func image_failsWithExit3_forUnknownCocktail() async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [APIPath.search("Green%20Chartreuse"): .recorded("search-no-match.json")])
        try await sandbox.saveImageList()

        let run = try await sandbox.dringo(["image", "Green Chartreuse"])

        #expect(run.exitCode == 3, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "TheCocktailDB has no cocktail called 'Green Chartreuse'.\n")
    }
}

/// Image answers that are not image data: each is invalid data.
enum UnusableImage: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case emptyBody
    case serverError
    case overSizeLimit

    func route(in sandbox: Sandbox) throws -> FixtureRoute {
        switch self {
        case .emptyBody: .text("", contentType: "image/jpeg")
        case .serverError: try sandbox.imageRoute(serving: ImageBytes.pseudoRandom(count: 1_000)).withStatus(500)
        case .overSizeLimit: try sandbox.imageRoute(serving: ImageBytes.pseudoRandom(count: 50_000))
        }
    }

    /// The size limit is set below the image and far above the list.
    var environment: [String: String] {
        self == .overSizeLimit ? ["DRINGO_MAX_RESPONSE_BYTES": "10000"] : [:]
    }

    var testDescription: String { rawValue }
}

private extension FixtureRoute {
    func withStatus(_ status: Int) -> FixtureRoute {
        var route = self
        route.status = status
        return route
    }
}
