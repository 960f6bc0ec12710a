import BarFeature
import Foundation

/// Keeps the bar as one small JSON document, `BarDocument`, in the user's data directory.
///
/// An actor, so the side effects of one process run serially. Every replace writes the whole
/// document atomically, so a crash or a concurrent `dringo` process never leaves a torn file.
/// It never removes the file: an empty bar is saved as a document with no ingredients, so
/// `bar clear` leaves a bar that reads back empty and a failed save leaves the old one as it was.
public actor FileSystemBarStore: BarStore {
    /// Where the document lives, such as `<data directory>/bar.json`.
    public nonisolated let fileURL: URL

    /// The file and any missing parent directories are created by the first replace.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// No file is an empty bar. A file that cannot be read or is not a bar document is an error,
    /// and is left exactly as it is for the user to look at.
    public func retrieve() throws -> [LocalBarIngredient] {
        let document: Data?
        do {
            document = try PlainFile.contentsIfPresent(at: fileURL)
        } catch {
            throw BarStoreError.unreadable(location: fileURL.path)
        }
        guard let document else { return [] }
        guard let ingredients = BarDocument.decode(document) else { throw BarStoreError.unreadable(location: fileURL.path) }
        return ingredients
    }

    public func replace(with ingredients: [LocalBarIngredient]) throws {
        do {
            try AtomicFile.replaceContents(of: fileURL, with: BarDocument.encode(ingredients))
        } catch {
            throw BarStoreError.unwritable(location: fileURL.path)
        }
        AbandonedTemporaryFiles.remove(of: fileURL)
    }
}
