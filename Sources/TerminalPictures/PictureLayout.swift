/// Where a picture goes on the terminal: `columns × rows` cells, keeping the picture's aspect ratio, a cell being
/// twice as tall as it is wide.
public struct PictureLayout: Sendable, Equatable {
    /// The widest a picture is drawn, in columns, on a terminal at least this wide.
    public static let standardMaxColumns = 40
    /// The pixels a cell is taken to hold for the pixel protocols: the terminal fits kitty's and iTerm2's pictures
    /// to the cells itself, and sixels are drawn at this size.
    public static let cellPixelWidth = 10
    public static let cellPixelHeight = 20
    /// Bounds that keep every size drawn within what `Picture.scaled` takes, whatever the picture or the terminal.
    static let columnLimit = 500
    static let rowLimit = 500
    /// Larger sides count as this, so the arithmetic cannot overflow.
    static let sideLimit = 1 << 24

    public let columns: Int
    public let rows: Int

    /// The layout of a `width × height` picture drawn at most `maxColumns` wide: as wide as that unless it would
    /// be more than `rowLimit` rows tall. Sides below 1 count as 1.
    public init(width: Int, height: Int, maxColumns: Int) {
        let width = min(max(width, 1), Self.sideLimit)
        let height = min(max(height, 1), Self.sideLimit)
        let widest = min(max(maxColumns, 1), Self.columnLimit)
        // Rows of cells twice as tall as wide: columns × height / width / 2, rounded.
        let rowsAtWidest = (widest * height + width) / (2 * width)
        if rowsAtWidest <= Self.rowLimit {
            columns = widest
            rows = max(rowsAtWidest, 1)
        } else {
            rows = Self.rowLimit
            columns = max((2 * Self.rowLimit * width + height / 2) / height, 1)
        }
    }

    /// At most `standardMaxColumns`, or the terminal's width when that is smaller (and known).
    public static func maxColumns(terminalWidth: Int?) -> Int {
        guard let terminalWidth, terminalWidth > 0 else { return standardMaxColumns }
        return min(standardMaxColumns, terminalWidth)
    }

    /// The widest a square photo is drawn in `pictureProtocol` at most `maxColumns` wide, in pixels: what a photo
    /// must cover to be drawn at its best.
    public static func drawnWidth(as pictureProtocol: PictureProtocol, maxColumns: Int) -> Int {
        let size = PictureLayout(width: 1, height: 1, maxColumns: maxColumns).pixelSize(for: pictureProtocol)
        return max(size.width, size.height)
    }

    /// The pixels drawn in `pictureProtocol`: two a cell for half blocks (one above the other), else a
    /// `cellPixelWidth × cellPixelHeight` block a cell. Decoding a photo to cover this size is enough.
    public func pixelSize(for pictureProtocol: PictureProtocol) -> (width: Int, height: Int) {
        switch pictureProtocol {
        case .halfBlocks: (columns, rows * 2)
        case .kitty, .iTerm, .sixel: (columns * Self.cellPixelWidth, rows * Self.cellPixelHeight)
        }
    }
}
