import FeedFeature
import Foundation
import TestSupport

/// Feeds that reach into every corner of the format: text of every kind, missing optionals,
/// extreme ids and timestamps.
enum FeedCacheSamples {
    static func cache(using generator: inout SplitMix64) -> CachedFeed {
        let items = (0..<Int.random(in: 0...6, using: &generator)).map { _ in item(using: &generator) }
        return CachedFeed(items, timestamp: Date(timeIntervalSinceReferenceDate: timestamp(using: &generator)))
    }

    static func item(using generator: inout SplitMix64) -> LocalCocktailItem {
        LocalCocktailItem(
            id: id(using: &generator),
            name: text(using: &generator),
            description: generator.oneIn(4) ? nil : text(using: &generator),
            imageURL: generator.oneIn(4) ? nil : imageURL(using: &generator)
        )
    }

    static func id(using generator: inout SplitMix64) -> Int {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: generator.pick([0, 1, -1, Int.max, Int.min, 11007, 1 << 53, (1 << 53) + 1])
        case 1: Int.random(in: Int.min...Int.max, using: &generator)
        case 2: Int.random(in: -1_000...1_000, using: &generator)
        default: Int.random(in: 0...Int.max, using: &generator)
        }
    }

    /// Fractional, negative, huge, tiny and subnormal values, and any finite bit pattern.
    static func timestamp(using generator: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            return generator.pick([
                0, -0.0, 0.5, -1.5, 0.1 + 0.2, 1e-7, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e20, 1e16, 1e15,
                0x1p53 + 2, 757_382_400.123456, -978_307_200, .greatestFiniteMagnitude,
                -.greatestFiniteMagnitude, .ulpOfOne, 123_456_789_012_345_680_000.0,
            ])
        case 1:
            return Double.random(in: -1e10...1e10, using: &generator)
        case 2:
            return Double(Int.random(in: -1_000_000_000...1_000_000_000, using: &generator))
        default:
            while true {
                let value = Double(bitPattern: generator.next())
                if value.isFinite { return value }
            }
        }
    }

    /// Empty, short or long text drawn from ASCII, JSON's special characters, control
    /// characters, and scalars of two, three and four UTF-8 bytes, emoji sequences included.
    static func text(using generator: inout SplitMix64) -> String {
        let length =
            generator.oneIn(8)
            ? 0 : generator.oneIn(6) ? Int.random(in: 100...400, using: &generator) : Int.random(in: 1...30, using: &generator)
        var text = ""
        for _ in 0..<length {
            text += generator.pick(textPieces)
        }
        return text
    }

    private static let textPieces: [String] = {
        let ascii = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        let controls = (0x00...0x1F).map { String(UnicodeScalar(UInt8($0))) } + ["\u{7F}"]
        let special = ["\"", "\\", "/", "{", "}", "[", "]", ":", ",", "\\u0041", "\\\"", "\"\\"]
        let wider = [
            "é", "ñ", "º", "¡", "\u{A0}", "\u{301}", "e\u{301}", "中", "\u{800}", "\u{2028}", "\u{2029}", "\u{FEFF}",
            "\u{FFFD}", "\u{FFFF}", "😀", "🍋", "\u{10000}", "\u{10FFFF}", "👨‍👩‍👧", "🇪🇸", "🏳️‍🌈",
        ]
        return ascii + ascii + controls + special + wider
    }()

    /// URLs that `URL(string:)` accepts and that survive a trip through `absoluteString`.
    static func imageURL(using generator: inout SplitMix64) -> URL? {
        let slug = String(
            (0..<Int.random(in: 1...24, using: &generator)).map { _ in
                generator.pick(Array("abcdefghijklmnopqrstuvwxyz0123456789-_.~"))
            })
        let candidates = [
            "https://www.thecocktaildb.com/images/media/drink/\(slug).jpg",
            "https://images.example/drink/\(slug).jpg?size=large&v=2#top",
            "http://127.0.0.1:8080/\(slug)/preview",
            "https://example.com/a%20b/\(slug).png",
            "file:///tmp/\(slug).jpg",
            "\(slug).jpg",
        ]
        let url = URL(string: generator.pick(candidates))
        return url.flatMap { URL(string: $0.absoluteString) == $0 ? $0 : nil }
    }
}
