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
        var utf8 = name.utf8[...]
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return name.trimmingCharacters(in: .whitespacesAndNewlines) }
        while let first = utf8.first, isASCIIWhitespace(first) { utf8 = utf8.dropFirst() }
        while let last = utf8.last, isASCIIWhitespace(last) { utf8 = utf8.dropLast() }
        return utf8.count == name.utf8.count ? name : String(decoding: utf8, as: UTF8.self)
    }

    /// Foundation's key, for any text; the ASCII path must agree with it.
    static func foundationKey(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static func asciiKey(_ name: String) -> String? {
        var bytes = [UInt8]()
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        var slice = bytes[...]
        while let first = slice.first, isASCIIWhitespace(first) { slice = slice.dropFirst() }
        while let last = slice.last, isASCIIWhitespace(last) { slice = slice.dropLast() }
        return String(decoding: slice, as: UTF8.self)
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space: the ASCII members of
    /// `CharacterSet.whitespacesAndNewlines`.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
