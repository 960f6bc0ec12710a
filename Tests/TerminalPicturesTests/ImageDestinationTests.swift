import Pictures
import TerminalPictures
import Testing

/// Where `image` puts a photo, and what it writes there.
struct ImageDestinationTests {
    @Test("PC-5, PC-2: - is stdout, a .png name the PNG, another name the bytes; else drawn in a protocol there is")
    func output_choosesTheDestination() {
        #expect(ImageDestination(output: "-", drawing: .kitty, maxColumns: 40) == .standardOutput)
        #expect(ImageDestination(output: "a.PNG", drawing: nil, maxColumns: 40) == .pngFile(path: "a.PNG"))
        #expect(ImageDestination(output: "a.jpg", drawing: .kitty, maxColumns: 40) == .file(path: "a.jpg"))
        #expect(ImageDestination(output: nil, drawing: .sixel, maxColumns: 30) == .drawing(.sixel, maxColumns: 30))
        #expect(ImageDestination(output: nil, drawing: nil, maxColumns: 40) == .standardOutput)
        #expect(ImageDestination.file(path: "a.jpg").path == "a.jpg")
        #expect(ImageDestination.drawing(.kitty, maxColumns: 40).path == nil)
    }

    @Test("PC-5, PD-9: the bytes as served go to stdout and to a file; a PNG and a drawing are made from the JPEG")
    func rendered_isWhatTheDestinationTakes() throws {
        let jpeg = try Photos.jpeg(Photos.apricotLady)

        #expect(try ImageDestination.standardOutput.rendered(jpeg) == jpeg)
        #expect(try ImageDestination.file(path: "a.jpg").rendered(jpeg) == jpeg)
        #expect(try ImageDestination.pngFile(path: "a.png").rendered(jpeg).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let drawing = try ImageDestination.drawing(.halfBlocks(.trueColor), maxColumns: 20).rendered(jpeg)
        #expect(drawing.last == UInt8(ascii: "\n"))
    }

    @Test("PC-6: what is not a JPEG cannot be made a PNG or a drawing")
    func rendered_refusesWhatIsNoJPEG() {
        let text = Array("not a photo".utf8)

        #expect(throws: PictureError.self) { try ImageDestination.pngFile(path: "a.png").rendered(text) }
        #expect(throws: PictureError.self) { try ImageDestination.drawing(.kitty, maxColumns: 20).rendered(text) }
    }
}
