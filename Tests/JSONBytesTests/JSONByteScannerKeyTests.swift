import JSONBytes
import Testing

/// A key checked as its writer puts it: consumed with its colon when it spells the key expected, byte for byte, and
/// left unread for `scanKey` otherwise.
struct JSONByteScannerKeyTests {
    @Test func consumeKey_consumesTheKeyAndItsColonWhenItSpellsTheKey() throws {
        let (consumed, next) = try consumingKey("name", in: #"  "name" : "Gin""#)

        #expect(consumed)
        #expect(next == #""Gin""#)
    }

    @Test(
        "consumeKey leaves a key it does not spell byte for byte unread",
        arguments: [#""nam":1"#, #""names":1"#, #""Name":1"#, #""n\u0061me":1"#, #"name:1"#, #""name"#, "", "1"])
    func consumeKey_leavesAnyOtherKeyUnread(text: String) throws {
        let (consumed, next) = try consumingKey("name", in: text)

        #expect(!consumed)
        #expect(next == text.drop { $0 == " " }.description)
    }

    @Test func consumeKey_neverMatchesAKeyThatIsNoPlainText() throws {
        #expect(try consumingKey("a\"b", in: #""a"b":1"#).consumed == false)
    }

    @Test func consumeKey_throwsWhenTheKeyHasNoColon() {
        #expect(throws: JSONSyntaxError.self) { try consumingKey("name", in: #""name" 1"#) }
    }

    /// Whether the key was consumed, and the text left after it and any whitespace.
    private func consumingKey(_ key: StaticString, in text: String) throws(JSONSyntaxError) -> (consumed: Bool, next: String) {
        let bytes = Array(text.utf8)
        let (consumed, offset) = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) -> (Bool, Int) in
            var scanner = JSONByteScanner(buffer)
            let consumed = try scanner.consumeKey(key)
            _ = scanner.peekAfterWhitespace()
            return (consumed, scanner.syntaxError.offset)
        }
        return (consumed, String(decoding: bytes[offset...], as: UTF8.self))
    }
}
