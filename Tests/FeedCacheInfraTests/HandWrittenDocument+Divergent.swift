import FeedCacheInfra

extension HandWrittenDocument {
    /// Bytes that are not JSON but that `JSONDecoder` let through, because it never looked at the
    /// values of members it did not decode, or accepted more than RFC 8259 does. The decoder
    /// refuses them; no `dringo` ever wrote one.
    static let notJSONButReadByTheReference: [HandWrittenDocument] = [
        HandWrittenDocument("a trailing comma in the item list", document(items: #"{"id":1,"name":"a"},"#)),
        HandWrittenDocument("a trailing comma in the document", document(items: "", extra: ",")),
        HandWrittenDocument("a trailing comma in an item", item(#""id":1,"name":"a","#)),
        HandWrittenDocument("a number with a leading zero in an unknown member", document(items: "", extra: #","x":-01"#)),
        HandWrittenDocument("a number without fraction digits in an unknown member", document(items: "", extra: #","x":1.e5"#)),
        HandWrittenDocument("a number without exponent digits in an unknown member", document(items: "", extra: #","x":1e+"#)),
        HandWrittenDocument("an unknown escape in an unknown member", document(items: "", extra: #","x":"\q""#)),
        HandWrittenDocument("a raw control character in an unknown member", document(items: "", extra: ",\"x\":\"\u{1}\"")),
        HandWrittenDocument(
            "invalid UTF-8 in an unknown member",
            bytes: Array(document(items: "", extra: #","x":"a"#).dropLast().utf8) + [0xFF] + Array(#""}"#.utf8)),
        HandWrittenDocument(
            "UTF-16 with a byte order mark",
            bytes: [0xFF, 0xFE] + document(items: "").utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        HandWrittenDocument(
            "UTF-16 without a byte order mark", bytes: document(items: "").utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
        HandWrittenDocument(
            "an id past 2^53 with more digits than Decimal keeps",
            item(#""id":9007199254740993.00000000000000000000000000000000000000001,"name":"a""#)),
    ]

    /// JSON that `JSONDecoder` refused by mistake: Foundation's check for a number that only
    /// rounds to zero misreads a short literal such as `0e5`, which is zero exactly.
    static let jsonRefusedByTheReference: [HandWrittenDocument] = [
        HandWrittenDocument("a zero timestamp with a short exponent", document(items: "", timestamp: "0e5")),
        HandWrittenDocument("a zero timestamp with a fraction and an exponent", document(items: "", timestamp: "0.00e5")),
    ]
}
