import CatalogueFeature
import FeedCacheInfra
import FileStorage
import Foundation
import StoreCore
import TestSupport
import Testing

/// One kind of reader of a projection the contract is stated for, with the store whose document it
/// reads: the catalogue's index, read from the catalogue's file by its own decoder, and from an
/// in-memory catalogue by projecting it, each also behind the remembering reader a run goes through.
struct ReaderSubject: Sendable, CustomTestStringConvertible {
    let testDescription: String
    /// A place for one test's document in `folder`, broken as asked: nil when this kind cannot be.
    let makePlace: @Sendable (_ folder: TemporaryDirectory, _ breakage: Breakage) throws -> ReaderPlace?

    static let all: [ReaderSubject] = [false, true].flatMap { remembering in
        [catalogueIndexOnDisk(remembering: remembering), catalogueIndexInMemory(remembering: remembering)]
    }

    static let failable = all.filter { $0.testDescription.contains("on disk") }

    private static func catalogueIndexOnDisk(remembering: Bool) -> ReaderSubject {
        ReaderSubject(testDescription: "catalogue index on disk" + (remembering ? ", remembered" : "")) { folder, breakage in
            let fileURL = folder.appending("catalogue.json")
            if breakage == .reading { try folder.write("invalid data", to: "catalogue.json") }
            let documents = UniqueDocuments.catalogue(salt: .random(in: 1...1_000_000_000))
            return ReaderPlace(
                makeStore: { StoreUnderTest(FileDocumentStore<CatalogueCacheDocument>(fileURL: fileURL), documents: documents) },
                makeReader: {
                    ReaderUnderTest(
                        FileDocumentStore<CatalogueIndexDocument>(fileURL: fileURL), remembering: remembering,
                        documents: { CatalogueIndexDocument.project(documents($0)) })
                })
        }
    }

    private static func catalogueIndexInMemory(remembering: Bool) -> ReaderSubject {
        ReaderSubject(testDescription: "catalogue index in memory" + (remembering ? ", remembered" : "")) { _, breakage in
            guard breakage == .none else { return nil }
            let documents = UniqueDocuments.catalogue(salt: .random(in: 1...1_000_000_000))
            let first = InMemoryDocumentStore<CachedCatalogue>()
            return ReaderPlace(
                makeStore: { StoreUnderTest(InMemoryDocumentStore(sharingDocumentOf: first), documents: documents) },
                makeReader: {
                    let reader = ProjectedDocumentReader(
                        InMemoryDocumentStore(sharingDocumentOf: first), projectedBy: CatalogueIndexDocument.project)
                    return ReaderUnderTest(reader, remembering: remembering, documents: { CatalogueIndexDocument.project(documents($0)) })
                })
        }
    }
}

/// Where one test's document lives: stores over it save, readers read their projection of it.
struct ReaderPlace: Sendable {
    let makeStore: @Sendable () -> StoreUnderTest
    let makeReader: @Sendable () -> ReaderUnderTest
}

/// A reader whose document type the suite need not know: it tells which numbered document's
/// projection it found.
struct ReaderUnderTest: Sendable {
    private let retrieving: @Sendable () async -> RetrievalOutcome
    private let deletingIfUnchanged: @Sendable () async -> Result<Bool, any Error>

    init<Document: Equatable & Sendable>(
        _ reader: any DocumentReader<Document>, remembering: Bool, documents: @escaping @Sendable (Int) -> Document
    ) {
        let reader: any DocumentReader<Document> = remembering ? RememberingDocumentReader(reader) : reader
        retrieving = {
            do {
                guard let document = try await reader.retrieve() else { return .empty }
                return (1...StoreUnderTest.documentCount).first { documents($0) == document }.map(RetrievalOutcome.found) ?? .unknown
            } catch {
                return .failure
            }
        }
        deletingIfUnchanged = {
            do {
                return .success(try await reader.deleteIfUnchanged())
            } catch {
                return .failure(error)
            }
        }
    }

    func retrieve() async -> RetrievalOutcome {
        await retrieving()
    }

    func deleteIfUnchanged() async -> Result<Bool, any Error> {
        await deletingIfUnchanged()
    }
}
