/// Where one document lives: a cache's, or the user's own data.
///
/// Implementations run their side effects serially and report failures by throwing; they never
/// crash on what they find.
public protocol DocumentStore<Document>: Sendable {
    associatedtype Document: Sendable

    /// The document, or nil when none is saved. A document that is there but cannot be read is an error.
    func retrieve() async throws -> Document?

    /// Replaces the document at once: a failed save leaves the previous one exactly as it was, so
    /// nothing is deleted first.
    func save(_ document: Document) async throws

    /// Removes the document; there being none is no error.
    func delete() async throws

    /// Removes the document only if it is still the one this store last read or saved. Another
    /// process may have saved a newer one since, over the same place: that one is kept, and the
    /// answer is false. True when no document is left, this store's or none found. A store that has
    /// neither read nor saved knows of no document, and keeps whatever it finds.
    @discardableResult
    func deleteIfUnchanged() async throws -> Bool
}
