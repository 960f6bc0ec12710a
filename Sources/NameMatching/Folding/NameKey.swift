import Foundation

/// How dringo compares names, of drinks and of ingredients alike: trimmed, then folded ignoring case and
/// diacritics, so that "piña colada " and "Pina Colada", or " Lime Juice" and "limé juice", are one name.
public enum NameKey {
    /// The key for `name`. Plain ASCII, which nearly every name of the catalogue is, is trimmed and
    /// lowercased byte by byte, which is what Foundation's trimming and folding do to it, without
    /// their bridging; anything else goes through Foundation.
    public static func of(_ name: String) -> String {
        if let ascii = asciiKey(name) { return ascii }
        return foundationKey(name)
    }

    /// The name trimmed of surrounding whitespace, keeping its case.
    public static func trimmed(_ name: String) -> String {
        var shared = name  // `withUTF8` is mutating; the copy shares the name's storage.
        let ascii = shared.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let kept = asciiTrimmed(bytes)
            return kept.count == bytes.count ? name : String(decoding: bytes[kept], as: UTF8.self)
        }
        return ascii ?? (name.endsInVisibleASCII ? name : name.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Foundation's key, for any text; the ASCII path must agree with it.
    private static func foundationKey(_ name: String) -> String {
        let trimmed = name.endsInVisibleASCII ? name : name.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Read through the name's UTF-8 buffer, and written straight into the key's: stepping through a
    /// `String.UTF8View` and gathering an array first cost several times more.
    private static func asciiKey(_ name: String) -> String? {
        var shared = name
        return shared.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let kept = bytes[asciiTrimmed(bytes)]
            return String(unsafeUninitializedCapacity: kept.count) { key in
                for (offset, byte) in kept.enumerated() {
                    key[offset] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                }
                return kept.count
            }
        }
    }

    /// The range of ASCII `bytes` left once the whitespace around them is trimmed.
    private static func asciiTrimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = bytes.firstIndex { !isASCIIWhitespace($0) } ?? bytes.endIndex
        let end = bytes[start...].lastIndex { !isASCIIWhitespace($0) }.map { $0 + 1 } ?? start
        return start..<end
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space: the ASCII members of
    /// `CharacterSet.whitespacesAndNewlines`.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
