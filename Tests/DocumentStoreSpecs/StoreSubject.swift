import FileStorage
import Foundation
import StoreCore
import TestSupport
import Testing

/// One kind of store the contract is stated for. Swift Testing cannot run a suite for each type, so
/// the suite runs each spec for each subject, and a subject makes its stores as `StoreUnderTest`s.
struct StoreSubject: Sendable, CustomTestStringConvertible {
    let testDescription: String
    /// A place for one test's document in `folder`, broken as asked: nil when this kind of store cannot be.
    let makePlace: @Sendable (_ folder: TemporaryDirectory, _ breakage: Breakage) throws -> StorePlace?
}

/// Where one test's document lives.
struct StorePlace: Sendable {
    /// A new store over the place's document: a second one stands for another process.
    let makeStore: @Sendable () -> StoreUnderTest
}

/// How a place is made to fail.
enum Breakage: Sendable {
    case none
    /// Its document cannot be read: the file is corrupt.
    case reading
    /// No document can be saved: the folder cannot be made.
    case writing
    /// Its document cannot be deleted, nor replaced: a folder with a file in it stands at its path.
    case deleting
}

extension StoreSubject {
    /// A file store of documents in `Codec`'s form, named `fileName` in the place's folder.
    static func file<Codec: DocumentCodec>(
        _ codec: Codec.Type,
        named fileName: String,
        documents: @escaping @Sendable (_ salt: Int) -> @Sendable (Int) -> Codec.Document,
        remembering: Bool
    ) -> StoreSubject where Codec.Document: Equatable {
        StoreSubject(testDescription: "\(fileName) on disk" + (remembering ? ", remembered" : "")) { folder, breakage in
            let fileURL = try path(of: fileName, in: folder, brokenFor: breakage)
            let documents = documents(.random(in: 1...1_000_000_000))
            return StorePlace {
                erase(FileDocumentStore<Codec>(fileURL: fileURL), documents: documents, remembering: remembering)
            }
        }
    }

    /// An in-memory store of `Document`s, which nothing can break.
    static func inMemory<Document: Equatable & Sendable>(
        _ kind: String,
        documents: @escaping @Sendable (_ salt: Int) -> @Sendable (Int) -> Document,
        remembering: Bool
    ) -> StoreSubject {
        StoreSubject(testDescription: "\(kind) in memory" + (remembering ? ", remembered" : "")) { _, breakage in
            guard breakage == .none else { return nil }
            let documents = documents(.random(in: 1...1_000_000_000))
            let first = InMemoryDocumentStore<Document>()
            return StorePlace {
                erase(InMemoryDocumentStore(sharingDocumentOf: first), documents: documents, remembering: remembering)
            }
        }
    }

    private static func erase<Store: DocumentStore & AnyObject>(
        _ store: Store,
        documents: @escaping @Sendable (Int) -> Store.Document,
        remembering: Bool
    ) -> StoreUnderTest where Store.Document: Equatable {
        remembering ? StoreUnderTest(RememberingDocumentStore(store), documents: documents) : StoreUnderTest(store, documents: documents)
    }

    private static func path(of fileName: String, in folder: TemporaryDirectory, brokenFor breakage: Breakage) throws -> URL {
        switch breakage {
        case .none:
            return folder.appending(fileName)
        case .reading:
            try folder.write("invalid data", to: fileName)
            return folder.appending(fileName)
        case .writing:
            // Tests run as root too, where permission bits stop nothing: a regular file where the
            // folder should be stops every write structurally.
            try folder.write("not a directory", to: "regular-file")
            return folder.appending("regular-file/\(fileName)")
        case .deleting:
            // A non-empty folder cannot be unlinked, or renamed over, even by root.
            try folder.write("a file that must survive", to: "\(fileName)/kept")
            return folder.appending(fileName)
        }
    }
}
