internal import JSONBytes

/// What a cache document's list holds: objects of one schema. The document around them, its version
/// and its timestamp are `CacheListDocument`'s.
protocol CacheListSchema: ObjectSchema where Element: Sendable {
    /// The list's key in the document, such as `items`.
    static var listKey: StaticString { get }

    /// The bytes the element will likely take, so that the writer's buffer is sized up front.
    static func estimatedSize(of element: Element) -> Int

    /// Members made from the list, written between the timestamp and the list, each followed by a
    /// comma, such as the catalogue's index; readers of the list skip them as unknown members.
    /// - Parameter distancesToEnd: for each element, how many bytes from its first to the document's end.
    static func writeLeadingMembers(of elements: [Element], distancesToEnd: [Int], to writer: inout JSONByteWriter)

    /// Whether the document opens with a `DocumentChecksum` of all that follows it.
    static var isChecksummed: Bool { get }
}

extension CacheListSchema {
    static func writeLeadingMembers(of elements: [Element], distancesToEnd: [Int], to writer: inout JSONByteWriter) {}

    static var isChecksummed: Bool { false }
}
