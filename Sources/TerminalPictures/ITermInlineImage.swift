import Pictures

/// Writes a picture as one of iTerm2's inline images: a PNG, base64, in an OSC 1337 sequence.
enum ITermInlineImage {
    /// `ESC ] 1337 ; File=inline=1;size=N;width=C;height=R;preserveAspectRatio=0 : base64 BEL`: shown at once,
    /// fitted by the terminal to `columns × rows` cells (the picture already has their aspect).
    static func render(_ picture: Picture, columns: Int, rows: Int) -> [UInt8] {
        let png = PNGEncoder.encode(picture)
        var output: [UInt8] = []
        output.append(ascii: "\u{1B}]1337;File=inline=1;")
        output.append(parameters: ["size": png.count, "width": columns, "height": rows], separator: ";")
        output.append(ascii: ";preserveAspectRatio=0:")
        output += Base64.encode(png)
        output.append(ascii: "\u{7}\n")
        return output
    }
}
