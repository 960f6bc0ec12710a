/// Where one document is read from: a whole store's document, or a projection of it that holds only
/// what some queries need.
///
/// Implementations report failures by throwing; they never crash on what they find.
public protocol DocumentReader<Document>: Sendable {
    associatedtype Document: Sendable

    /// The document, or nil when none is saved. A document that is there but cannot be read is an error.
    func retrieve() async throws -> Document?

    /// Removes the document only if it is still the one this reader last read, or its store last
    /// saved. Another process may have saved a newer one since, over the same place: that one is kept,
    /// and the answer is false. True when no document is left, this reader's or none found. A reader
    /// that has neither read nor saved knows of no document, and keeps whatever it finds.
    ///
    /// A reader may remove what it reads so that validation can discard a document it found
    /// unreadable or expired, without ever discarding one it did not see.
    @discardableResult
    func deleteIfUnchanged() async throws -> Bool
}

/// Where one document lives: a cache's, or the user's own data.
///
/// Implementations run their side effects serially.
public protocol DocumentStore<Document>: DocumentReader {
    /// Replaces the document at once: a failed save leaves the previous one exactly as it was, so
    /// nothing is deleted first.
    func save(_ document: Document) async throws

    /// Removes the document; there being none is no error.
    func delete() async throws
}
