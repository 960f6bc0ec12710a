import Foundation
internal import JSONBytes

/// A JSON document for the terminal: every string passes the terminal sanitizer first, and a large
/// document streams out in chunks instead of growing whole in memory. `JSONByteWriter` spells the
/// tokens, so key order is stable and what JSON forbids raw is escaped.
struct JSONWriter {
    private var writer: JSONByteWriter
    private let sink: (any OutputSink)?
    private let chunkSize: Int

    /// Bytes are passed to `sink` whenever `chunkSize` have gathered, and on `flush()`;
    /// without a sink they stay in `output`.
    init(streamingTo sink: (any OutputSink)? = nil, chunkSize: Int = 64 * 1024) {
        self.sink = sink
        self.chunkSize = chunkSize
        writer = JSONByteWriter(reservingCapacity: sink == nil ? 256 : chunkSize + 4096)
    }

    var output: String { String(decoding: writer.bytes, as: UTF8.self) }

    mutating func raw(_ text: StaticString) {
        writer.appendRaw(text)
        flushIfFull()
    }

    mutating func string(_ value: String?) {
        if let value {
            writer.appendString(TerminalSanitizer.sanitize(value, keepingNewlines: true))
        } else {
            writer.appendRaw("null")
        }
        flushIfFull()
    }

    /// An object's key and its colon; keys are the program's own words, so they are not sanitized.
    mutating func key(_ name: String) {
        writer.appendString(name)
        writer.appendRaw(":")
        flushIfFull()
    }

    mutating func number(_ value: Int) {
        writer.appendInteger(value)
        flushIfFull()
    }

    /// A finite number in its shortest form; JSON has no infinity or NaN, so those are null.
    mutating func number(_ value: Double) {
        if value.isFinite {
            writer.appendNumber(value)
        } else {
            writer.appendRaw("null")
        }
        flushIfFull()
    }

    mutating func flush() {
        guard let sink, !writer.bytes.isEmpty else { return }
        sink.write(Data(writer.takeBytes()))
    }

    private mutating func flushIfFull() {
        if sink != nil, writer.bytes.count >= chunkSize { flush() }
    }
}
