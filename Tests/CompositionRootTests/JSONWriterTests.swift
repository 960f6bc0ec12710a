import Foundation
import Testing
@testable import CompositionRoot

struct JSONWriterTests {
    @Test("escapes quotes, backslashes and kept newlines, and writes null for nil")
    func string_escapesJSONSpecials() {
        var writer = JSONWriter()
        writer.raw("[")
        writer.string(#"say "hi" \ there"# + "\nnext")
        writer.raw(",")
        writer.string(nil)
        writer.raw("]")

        #expect(writer.output == #"["say \"hi\" \\ there\nnext",null]"#)
    }

    @Test("strips terminal controls before escaping, so no escape sequence survives in JSON")
    func string_stripsControls() throws {
        var writer = JSONWriter()
        writer.string("\u{1B}[31mred\u{07}\u{00}\u{202E}")

        #expect(writer.output == #""red""#)
    }

    @Test("what it writes parses back to the sanitized value", arguments: ["Piña Colada 🍸", "tab\there", "a/b", "\u{7F}x"])
    func string_roundTrips(value: String) throws {
        var writer = JSONWriter()
        writer.raw("[")
        writer.string(value)
        writer.raw("]")

        let parsed = try JSONSerialization.jsonObject(with: Data(writer.output.utf8)) as? [String]
        #expect(parsed == [TerminalSanitizer.sanitize(value, keepingNewlines: true)])
    }
}
