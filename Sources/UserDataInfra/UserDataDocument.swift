import FileStorage
internal import JSONBytes

/// The JSON form of every user-data document, version 1: a list of one schema's elements,
///
///     {"version":1,"<list key>":[<element>, ...]}
///
/// The user's data is their own, so nothing that is not exactly this is guessed at: another version,
/// a missing, repeated or unknown member, a value of the wrong kind, a byte order mark or bytes that
/// are not strict UTF-8 JSON make the whole file unreadable, and the store leaves it alone.
/// Whitespace between tokens is allowed, so a hand-edited file still reads.
public enum UserDataDocument<Schema: UserDataSchema>: DocumentCodec {
    static var version: Int { 1 }

    public static func encode(_ elements: [Schema.Element]) -> [UInt8] {
        let list = Schema.list
        var writer = JSONByteWriter(reservingCapacity: elements.reduce(32) { $0 + list.estimatedSize($1) })
        writer.appendRaw("{\"version\":")
        writer.appendInteger(version)
        writer.appendRaw(",\"")
        writer.appendRaw(list.key)
        writer.appendRaw("\":[")
        for (index, element) in elements.enumerated() {
            if index > 0 { writer.appendRaw(",") }
            list.write(element, &writer)
        }
        writer.appendRaw("]}")
        return writer.bytes
    }

    /// The elements in their saved order.
    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> [Schema.Element] {
        var scanner = JSONByteScanner(bytes.assumingMemoryBound(to: UInt8.self))
        do {
            return try document(from: &scanner)
        } catch {
            throw .unreadable
        }
    }

    /// The feature's own error, naming the file: a document that cannot be read is never
    /// overwritten, and the user learns which file to look at.
    public static func error(for failure: FileDocumentError) -> any Error {
        Schema.list.error(failure)
    }

    /// Throws at the first byte that does not fit, whether it breaks JSON or only the schema.
    private static func document(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> [Schema.Element] {
        let list = Schema.list
        var version: Int?
        var elements: [Schema.Element]?
        try scanner.exactObject(keys: ["version", list.key]) { scanner, index throws(JSONSyntaxError) in
            if index == 0 {
                version = try Int.read(from: &scanner)
            } else {
                elements = try scanner.list(of: list.read)
            }
        }
        try scanner.expectEnd()
        guard version == self.version, let elements else { throw scanner.syntaxError }
        return elements
    }
}
