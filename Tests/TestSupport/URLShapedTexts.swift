/// Texts shaped like web URLs, for the tests that hold `PlainWebURL`'s readers to `URL(string:)`:
/// mostly the plain shape, with one odd part or character now and then, and texts on either side
/// of each of the shape's rules.
public enum URLShapedTexts {
    /// `count` texts from a seeded generator, then every near miss.
    public static func sample(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in text(using: &generator) } + nearMisses
    }

    /// Texts near the plain shape, on either side of each of its rules.
    private static let nearMisses = [
        "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg", "http://a.b", "https://a.b/", "https://a.b//c",
        "https://a.b/./c", "https://a.b/../c", "https://a.b/.c", "https://a.b/c.", "https://a.b/c/..", "https://a-.b", "https://-a.b",
        "https://a--b.c", "https://a.b-", "https://a..b", "https://.a.b", "https://a.b.", "https://ab", "https://a.1", "https://1.a",
        "https://1.2.3.4/x", "https://999.999.999.999/x", "https://0x7f.1/x", "https://A.b", "https://a.B", "HTTPS://a.b", "Https://a.b",
        "https://a.b:443/x", "https://a.b/x?y", "https://a.b/x#y", "https://a.b/%41", "https://a.b/~u_v-w.x", "https://a.b/ x",
        "https://a.b/é", "https://é.b", "https://a_b.c", "https://xn--bcher-kva.example/x", "https://a.b\\c", "http:/a.b", "http//a.b",
        "https://" + String(repeating: "a", count: 63) + ".b", "https://" + String(repeating: "a", count: 64) + ".b",
        "https://" + Array(repeating: String(repeating: "a", count: 60), count: 5).joined(separator: ".") + ".com",
    ]

    /// Mostly the plain shape, with one odd part or character now and then.
    private static func text(using generator: inout SplitMix64) -> String {
        let scheme =
            generator.oneIn(6)
            ? generator.pick(["HTTP", "hTtPs", "ftp", "http:", "https:/", "", "file"]) : generator.pick(["http", "https"])
        let separator = generator.oneIn(10) ? generator.pick([":/", ":", "//", ":///"]) : "://"
        let labelCount = Int.random(in: 1...4, using: &generator)
        let host = (0..<labelCount).map { _ in label(using: &generator) }.joined(separator: generator.oneIn(20) ? ".." : ".")
        let port = generator.oneIn(10) ? ":" + String(Int.random(in: 0...99_999, using: &generator)) : ""
        let segmentCount = Int.random(in: 0...4, using: &generator)
        let path = (0..<segmentCount).map { _ in "/" + segment(using: &generator) }.joined()
        let tail = generator.oneIn(10) ? generator.pick(["?q=1", "#f", "/", "?", "#", "%20", "/."]) : ""
        return scheme + separator + host + port + path + tail
    }

    private static func label(using generator: inout SplitMix64) -> String {
        let plain = text(of: Int.random(in: 0...12, using: &generator), from: "abcdefghijklmnopqrstuvwxyz0123456789-", using: &generator)
        return generator.oneIn(6) ? inserting(generator.pick(Array("AZ_.~%é :@[]")), into: plain, using: &generator) : plain
    }

    private static func segment(using generator: inout SplitMix64) -> String {
        let plain = text(of: Int.random(in: 0...16, using: &generator), from: "abcxyzABCXYZ0123456789-._~", using: &generator)
        return generator.oneIn(6) ? inserting(generator.pick(Array("%?#@:;=+&$!'()*,[] é\\/")), into: plain, using: &generator) : plain
    }

    /// One odd character among plain ones tries one rule of the shape at a time.
    private static func inserting(_ character: Character, into text: String, using generator: inout SplitMix64) -> String {
        var characters = Array(text)
        characters.insert(character, at: Int.random(in: 0...characters.count, using: &generator))
        return String(characters)
    }

    private static func text(of length: Int, from alphabet: String, using generator: inout SplitMix64) -> String {
        let characters = Array(alphabet)
        return String((0..<length).map { _ in generator.pick(characters) })
    }
}
