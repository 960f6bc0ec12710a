import Foundation
import StoreCore

/// A store whose document type the suite need not know: documents are named by number, the
/// subject's document 1, 2, …, each unique and made again the same whenever asked for.
struct StoreUnderTest: Sendable {
    private let retrieving: @Sendable () async -> RetrievalOutcome
    private let saving: @Sendable (_ document: Int) async -> (any Error)?
    private let deleting: @Sendable () async -> (any Error)?
    private let deletingIfUnchanged: @Sendable () async -> Result<Bool, any Error>
    /// The store itself, so a suite can check that it does not outlive the test.
    let reference: any AnyObject & Sendable

    /// How many numbered documents a test may use.
    static let documentCount = 64

    init<Store: DocumentStore & AnyObject>(
        _ store: Store,
        documents: @escaping @Sendable (Int) -> Store.Document
    ) where Store.Document: Equatable {
        reference = store
        retrieving = {
            do {
                guard let document = try await store.retrieve() else { return .empty }
                let number = (1...Self.documentCount).first { isExactly(documents($0), document) }
                return number.map(RetrievalOutcome.found) ?? .unknown
            } catch {
                return .failure
            }
        }
        saving = { number in
            do {
                try await store.save(documents(number))
                return nil
            } catch {
                return error
            }
        }
        deleting = {
            do {
                try await store.delete()
                return nil
            } catch {
                return error
            }
        }
        deletingIfUnchanged = {
            do {
                return .success(try await store.deleteIfUnchanged())
            } catch {
                return .failure(error)
            }
        }
    }

    func retrieve() async -> RetrievalOutcome {
        await retrieving()
    }

    /// The error the save threw, or nil when it succeeded.
    @discardableResult
    func save(_ document: Int) async -> (any Error)? {
        await saving(document)
    }

    /// The error the delete threw, or nil when it succeeded.
    @discardableResult
    func delete() async -> (any Error)? {
        await deleting()
    }

    func deleteIfUnchanged() async -> Result<Bool, any Error> {
        await deletingIfUnchanged()
    }
}

/// What one retrieve delivered.
enum RetrievalOutcome: Equatable, Sendable {
    case empty
    case found(Int)
    /// A document, but none the test saved: torn, mixed, or changed on the way.
    case unknown
    case failure
}

/// Equal, and of the same Unicode scalars: `String`'s `==` would let a store swap é for e and a
/// combining accent. The scalars are compared in any order, as a dictionary's description lists its
/// members in an order of its own.
private func isExactly<Document: Equatable>(_ expected: Document, _ actual: Document) -> Bool {
    expected == actual && scalars(of: expected) == scalars(of: actual)
}

private func scalars(of document: some Any) -> [UInt32] {
    String(reflecting: document).unicodeScalars.map(\.value).sorted()
}
