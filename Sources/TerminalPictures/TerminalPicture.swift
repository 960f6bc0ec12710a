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

    /// A JPEG photo drawn as `render(_:as:maxColumns:)` draws it, decoded at the most reducing scale that still
    /// covers the pixels drawn: a 700×700 photo in 40 columns of half blocks is decoded at 1/8.
    public static func render(
        jpeg: [UInt8], as drawing: PictureProtocol, maxColumns: Int, decoder: JPEGDecoder = JPEGDecoder()
    )
        throws(PictureError) -> [UInt8]
    {
        let size = try decoder.size(of: jpeg)
        let layout = PictureLayout(width: size.width, height: size.height, maxColumns: maxColumns)
        let picture = try decoder.decode(jpeg, fittingWithin: layout.pixelSize(for: drawing))
        return try render(picture, as: drawing, maxColumns: maxColumns)
    }
}
