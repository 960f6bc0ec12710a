import FeedCacheInfra
import FileStorage
import Testing

/// A document written out by hand, to pin one rule of the format on both decoders.
struct HandWrittenDocument: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let bytes: [UInt8]
    /// For a refused document, the error both decoders must give; nil means `unreadable`.
    let expectedError: DocumentCodecError?

    init(_ description: String, _ text: String, refusedWith error: DocumentCodecError? = nil) {
        self.init(description, bytes: Array(text.utf8), refusedWith: error)
    }

    init(_ description: String, bytes: [UInt8], refusedWith error: DocumentCodecError? = nil) {
        testDescription = description
        self.bytes = bytes
        expectedError = error
    }

    /// A version 1 document around the given items and the given top-level members after them.
    static func document(items: String, timestamp: String = "700000000.5", version: String = "1", extra: String = "") -> String {
        #"{"version":\#(version),"timestamp":\#(timestamp),"items":[\#(items)]\#(extra)}"#
    }

    /// A document of one item with the given members.
    static func item(_ members: String) -> String {
        document(items: "{\(members)}")
    }

    /// A document whose one item's name is the given bytes, between quotes.
    static func name(_ bytes: [UInt8]) -> [UInt8] {
        Array(#"{"version":1,"timestamp":0,"items":[{"id":1,"name":""#.utf8) + bytes + Array(#""}]}"#.utf8)
    }

    /// A document with an unknown member whose value is nested `depth` containers deep.
    static func nested(_ depth: Int) -> String {
        document(items: "", extra: #","deep":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    }
}
