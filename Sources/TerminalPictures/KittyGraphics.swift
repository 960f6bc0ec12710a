import Pictures

/// Writes a picture in kitty's graphics protocol: its RGB pixels, base64, in APC sequences of at most 4096 bytes
/// of payload each, `m=1` on every one but the last, and `q=2` on each.
enum KittyGraphics {
    static let chunkLimit = 4096

    /// `ESC _ G a=T,f=24,s=W,v=H,c=C,r=R,q=2,m=1 ; payload ESC \`, then `ESC _ G q=2,m=1 ; payload ESC \` … `m=0`:
    /// transmit and show at once, scaled by the terminal to `columns × rows` cells, with no reply (`q=2`).
    static func render(_ picture: Picture, columns: Int, rows: Int) -> [UInt8] {
        let payload = Base64.encode(picture.pixels)
        var output: [UInt8] = []
        output.reserveCapacity(payload.count + payload.count / chunkLimit * 16 + 64)
        var start = 0
        repeat {
            let end = min(start + chunkLimit, payload.count)
            output.append(ascii: "\u{1B}_G")
            if start == 0 {
                output.append(ascii: "a=T,f=24,")
                output.append(parameters: ["s": picture.width, "v": picture.height, "c": columns, "r": rows], separator: ",")
                output.append(UInt8(ascii: ","))
            }
            // No reply asked on every chunk, as terminals differ in which chunk's `q` they heed.
            output.append(ascii: end < payload.count ? "q=2,m=1;" : "q=2,m=0;")
            output += payload[start..<end]
            output.append(ascii: "\u{1B}\\")
            start = end
        } while start < payload.count
        output.append(UInt8(ascii: "\n"))
        return output
    }
}
