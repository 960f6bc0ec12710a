import Foundation
import Testing

/// `dringo image` for a cocktail in the saved list: the list names it, the server only serves the image.
struct ImageSavedListEndToEndTests {
    @Test(
        "RD-1: image finds a name, in any case, or an id in the saved list without asking the server for it",
        arguments: ["Negroni", "  nEgRoNi ", "11003"])
    func image_resolvesInSavedList_withoutLookingUp(argument: String) async throws {
        let image = ImageBytes.pseudoRandom(count: 5_000)
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: image)])
        try await sandbox.saveImageList()

        let run = try await sandbox.dringo(["image", argument])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutputBytes == image)
        #expect(try sandbox.remote().requests().map(\.path) == [APIPath.feed, ServedCocktail.negroni.imagePath])
    }

    @Test("SD-1: four dringo image processes at once each write the whole image, and leave one cache file")
    func concurrentImages_eachWriteWholeImage_andLeaveOneCacheFile() async throws {
        let processCount = 4
        let image = ImageBytes.pseudoRandom(count: 500_000)
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: image)])
        try await sandbox.saveImageList()
        let outputs = try (0..<processCount).map { try sandbox.outputFile("\($0).jpg") }

        let runs = try await withThrowingTaskGroup(of: DringoRun.self) { group in
            for output in outputs {
                group.addTask { try await sandbox.dringo(["image", "Negroni", "--output", output.path]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(runs.count == processCount)
        for run in runs {
            #expect(run.exitCode == 0, "\(run)")
        }
        for output in outputs {
            #expect(try Data(contentsOf: output) == image, "\(output.lastPathComponent) holds the whole image")
        }
        #expect(try sandbox.outputDirectoryContents() == outputs.map(\.lastPathComponent).sorted())
        let cached = try sandbox.cachedImageFiles()
        #expect(cached.count == 1)
        #expect(try sandbox.imageCacheContents() == cached, "no temporary file is left in the image cache")
    }
}
