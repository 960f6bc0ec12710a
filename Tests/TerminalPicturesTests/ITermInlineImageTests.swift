import Pictures
import TerminalPictures
import Testing

/// iTerm2's inline images, read back through the PNG.
struct ITermInlineImageTests {
    @Test("PD-5, PD-9: a real photo as an inline image, parsed back, is the photo scaled to the layout's pixels")
    func photo_readsBackAsThePhoto() throws {
        let layout = PictureLayout(width: 700, height: 700, maxColumns: 8)
        let photo = try Photos.decoded(Photos.apricotLady, fittingWithin: layout.pixelSize(for: .iTerm))

        let output = try TerminalPicture.render(photo, as: .iTerm, maxColumns: 8)

        let (readBack, arguments) = try ITermReader.read(output)
        #expect((readBack.columns, readBack.rows) == (8, 4))
        #expect(readBack.picture == (try photo.scaled(toWidth: 80, height: 80)))
        #expect(arguments["preserveAspectRatio"] == "0", "the picture already has the cells' aspect")
    }

    @Test("PD-5: a wide picture asks for its layout's cells")
    func widePicture_asksForItsCells() throws {
        let picture = try Picture(width: 90, height: 30, pixels: (0..<(90 * 30 * 3)).map { UInt8($0 % 7 * 36) })

        let (readBack, _) = try ITermReader.read(try TerminalPicture.render(picture, as: .iTerm, maxColumns: 30))

        #expect((readBack.columns, readBack.rows) == (30, 5))
        #expect(readBack.picture == (try picture.scaled(toWidth: 300, height: 100)))
    }
}
