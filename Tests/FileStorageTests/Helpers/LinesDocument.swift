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
