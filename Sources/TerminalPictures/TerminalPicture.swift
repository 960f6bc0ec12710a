import Pictures

/// Draws a picture in a terminal's protocol: the bytes to write to the terminal, ending with a newline.
public enum TerminalPicture {
    /// `picture` scaled to its layout at most `maxColumns` wide (see `PictureLayout`), written in the protocol.
    /// The layout's bounds keep the scaling within what `Picture.scaled` takes, so its error is not expected.
    public static func render(_ picture: Picture, as drawing: PictureProtocol, maxColumns: Int) throws(PictureError) -> [UInt8] {
        let layout = PictureLayout(width: picture.width, height: picture.height, maxColumns: maxColumns)
        let size = layout.pixelSize(for: drawing)
        let scaled = try picture.scaled(toWidth: size.width, height: size.height)
        switch drawing {
        case .kitty: return KittyGraphics.render(scaled, columns: layout.columns, rows: layout.rows)
        case .iTerm: return ITermInlineImage.render(scaled, columns: layout.columns, rows: layout.rows)
        case .sixel: return Sixel.render(scaled)
        case .halfBlocks(let colors): return HalfBlocks.render(scaled, colors: colors)
        }
    }
}
