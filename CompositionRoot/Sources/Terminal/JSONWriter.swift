import Foundation

/// Writes JSON by hand, as UTF-8 bytes, so key order is stable, no string escapes
/// unescaped, and a large document streams out in chunks instead of growing in memory.
///
/// Every string goes through the terminal sanitizer first; what controls remain
/// (newlines kept in descriptions) are escaped as JSON requires.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private let sink: (any OutputSink)?
    private let chunkSize: Int

    /// Bytes are passed to `sink` whenever `chunkSize` have gathered, and on `flush()`;
    /// without a sink they stay in `bytes`.
    init(streamingTo sink: (any OutputSink)? = nil, chunkSize: Int = 64 * 1024) {
        self.sink = sink
        self.chunkSize = chunkSize
        bytes.reserveCapacity(sink == nil ? 256 : chunkSize + 4096)
    }

    var output: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        flushIfFull()
    }

    mutating func string(_ value: String?) {
        guard let value else {
            raw("null")
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in TerminalSanitizer.sanitize(value, keepingNewlines: true).utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x00..<0x20: appendUnicodeEscape(byte)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        flushIfFull()
    }

    mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
        flushIfFull()
    }

    mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        sink.write(Data(bytes))
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func flushIfFull() {
        if sink != nil, bytes.count >= chunkSize { flush() }
    }

    private mutating func appendUnicodeEscape(_ byte: UInt8) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
    }
}
