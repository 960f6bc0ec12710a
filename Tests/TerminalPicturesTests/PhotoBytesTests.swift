import Pictures
import TerminalPictures
import Testing

/// A photo drawn straight from its JPEG bytes.
struct PhotoBytesTests {
    @Test("PD-10: a 700×700 photo in 40 columns of half blocks is decoded at 1/8, then drawn")
    func photoBytes_areDecodedAtAnEighthForHalfBlocks() throws {
        let jpeg = try Photos.jpeg(Photos.rustyNail)
        let eighth = try JPEGDecoder().decode(jpeg, scale: .eighth)

        let output = try TerminalPicture.render(jpeg: jpeg, as: .halfBlocks(.trueColor), maxColumns: 40)

        #expect(output == (try TerminalPicture.render(eighth, as: .halfBlocks(.trueColor), maxColumns: 40)))
    }

    @Test("PD-10: the pixel protocols decode the photo at the scale that covers 10×20 pixels a cell")
    func photoBytes_areDecodedToCoverTheCells() throws {
        let jpeg = try Photos.jpeg(Photos.apricotLady)
        let quarter = try JPEGDecoder().decode(jpeg, scale: .quarter)

        let output = try TerminalPicture.render(jpeg: jpeg, as: .kitty, maxColumns: 16)

        #expect(output == (try TerminalPicture.render(quarter, as: .kitty, maxColumns: 16)), "160 pixels wide: 175 at 1/4 covers it")
    }

    @Test("PD-10: bytes that are no JPEG are the decoder's error, and nothing is drawn")
    func notAJPEG_isTheDecodersError() {
        #expect(throws: PictureError.notJPEG) {
            try TerminalPicture.render(jpeg: Array("not a photo".utf8), as: .sixel, maxColumns: 40)
        }
    }
}
