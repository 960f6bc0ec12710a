import Foundation
import Testing

/// `dringo image` called wrongly: a usage error, before any request.
struct ImageUsageEndToEndTests {
    @Test(
        "image without a name, with an empty name or with an option it does not take is a usage error: exit 2, one line, no request",
        arguments: [["image"], ["image", ""], ["image", "  "], ["image", "Negroni", "--limit", "2"]])
    func image_isUsageError_forBadArguments(arguments: [String]) async throws {
        let sandbox = try await Sandbox.online(serving: [:])

        let run = try await sandbox.dringo(arguments)

        #expect(run.exitCode == 2, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError.split(separator: "\n").count == 1, "\(run)")
        #expect(try sandbox.remote().requests() == [])
    }

    @Test("image --output with an empty path is a usage error: exit 2, one line, no request")
    func image_isUsageError_forEmptyOutputPath() async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [
            ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: ImageBytes.pseudoRandom(count: 1_000))
        ])
        try await sandbox.saveImageList()

        let run = try await sandbox.dringo(["image", "Negroni", "--output", ""])

        #expect(run.exitCode == 2, "\(run)")
        #expect(run.standardError.split(separator: "\n").count == 1, "\(run)")
        #expect(try sandbox.remote().requests().map(\.path) == [APIPath.feed], "no image request")
        #expect(try sandbox.imageCacheContents() == [])
    }
}
