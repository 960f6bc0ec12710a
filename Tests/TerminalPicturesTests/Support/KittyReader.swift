import Foundation
import Pictures

/// Reads kitty's graphics protocol back: `ESC _ G keys ; payload ESC \` chunks, the first with the picture's
/// keys, every one `m=1` but the last, the payloads base64 RGB decoded by Foundation.
enum KittyReader {
    struct Chunk {
        let keys: [String: String]
        let payloadSize: Int
    }

    static func read(_ output: [UInt8]) throws -> (picture: ReadBackPicture, chunks: [Chunk]) {
        var scanner = ByteScanner(output)
        var chunks: [Chunk] = []
        var payload: [UInt8] = []
        while !scanner.skip("\n") {
            try scanner.expect("\u{1B}_G")
            let keys = try keyValues(try scanner.text(upTo: ";"), separator: ",")
            let chunkPayload = try scanner.bytes(upTo: "\u{1B}\\")
            chunks.append(Chunk(keys: keys, payloadSize: chunkPayload.count))
            payload += chunkPayload
        }
        guard scanner.isAtEnd else { throw ReadBackFailure("bytes after the newline") }
        guard let first = chunks.first, let pixels = Data(base64Encoded: Data(payload)) else { throw ReadBackFailure("no base64 payload") }
        guard first.keys["a"] == "T", first.keys["f"] == "24", let width = first.keys["s"].flatMap(Int.init),
            let height = first.keys["v"].flatMap(Int.init), let columns = first.keys["c"].flatMap(Int.init),
            let rows = first.keys["r"].flatMap(Int.init)
        else { throw ReadBackFailure("the first chunk lacks a=T, f=24, s, v, c or r: \(first.keys)") }
        let picture = try Picture(width: width, height: height, pixels: [UInt8](pixels))
        return (ReadBackPicture(picture: picture, columns: columns, rows: rows), chunks)
    }
}
