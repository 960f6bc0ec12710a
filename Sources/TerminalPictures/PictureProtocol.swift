/// How a terminal is asked to draw a picture.
public enum PictureProtocol: Sendable, Hashable {
    /// kitty's graphics protocol: the pixels as RGB, base64 in chunks, fitted by the terminal to the cells.
    case kitty
    /// iTerm2's inline images: a PNG, base64 in one OSC 1337 sequence, fitted by the terminal to the cells.
    case iTerm
    /// DEC sixels: at most 256 colours, six pixel rows a band, drawn at their own pixel size.
    case sixel
    /// Unicode upper half blocks, two pixels a cell: the top one the foreground, the bottom one the background.
    case halfBlocks(BlockColors)
}
