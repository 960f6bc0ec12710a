import Foundation
import Pictures

/// Reads iTerm2's inline image back: `ESC ] 1337 ; File=args : base64 BEL`, the PNG read by the tests' reader.
enum ITermReader {
    static func read(_ output: [UInt8]) throws -> (picture: ReadBackPicture, arguments: [String: String]) {
        var scanner = ByteScanner(output)
        try scanner.expect("\u{1B}]1337;File=")
        let arguments = try keyValues(try scanner.text(upTo: ":"), separator: ";")
        guard let png = Data(base64Encoded: Data(try scanner.bytes(upTo: "\u{7}"))) else { throw ReadBackFailure("not base64") }
        try scanner.expect("\n")
        guard scanner.isAtEnd else { throw ReadBackFailure("bytes after the newline") }
        guard arguments["inline"] == "1", arguments["size"] == String(png.count), let columns = arguments["width"].flatMap(Int.init),
            let rows = arguments["height"].flatMap(Int.init)
        else { throw ReadBackFailure("the arguments lack inline=1, the size, the width or the height: \(arguments)") }
        let image = try StoredPNGReader.read([UInt8](png))
        let picture = try Picture(width: image.width, height: image.height, pixels: image.pixels)
        return (ReadBackPicture(picture: picture, columns: columns, rows: rows), arguments)
    }
}
