import JSONBytes
import Testing

@testable import FeedCacheInfra

/// An object whose keys a schema knows: each key is matched as the scanning of it would match it, whether the writer
/// put it in the schema's order or not.
struct JSONByteScannerObjectKeysTests {
    private static let keys: [StaticString] = ["id", "name", "glass"]

    @Test(
        "object(depth:keys:) matches each key wherever the writer put it, escaped or not, and names any other unknown",
        arguments: [
            (#"{"id":1,"name":2,"glass":3}"#, ["id", "name", "glass"]),
            (#"{ "glass" : 1 , "id" : 2 }"#, ["glass", "id"]),
            (#"{"id":1,"glass":2,"name":3}"#, ["id", "glass", "name"]),
            (#"{"id":1,"id":2,"nam":3,"names":4,"Name":5}"#, ["id", "id", "?", "?", "?"]),
            (#"{"i\u0064":1,"n\u0061me":2}"#, ["id", "name"]),
            (#"{"id":1,"\ud800":2,"name":3}"#, ["id", "!", "name"]),
            ("{}", []),
        ])
    func object_matchesEachKey(text: String, expected: [String]) throws {
        #expect(try matches(in: text) == expected)
    }

    @Test func object_isFalseForAnotherValue_whichItSkips() throws {
        let bytes = Array(#"[1,{"id":2}] 3"#.utf8)
        let (isObject, offset) = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) -> (Bool, Int) in
            var scanner = JSONByteScanner(buffer)
            let isObject = try scanner.object(depth: 1, keys: Self.keys.count, spelledBy: { Self.keys[$0] }) { _, _ in }
            _ = scanner.peekAfterWhitespace()
            return (isObject, scanner.syntaxError.offset)
        }
        #expect(!isObject)
        #expect(offset == bytes.count - 1)
    }

    /// Each key's match in order: its spelling when known, `?` when unknown, `!` when no string.
    private func matches(in text: String) throws(JSONSyntaxError) -> [String] {
        var matches: [String] = []
        try Array(text.utf8).withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var scanner = JSONByteScanner(buffer)
            let spelling: (Int) -> StaticString = { Self.keys[$0] }
            _ = try scanner.object(depth: 1, keys: Self.keys.count, spelledBy: spelling) { scanner, match throws(JSONSyntaxError) in
                switch match {
                case let .known(index): matches.append(Self.keys[index].description)
                case .unknown: matches.append("?")
                case .unreadable: matches.append("!")
                }
                try scanner.skipValue(depth: 2)
            }
            try scanner.expectEnd()
        }
        return matches
    }
}
