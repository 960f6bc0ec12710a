import Foundation
import TestSupport

/// Mutations that know the image entry's header:
/// `"DRIM" | version, 1 byte | URL length, UInt64 big-endian | URL, UTF-8 | image bytes`.
enum ImageEntryMutation: CaseIterable, Sendable {
    case changeSignature
    case changeVersion
    case changeURLLength
    case changeOneURLByte
    case nameAnotherURL
    case cutInsideHeader

    static let lengthOffset = 5
    static let urlOffset = 13

    var name: String { String(describing: self) }

    /// `bytes` must be indexed from zero; `urlLength` is the length the valid entry's header gives.
    func apply(to bytes: inout Data, urlLength: Int, using generator: inout SplitMix64) {
        let headerLength = Self.urlOffset + urlLength
        guard bytes.count >= headerLength else { return }
        switch self {
        case .changeSignature:
            bytes[generator.int(below: 4)] = generator.pick([0x00, 0xFF, UInt8(ascii: "X"), UInt8(ascii: "d")])
        case .changeVersion:
            bytes[4] = generator.pick([0, 2, 0xFF])
        case .changeURLLength:
            let length = generator.pick([0, 1, urlLength - 1, urlLength + 1, urlLength + 256, Int(Int32.max), -1])
            Self.writeLength(UInt64(bitPattern: Int64(length)), into: &bytes)
        case .changeOneURLByte:
            let offset = Self.urlOffset + generator.int(below: urlLength)
            bytes[offset] = generator.pick([0x00, UInt8(ascii: "A"), UInt8(ascii: "/"), 0xFF, bytes[offset] ^ 0x20])
        case .nameAnotherURL:
            // Another URL in the header, with a length field that matches it or still says the old length.
            let url = Data(generator.pick(Self.otherURLs).utf8)
            bytes.replaceSubrange(Self.urlOffset..<headerLength, with: url)
            if !generator.oneIn(4) {
                Self.writeLength(UInt64(url.count), into: &bytes)
            }
        case .cutInsideHeader:
            bytes.replaceSubrange(generator.int(below: headerLength)..<bytes.count, with: Data())
        }
    }

    private static func writeLength(_ length: UInt64, into bytes: inout Data) {
        for index in 0..<8 {
            bytes[lengthOffset + index] = UInt8(truncatingIfNeeded: length >> UInt64(8 * (7 - index)))
        }
    }

    /// Near misses of the URL the entry was written for, which must never read as it.
    static let otherURLs = [
        "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.JPG",
        "https://WWW.thecocktaildb.com/images/media/drink/5noda61589575158.jpg",
        "http://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg",
        "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg/",
        "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg?",
        "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jp",
        "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg\u{0}",
        "https://www.thecocktaildb.com/images/media/drink/vrwquq1478252802.jpg",
        "",
    ]
}
