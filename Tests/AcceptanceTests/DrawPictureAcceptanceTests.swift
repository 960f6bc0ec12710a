import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import Pictures
import TerminalPictures
import TestSupport
import Testing

/// Use case "See a drink", its commands: `image` drawing the photo, or writing it as PNG (`PC-*`).
/// The demo's TheCocktailDB serves real JPEGs, so the drawing is compared with the one `TerminalPictures` makes.
struct DrawPictureAcceptanceTests {
    @Test(
        "PC-1: image on a terminal draws the photo in the protocol its variables name, and nothing else on stdout",
        arguments: [
            (["TERM": "xterm-kitty"], PictureProtocol.kitty),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .halfBlocks(.trueColor)),
            (["TERM": "xterm-256color"], .halfBlocks(.xterm256)),
            (["TERM": "foot"], .sixel),
            (["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"], .iTerm),
        ])
    func image_drawsDetectedProtocol_onATerminal(environment: [String: String], expected: PictureProtocol) async throws {
        let photo = try await Self.demoMargaritaPhoto()

        let run = await runDringo(["--demo", "image", "margarita"], environment: environment, terminal: .interactive)

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(run.standardOutputData == Data(try TerminalPicture.render(jpeg: photo, as: expected, maxColumns: 40)))
        #expect(!run.standardError.contains("Saved"))
    }

    @Test("PC-1: image on a terminal with no protocol detected (no TERM, or dumb) is refused as before, exit 2")
    func image_refusesTerminal_whenNoProtocolIsDetected() async {
        for environment in [[:], ["TERM": "dumb"]] {
            let run = await runDringo(["--demo", "image", "margarita"], environment: environment, terminal: .interactive)

            #expect(run.exitCode == .usage)
            #expect(run.standardOutput == "")
            #expect(run.standardError.contains("dringo image writes binary data, which a terminal cannot show"))
        }
    }

    @Test("PC-2: DRINGO_PICTURE naming a protocol draws in it even when stdout is a pipe, in any case")
    func image_drawsNamedProtocol_toAPipe() async throws {
        let photo = try await Self.demoMargaritaPhoto()

        let run = await runDringo(["--demo", "image", "margarita"], environment: ["DRINGO_PICTURE": "Blocks", "TERM": "xterm-kitty"])

        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(run.standardOutputData == Data(try TerminalPicture.render(jpeg: photo, as: .halfBlocks(.xterm256), maxColumns: 40)))
    }

    @Test("PC-2: DRINGO_PICTURE=off writes the bytes as served to a pipe, and refuses a terminal, as before")
    func image_drawsNothing_whenPicturesAreOff() async throws {
        let photo = try await Self.demoMargaritaPhoto()
        let environment = ["DRINGO_PICTURE": "off", "TERM": "xterm-kitty"]

        let piped = await runDringo(["--demo", "image", "margarita"], environment: environment)
        let terminal = await runDringo(["--demo", "image", "margarita"], environment: environment, terminal: .interactive)

        #expect(piped.exitCode == .success)
        #expect(piped.standardOutputData == Data(photo))
        #expect(terminal.exitCode == .usage)
        #expect(terminal.standardOutput == "")
    }

    @Test("PC-3: an unknown DRINGO_PICTURE is a usage error naming the value and the values taken, whatever the command")
    func unknownPictureSetting_isUsageError() async {
        for arguments in [["--demo", "image", "margarita"], ["feed"]] {
            let run = await runDringo(arguments, environment: ["DRINGO_PICTURE": "jpeg"])

            #expect(run.exitCode == .usage)
            #expect(run.standardOutput == "")
            #expect(
                run.standardError
                    == "DRINGO_PICTURE is 'jpeg'; set it to kitty, iterm, sixel or blocks to draw photos that way, or to off to draw none.\n"
            )
            #expect(run.httpSettings == nil, "nothing is loaded")
        }
    }

    @Test("PC-3: an unknown DRINGO_PICTURE is worded in Italian with --lang it")
    func unknownPictureSetting_isWordedInItalian() async {
        let run = await runDringo(["--lang", "it", "feed"], environment: ["DRINGO_PICTURE": "jpeg"])

        #expect(run.exitCode == .usage)
        #expect(run.standardError.hasPrefix("DRINGO_PICTURE vale «jpeg»; impostala a kitty, iterm, sixel o blocks"))
    }

    @Test(
        "PC-4: a picture is at most 40 columns wide, or the terminal's width when that is smaller",
        arguments: [(80, 40), (40, 40), (24, 24)])
    func image_drawsAtMost40Columns_orTheTerminalsWidth(width: Int, columns: Int) async throws {
        let photo = try await Self.demoMargaritaPhoto()
        let terminal = TerminalTraits(standardOutputIsTerminal: true, standardErrorIsTerminal: true, width: width)

        let run = await runDringo(
            ["--demo", "image", "margarita"], environment: ["TERM": "xterm", "COLORTERM": "truecolor"], terminal: terminal)

        let drawing = try TerminalPicture.render(jpeg: photo, as: .halfBlocks(.trueColor), maxColumns: columns)
        #expect(run.standardOutputData == Data(drawing))
        let firstLine = try #require(run.standardOutput.split(separator: "\n").first)
        #expect(firstLine.filter { $0 == "▀" }.count == columns)
    }

    @Test("PC-5: image --output FILE.png writes the photo decoded as PNG, and the note gives the PNG's size")
    func image_writesPNG_whenTheFileNameEndsInPNG() async throws {
        let photo = try await Self.demoMargaritaPhoto()
        let writer = RecordingFileWriter()

        let run = await runDringo(["--demo", "image", "margarita", "--output", "/tmp/m.PNG"], fileWriter: writer)

        let png = PNGEncoder.encode(try JPEGDecoder().decode(photo))
        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(writer.writtenFiles == ["/tmp/m.PNG": Data(png)])
        #expect(run.standardError.hasPrefix("Saved the image of Margarita to /tmp/m.PNG ("))
        #expect(run.standardOutput == "")
    }

    @Test("PC-5: image --output with another name writes the bytes as served, and - writes them to stdout")
    func image_writesServedBytes_forOtherNames() async throws {
        let photo = try await Self.demoMargaritaPhoto()
        let writer = RecordingFileWriter()

        let file = await runDringo(["--demo", "image", "margarita", "--output", "/tmp/m.png.jpg"], fileWriter: writer)
        let standardOutput = await runDringo(
            ["--demo", "image", "margarita", "--output", "-"], environment: ["DRINGO_PICTURE": "kitty"])

        #expect(file.exitCode == .success)
        #expect(writer.writtenFiles == ["/tmp/m.png.jpg": Data(photo)])
        #expect(standardOutput.standardOutputData == Data(photo), "--output - is the bytes, even when a protocol is named")
    }

    @Test(
        "PC-6: a photo that does not decode, drawn or written as PNG, is exit 1 and one sentence; nothing is drawn or written",
        arguments: [(["image", "negroni"], ["DRINGO_PICTURE": "blocks"]), (["image", "negroni", "--output", "/tmp/n.png"], [:])])
    func image_failsWithOneSentence_whenThePhotoDoesNotDecode(arguments: [String], environment: [String: String]) async {
        let http = HTTPClientStub.online(["/negroni.jpg": (200, ImageRoute.negroniBytes)])
        let writer = RecordingFileWriter()

        let run = await runDringo(
            arguments, http: http, store: ImageRoute.feedStoreWithNegroni(), fileWriter: writer, environment: environment)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardOutput == "")
        #expect(writer.writtenFiles.isEmpty)
        #expect(
            run.standardError
                == "The photo of Negroni is not a JPEG dringo can decode, so it cannot be drawn or written as PNG.\n")
    }

    /// The demo's photo of Margarita, as `image --output -` writes it.
    private static func demoMargaritaPhoto(sourceLocation: SourceLocation = #_sourceLocation) async throws -> [UInt8] {
        let run = await runDringo(["--demo", "image", "margarita", "--output", "-"])
        try #require(run.exitCode == .success, "\(run.standardError)", sourceLocation: sourceLocation)
        return [UInt8](run.standardOutputData)
    }
}
