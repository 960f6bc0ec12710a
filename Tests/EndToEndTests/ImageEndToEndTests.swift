import Foundation
import Testing

/// `dringo image` with the real binary: a cocktail list and its images on a loopback server.
struct ImageEndToEndTests {
    @Test("RD-1, SD-1, CD-1: image writes the served bytes, caches them, and writes the same bytes again once the server has gone")
    func image_writesServedBytes_thenTheSameBytesFromCache_afterServerStops() async throws {
        let image = ImageBytes.pseudoRandom(count: 50_000)
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: image)])
        try await sandbox.saveImageList()
        let first = try sandbox.outputFile("a.jpg")

        let online = try await sandbox.dringo(["image", "Negroni", "--output", first.path])

        #expect(online.exitCode == 0, "\(online)")
        #expect(online.standardOutput == "")
        #expect(online.standardError.hasPrefix("Saved the image of Negroni to \(first.path) ("), "\(online)")
        #expect(try Data(contentsOf: first) == image, "the served bytes, byte for byte")
        #expect(
            try sandbox.remote().requests().map(\.path) == [APIPath.feed, ServedCocktail.negroni.imagePath],
            "the name resolves in the saved list, and the image is requested once"
        )

        try await sandbox.remote().stop()
        let second = try sandbox.outputFile("b.jpg")
        let offline = try await sandbox.dringo(["image", "Negroni", "--output", second.path])

        #expect(offline.exitCode == 0, "\(offline)")
        #expect(try Data(contentsOf: second) == Data(contentsOf: first), "the cached bytes, byte for byte")
        #expect(try sandbox.outputDirectoryContents() == ["a.jpg", "b.jpg"], "no temporary file is left next to the images")
        let cached = try sandbox.cachedImageFiles()
        #expect(cached.count == 1, "one image, one cache file: \(cached)")
        #expect(try sandbox.imageCacheContents() == cached, "nothing else in the image cache")
    }

    @Test(
        "RD-1: image writes the bytes, exactly, to stdout when it is a pipe, a megabyte past any pipe buffer",
        arguments: [[], ["--output", "-"]])
    func image_writesBytesToStandardOutput_whenItIsAPipe(outputArguments: [String]) async throws {
        let image = ImageBytes.pseudoRandom(count: 1_000_000)
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: image)])
        try await sandbox.saveImageList()

        let run = try await sandbox.dringo(["image", "Negroni"] + outputArguments)

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutputBytes == image, "the served bytes and nothing else")
        #expect(run.standardError == "", "no note when the bytes go to stdout")
    }

    @Test("SD-1, CD-1: two cocktails' images are cached apart, each under its own URL")
    func image_cachesEachURLApart() async throws {
        let served: [(cocktail: ServedCocktail, image: Data)] = [
            (.negroni, ImageBytes.pseudoRandom(count: 30_000, seed: 1)),
            (.martini, ImageBytes.pseudoRandom(count: 40_000, seed: 2)),
        ]
        let sandbox = try await Sandbox.online(serving: [:])
        var routes: [String: FixtureRoute] = [:]
        for (cocktail, image) in served {
            routes[cocktail.imagePath] = try sandbox.imageRoute(serving: image, named: "\(cocktail.id).jpg")
        }
        try sandbox.serveImageList(images: routes)
        try await sandbox.saveImageList()
        for (cocktail, _) in served {
            let run = try await sandbox.dringo(["image", cocktail.name])
            try #require(run.exitCode == 0, "\(run)")
        }
        try await sandbox.remote().stop()

        for (cocktail, image) in served {
            let run = try await sandbox.dringo(["image", cocktail.name])

            #expect(run.exitCode == 0, "\(run)")
            #expect(run.standardOutputBytes == image, "\(cocktail.name)'s own bytes, from the cache")
        }
        #expect(try sandbox.cachedImageFiles().count == 2)
    }
}
