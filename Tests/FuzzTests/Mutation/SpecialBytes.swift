/// Byte sequences that have broken parsers before: NULs, stray high bytes, terminal escapes,
/// invalid and truncated UTF-8, byte-order marks, numbers too long for any type, JSON punctuation.
enum SpecialBytes {
    static let all: [[UInt8]] = [
        [0x00], [0xFF], [0xFE], [0x7F], [0x80], [0xC3],
        Array("\u{1B}[31m".utf8), Array("\u{1B}]0;pwned\u{07}".utf8), Array("\u{1B}[2J\u{1B}[H".utf8),
        [0xC2, 0x9B, 0x33, 0x31, 0x6D],  // C1 CSI, then "31m"
        [0xC0, 0x80],  // overlong NUL
        [0xED, 0xA0, 0x80],  // a UTF-16 surrogate encoded as UTF-8
        [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
        [0xF0, 0x9F, 0x8D],  // a truncated four-byte sequence
        [0xEF, 0xBB, 0xBF],  // UTF-8 byte-order mark
        [0xFF, 0xFE], [0xFE, 0xFF], [0x00, 0x00, 0xFE, 0xFF],
        Array("\u{202E}".utf8), Array("\u{2066}".utf8), Array("\u{FEFF}".utf8),
        Array(String(repeating: "9", count: 400).utf8),
        Array(("-" + String(repeating: "1", count: 40)).utf8),
        Array("1e999".utf8), Array("-0.0e-999".utf8),
        Array("\\u0000".utf8), Array("\\uD800".utf8), Array("\\uDC00".utf8), Array("\\u".utf8), Array("\\x41".utf8),
        Array("\"".utf8), Array("\\".utf8), Array(",".utf8), Array(":".utf8),
        Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8),
        Array("null".utf8), Array("\"drinks\"".utf8), Array("\"drinks\":null".utf8),
        Array("\r\n".utf8), Array("\t".utf8), Array(" ".utf8),
    ]
}
