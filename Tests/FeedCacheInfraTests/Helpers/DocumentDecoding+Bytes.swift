import FileStorage
import Foundation

extension DocumentDecoding {
    /// The document in bytes held as an array or `Data`, as a store hands over a file's.
    static func decode(_ bytes: some ContiguousBytes) throws(DocumentCodecError) -> Document {
        try bytes.withUnsafeBytes { buffer in Result { () throws(DocumentCodecError) in try decode(buffer) } }.get()
    }

    /// The document from the leading bytes of a longer file, held as an array or `Data`.
    static func decode(leading bytes: some ContiguousBytes) -> Document? {
        bytes.withUnsafeBytes { decode(leading: $0) }
    }
}
