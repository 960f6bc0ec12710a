import FeedFeature
import Foundation
import Testing

/// What one image retrieve delivered, so outcomes compare with `==` whatever the error.
enum ImageRetrievalOutcome: Equatable {
    case empty
    case found(Data)
    case failure
    case cancelled
}

func imageRetrievalOutcome(of sut: any ImageDataStore, for url: URL) async -> ImageRetrievalOutcome {
    do {
        return try await sut.retrieve(dataForURL: url).map(ImageRetrievalOutcome.found) ?? .empty
    } catch is CancellationError {
        return .cancelled
    } catch {
        return .failure
    }
}

func expect(
    _ sut: any ImageDataStore, toRetrieve expected: ImageRetrievalOutcome, for url: URL, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let outcome = await imageRetrievalOutcome(of: sut, for: url)
    #expect(outcome == expected, "for \(url.absoluteString.prefix(120))", sourceLocation: sourceLocation)
}

func expect(
    _ sut: any ImageDataStore, toRetrieveTwice expected: ImageRetrievalOutcome, for url: URL,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    await expect(sut, toRetrieve: expected, for: url, sourceLocation: sourceLocation)
    await expect(sut, toRetrieve: expected, for: url, sourceLocation: sourceLocation)
}

/// The error the insert threw, or nil when it succeeded.
@discardableResult
func insert(_ data: Data, for url: URL, into sut: any ImageDataStore) async -> (any Error)? {
    do {
        try await sut.insert(data, for: url)
        return nil
    } catch {
        return error
    }
}

/// Runs `operation` in a task that is cancelled before the operation starts, so the outcome never races the cancel.
func inCancelledTask<Result: Sendable>(_ operation: @escaping @Sendable () async -> Result) async -> Result {
    await Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return await operation()
    }.value
}

/// Image bytes no other test uses.
func uniqueImageData() -> Data {
    Data("image \(UUID().uuidString)".utf8)
}

/// An image URL no other test uses.
func uniqueImageURL() -> URL {
    imageURL("https://images.example/drink/\(UUID().uuidString).jpg")
}

func imageURL(_ string: String) -> URL {
    guard let url = URL(string: string) else { preconditionFailure("Invalid test URL \(string)") }
    return url
}
