import Foundation
import Testing

/// The image cache on disk, as `dringo image` and `dringo cache` leave it.
struct ImageCacheEndToEndTests {
    @Test("SD-1: cache info counts the cached image, and cache clear empties the image cache")
    func cacheInfoCountsImage_andCacheClearRemovesIt() async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [
            ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: ImageBytes.pseudoRandom(count: 50_000))
        ])
        try await sandbox.saveImageList()
        let image = try await sandbox.dringo(["image", "Negroni"])
        try #require(image.exitCode == 0, "\(image)")

        let info = try await sandbox.dringo(["cache", "info"])

        #expect(info.exitCode == 0, "\(info)")
        #expect(Self.imagesLine(in: info.standardOutput)?.hasSuffix(", count: 1") == true, "\(info)")

        let clear = try await sandbox.dringo(["cache", "clear"])

        #expect(clear.exitCode == 0, "\(clear)")
        #expect(try sandbox.imageCacheContents() == [], "no image file and no temporary file is left")
        let after = try await sandbox.dringo(["cache", "info"])
        #expect(Self.imagesLine(in: after.standardOutput)?.hasSuffix(", count: 0") == true, "\(after)")
    }

    @Test("CD-3, RD-1: a corrupt cached image is downloaded again, which repairs the cache")
    func image_downloadsAgain_whenCachedImageIsCorrupt() async throws {
        let served = ImageBytes.pseudoRandom(count: 50_000)
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: served)])
        try await sandbox.saveImageList()
        let first = try await sandbox.dringo(["image", "Negroni"])
        try #require(first.exitCode == 0, "\(first)")
        let cached = try #require(try sandbox.cachedImageFiles().first)
        let cachedFile = sandbox.imageCacheDirectory.appendingPathComponent(cached)
        // Torn: the first bytes of the file and nothing more.
        try Data(try Data(contentsOf: cachedFile).prefix(10)).write(to: cachedFile)

        let repaired = try await sandbox.dringo(["image", "Negroni"])

        #expect(repaired.exitCode == 0, "\(repaired)")
        #expect(repaired.standardOutputBytes == served)
        #expect(repaired.standardError == "", "a corrupt cache entry is no error for the user")
        #expect(try sandbox.remote().requests().filter { $0.path == ServedCocktail.negroni.imagePath }.count == 2)

        try await sandbox.remote().stop()
        let offline = try await sandbox.dringo(["image", "Negroni"])

        #expect(offline.exitCode == 0, "\(offline)")
        #expect(offline.standardOutputBytes == served, "the repaired cache entry")
    }

    @Test("SD-2: image still writes the image, with one warning, when the image cache cannot be written")
    func image_writesImageWithOneWarning_whenImageCacheCannotBeWritten() async throws {
        let served = ImageBytes.pseudoRandom(count: 50_000)
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: served)])
        try await sandbox.saveImageList()
        // A regular file where the image cache directory should be: no permission trick, so it holds for root too.
        try Data("not a directory".utf8).write(to: sandbox.imageCacheDirectory)
        let output = try sandbox.outputFile("a.jpg")

        let run = try await sandbox.dringo(["image", "Negroni", "--output", output.path])

        #expect(run.exitCode == 0, "\(run)")
        #expect(try Data(contentsOf: output) == served)
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.filter { $0 == "Warning: the image could not be saved for offline use." }.count == 1, "\(run)")
        #expect(lines.count == 2, "the warning and the note of the saved file, nothing else: \(run)")
    }

    private static func imagesLine(in output: String) -> Substring? {
        output.split(separator: "\n").first { $0.hasPrefix("Images: ") }
    }
}
