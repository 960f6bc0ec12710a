import Foundation
import TestSupport
import Testing

/// `dringo image` drawing a real photo, or writing it as PNG, with the real binary and a loopback server (`PC-*`).
struct ImagePictureEndToEndTests {
    /// A real TheCocktailDB photo: progressive, 700×700.
    private static func rustyNail() throws -> Data {
        try Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Tests/PicturesTests/Resources/photos/12101_rusty_nail.jpg"))
    }

    @Test(
        "PC-2, PC-4: DRINGO_PICTURE=blocks draws a real photo to a pipe: 20 lines of 40 half blocks, each ending by resetting the colours")
    func image_drawsRealPhotoInHalfBlocks_toAPipe() async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: try Self.rustyNail())])
        try await sandbox.saveImageList()

        let run = try await sandbox.dringo(["image", "Negroni"], environment: ["DRINGO_PICTURE": "blocks", "COLORTERM": "truecolor"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardError == "")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "the drawing ends with a newline")
        let drawn = lines.dropLast()
        #expect(drawn.count == 20, "a square photo in 40 columns is 20 rows")
        #expect(drawn.allSatisfy { $0.hasPrefix("\u{1B}[38;2;") && $0.hasSuffix("\u{1B}[0m") && $0.filter { $0 == "▀" }.count == 40 })
    }

    @Test("PC-5: image --output FILE.png writes the cached photo decoded, as a 700×700 PNG, once the server has gone")
    func image_writesPNGOfCachedPhoto() async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: try Self.rustyNail())])
        try await sandbox.saveImageList()
        let served = try sandbox.outputFile("served.jpg")
        let png = try sandbox.outputFile("photo.png")

        let online = try await sandbox.dringo(["image", "Negroni", "--output", served.path])
        try await sandbox.remote().stop()
        let offline = try await sandbox.dringo(["image", "Negroni", "--output", png.path])

        #expect(online.exitCode == 0, "\(online)")
        #expect(try Data(contentsOf: served) == Self.rustyNail(), "any other name gets the bytes as served")
        #expect(offline.exitCode == 0, "\(offline)")
        let bytes = [UInt8](try Data(contentsOf: png))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
        #expect(Array(bytes.dropFirst(12).prefix(12)) == Array("IHDR".utf8) + [0, 0, 0x02, 0xBC, 0, 0, 0x02, 0xBC], "IHDR: 700×700")
        #expect(offline.standardError.hasPrefix("Saved the image of Negroni to \(png.path) ("), "\(offline)")
    }

    @Test("PC-6: a truncated photo drawn is exit 1 and one sentence, with nothing on stdout")
    func image_failsWithOneSentence_onATruncatedPhoto() async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        let truncated = try Self.rustyNail().prefix(2_000)
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: Data(truncated))])
        try await sandbox.saveImageList()

        let run = try await sandbox.dringo(["image", "Negroni"], environment: ["DRINGO_PICTURE": "kitty"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutputBytes.isEmpty)
        #expect(run.standardError == "The photo of Negroni is not a JPEG dringo can decode, so it cannot be drawn or written as PNG.\n")
    }

    @Test("PC-1: image on a terminal (kitty named by TERM) draws in kitty's protocol")
    func image_drawsKittyGraphics_onATerminal() async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: sandbox.imageRoute(serving: try Self.rustyNail())])
        try await sandbox.saveImageList()

        let run = try await sandbox.dringoOnTerminal(
            ["image", "Negroni"], environment: ["TERM": "xterm-kitty", "COLUMNS": "80", "NO_COLOR": "1"])

        #expect(run.exitCode == 0, "\(run)")
        #expect(run.standardOutput.contains("\u{1B}_Ga=T,f=24,s=400,v=400,c=40,r=20,q=2,m=1;"), "\(run.standardOutput.prefix(80))")
    }
}
