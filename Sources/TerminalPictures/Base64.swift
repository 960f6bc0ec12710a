/// Base64 with padding (RFC 4648), as kitty's and iTerm2's protocols carry pixels.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let first = Int(bytes[index])
            let second = index + 1 < bytes.count ? Int(bytes[index + 1]) : 0
            let third = index + 2 < bytes.count ? Int(bytes[index + 2]) : 0
            let group = first << 16 | second << 8 | third
            encoded.append(alphabet[group >> 18])
            encoded.append(alphabet[(group >> 12) & 63])
            encoded.append(index + 1 < bytes.count ? alphabet[(group >> 6) & 63] : UInt8(ascii: "="))
            encoded.append(index + 2 < bytes.count ? alphabet[group & 63] : UInt8(ascii: "="))
            index += 3
        }
        return encoded
    }
}
