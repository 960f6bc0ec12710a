/// Reads a store's document as a projection of it: what a reader of the stored form, which can skip
/// what it does not need, gives; here the whole document is read and then projected.
///
/// For stores that keep documents as values, such as in-memory ones, where there is nothing to skip.
public struct ProjectedDocumentReader<Source: Sendable, Document: Sendable>: DocumentReader {
    private let source: any DocumentReader<Source>
    private let project: @Sendable (Source) -> Document

    public init(_ source: any DocumentReader<Source>, projectedBy project: @escaping @Sendable (Source) -> Document) {
        self.source = source
        self.project = project
    }

    public func retrieve() async throws -> Document? {
        try await source.retrieve().map(project)
    }

    @discardableResult
    public func deleteIfUnchanged() async throws -> Bool {
        try await source.deleteIfUnchanged()
    }
}
