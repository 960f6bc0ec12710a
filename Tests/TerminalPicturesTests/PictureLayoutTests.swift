import Pictures
import TerminalPictures
import Testing

/// The cells a picture takes, and the pixels drawn in them.
struct PictureLayoutTests {
    @Test("PD-3: a square photo at 40 columns takes 20 rows, cells being twice as tall as wide")
    func squarePhoto_takesHalfAsManyRows() {
        let layout = PictureLayout(width: 700, height: 700, maxColumns: 40)

        #expect((layout.columns, layout.rows) == (40, 20))
        #expect(layout.pixelSize(for: .halfBlocks(.trueColor)) == (40, 40))
        #expect(layout.pixelSize(for: .kitty) == (400, 400))
        #expect(layout.pixelSize(for: .sixel) == (400, 400))
    }

    @Test(
        "PD-3: the layout keeps the aspect ratio, rounding the rows",
        arguments: [(400, 300, 40, 40, 15), (300, 400, 40, 40, 27), (1000, 100, 40, 40, 2), (1000, 10, 40, 40, 1), (700, 700, 13, 13, 7)])
    func layout_keepsTheAspectRatio(width: Int, height: Int, maxColumns: Int, columns: Int, rows: Int) {
        let layout = PictureLayout(width: width, height: height, maxColumns: maxColumns)

        #expect((layout.columns, layout.rows) == (columns, rows))
    }

    @Test("PD-3: at most 40 columns, or the terminal's width when that is smaller")
    func maxColumns_isFortyOrTheTerminalsWidth() {
        #expect(PictureLayout.maxColumns(terminalWidth: 200) == 40)
        #expect(PictureLayout.maxColumns(terminalWidth: 30) == 30)
        #expect(PictureLayout.maxColumns(terminalWidth: nil) == 40)
        #expect(PictureLayout.maxColumns(terminalWidth: 0) == 40)
    }

    @Test("PD-3: absurd sizes and widths are bounded, at least one cell each way, the aspect kept where it can be")
    func absurdSizes_areBounded() {
        let tall = PictureLayout(width: 1, height: 16384, maxColumns: 40)
        let wide = PictureLayout(width: 16384, height: 1, maxColumns: 40)
        let huge = PictureLayout(width: Int.max, height: Int.max, maxColumns: Int.max)
        let empty = PictureLayout(width: 0, height: -5, maxColumns: 0)

        #expect((tall.columns, tall.rows) == (1, 500))
        #expect((wide.columns, wide.rows) == (40, 1))
        #expect((huge.columns, huge.rows) == (500, 250))
        #expect((empty.columns, empty.rows) == (1, 1))
    }

    @Test("PD-3: decoding a 700×700 photo to cover the half blocks' pixels reads it at 1/8")
    func halfBlockPixels_decodeAPhotoAtAnEighth() throws {
        let layout = PictureLayout(width: 700, height: 700, maxColumns: 40)

        let picture = try Photos.decoded(Photos.rustyNail, fittingWithin: layout.pixelSize(for: .halfBlocks(.xterm256)))

        #expect((picture.width, picture.height) == (88, 88))
    }
}
