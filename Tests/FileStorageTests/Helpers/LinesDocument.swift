import FileStorage
import Foundation

/// A document for testing the file store alone: lines of text under a version line, `v1`.
enum LinesDocument: DocumentCodec {
    static func encode(_ lines: [String]) -> [UInt8] {
        Array((["v1"] + lines).joined(separator: "\n").utf8)
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> [String] {
        guard let text = String(bytes: bytes, encoding: .utf8) else { throw .unreadable }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let version = lines.first?.dropFirst(), lines.first?.first == "v", let number = Int(version) else { throw .unreadable }
        guard number == 1 else { throw .unsupportedVersion(number) }
        return Array(lines.dropFirst())
    }
}

/// Lines no other test uses.
func uniqueLines() -> [String] {
    let id = UUID().uuidString
    return ["first \(id)", "second \(id)"]
}

/// A lines document whose failures are its own error, as the bar's are.
enum OwnErrorLinesDocument: DocumentCodec {
    struct OwnError: Error, Equatable {
        let failure: FileDocumentError
    }

    static func encode(_ lines: [String]) -> [UInt8] { LinesDocument.encode(lines) }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> [String] { try LinesDocument.decode(bytes) }

    static func error(for failure: FileDocumentError) -> any Error { OwnError(failure: failure) }
}

/// The first line of a lines document, read from the file's first 16 bytes when they hold it.
enum FirstLineProjection: DocumentProjection {
    typealias Source = LinesDocument

    static func project(_ lines: [String]) -> String { lines.first ?? "" }

    static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> String { project(try LinesDocument.decode(bytes)) }

    static let leadingByteCount: Int? = 16

    /// "v1\n", then a line that ends within the bytes; a marker shows the answer came from them alone.
    static func decode(leading bytes: UnsafeRawBufferPointer) -> String? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 2, lines[0] == "v1" else { return nil }
        return "leading: " + lines[1]
    }
}
