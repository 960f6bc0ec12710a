import Foundation
import Testing

/// `dringo image` run from an interactive shell, its stdout a terminal.
struct ImageTerminalEndToEndTests {
    @Test("image refuses to write the bytes to a terminal: exit 2, one message, and no image request", arguments: [[], ["--output", "-"]])
    func image_refusesTerminalOutput(outputArguments: [String]) async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [
            ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: ImageBytes.pseudoRandom(count: 5_000))
        ])
        try await sandbox.saveImageList()

        let run = try await sandbox.dringoOnTerminal(["image", "Negroni"] + outputArguments, environment: ["NO_COLOR": "1"])

        #expect(run.exitCode == 2, "\(run)")
        #expect(
            TerminalTranscript.lines(run.standardOutput) == [
                "dringo image writes binary data, which a terminal cannot show; give --output FILE or redirect it."
            ],
            "one message, and no binary bytes on the terminal"
        )
        #expect(try sandbox.remote().requests().map(\.path) == [APIPath.feed], "refused before any image request")
    }

    @Test("RD-1: from a terminal, image --output FILE writes the file and says so in one line")
    func image_writesFile_whenRunFromATerminal() async throws {
        let image = ImageBytes.pseudoRandom(count: 5_000)
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: image)])
        try await sandbox.saveImageList()
        let output = try sandbox.outputFile("a.jpg")

        let run = try await sandbox.dringoOnTerminal(["image", "Negroni", "--output", output.path], environment: ["NO_COLOR": "1"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(try Data(contentsOf: output) == image)
        let lines = TerminalTranscript.lines(run.standardOutput)
        #expect(lines.count == 1 && lines.first?.hasPrefix("Saved the image of Negroni to \(output.path) (") == true, "\(run)")
    }
}
