import Foundation
import TestSupport
import Testing

@testable import FeedTerminalUI

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

    @Test("a streaming writer hands its bytes out in chunks and the whole equals the buffered document")
    func streaming_deliversSameDocumentInChunks() {
        let sink = RecordingSink()
        var streaming = JSONWriter(streamingTo: sink, chunkSize: 8)
        var buffered = JSONWriter()
        for index in 0..<50 {
            streaming.raw(",")
            streaming.string("drink \(index) \u{1B}[1m")
            buffered.raw(",")
            buffered.string("drink \(index) \u{1B}[1m")
        }

        #expect(sink.data.count > 0, "chunks go out before the end")
        streaming.flush()

        #expect(sink.data == Data(buffered.output.utf8))
        #expect(streaming.output.isEmpty)
    }
}
