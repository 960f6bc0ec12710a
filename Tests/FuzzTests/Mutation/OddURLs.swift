import TestSupport

/// What an image URL field could hold instead of an absolute HTTP(S) URL with a host.
enum OddURLs {
    static func any(using generator: inout SplitMix64) -> JSONValue {
        switch generator.int(below: 6) {
        case 0: OddValues.any(using: &generator)
        case 1: .string("https://www.thecocktaildb.com/images/media/drink/" + OddText.any(using: &generator))
        default: .string(generator.pick(texts))
        }
    }

    static let texts = [
        "", " ", "http://", "https://", "http:///path.jpg", "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg",
        " https://example.com/a.jpg \n", "HTTPS://EXAMPLE.COM/A.JPG", "hTtP://example.com/a.jpg", "ftp://example.com/a.jpg",
        "file:///etc/passwd", "javascript:alert(1)", "data:image/png;base64,AAAA", "//example.com/a.jpg", "/images/a.jpg",
        "http://[::1]/a.jpg", "http://[::1/a.jpg", "http://exa mple.com/a.jpg", "http://example.com:99999/a.jpg",
        "http://user:pass@example.com/a.jpg", "http://\u{202E}moc.elpmaxe/", "http://例え.jp/a.jpg", "http://%00/",
        "http://a\u{0}b/", "https://example.com/a b.jpg", "http:example.com", "https:/example.com/a.jpg",
        "http://@/", "http://:80/", "https://example.com/\u{1B}[31m.jpg", "https://example.com/../../etc/passwd",
        "https://example.com/a.jpg#\u{0}", "https://" + String(repeating: "a", count: 5_000) + ".com/a.jpg",
    ]
}
