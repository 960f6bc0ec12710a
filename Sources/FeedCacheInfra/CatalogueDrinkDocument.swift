import CatalogueFeature
import FileStorage
import Foundation
internal import JSONBytes

/// Reads the catalogue's document for a question about one drink: its index, then only the drinks asked
/// for, each straight from where the index's distances put it, so the other drinks are never decoded.
///
/// It goes straight to a drink only in a document whose checksum holds, that is exactly as a save wrote it,
/// so that it then answers as reading the whole document would; and each drink read is checked against
/// its entry. Any other document (an older dringo's, without the distances or the checksum; one changed
/// since) is read whole.
public enum CatalogueDrinkDocument: CatalogueProjection {
    public static func project(_ catalogue: CachedCatalogue) -> CachedDrinkDirectory {
        catalogue.drinkDirectory
    }

    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> CachedDrinkDirectory {
        try decode(Data(bytes))
    }

    /// Keeps the file's contents, whose drinks it reads when asked, rather than a copy of them.
    public static func decode(_ data: Data) throws(DocumentCodecError) -> CachedDrinkDirectory {
        if let directory = directoryIfSealed(data) { return directory }
        return try data.withUnsafeBytes { bytes in
            Result { () throws(DocumentCodecError) in try decodeWhole(bytes) }
        }.get()
    }

    /// The directory over the document's own bytes, when its checksum holds and its index and distances fit.
    private static func directoryIfSealed(_ document: Data) -> CachedDrinkDirectory? {
        let read = document.withUnsafeBytes { bytes -> (index: [DrinkDirectoryEntry], starts: [Int], savedAt: Date)? in
            guard DocumentChecksum.verifies(bytes) else { return nil }
            var scanner = JSONByteScanner(bytes.assumingMemoryBound(to: UInt8.self))
            guard
                let header = try? CatalogueIndexHeader(from: &scanner, readingDistancesToEnd: true, entry: DrinkDirectoryEntryReader.read),
                let savedAt = header.savedAt, let entries = entries(in: header), case let .valid(distances) = header.distancesToEnd,
                distances.count == entries.count
            else { return nil }
            return (entries, distances.map { bytes.count - $0 }, savedAt)
        }
        guard let (index, starts, savedAt) = read else { return nil }
        // Each drink after the one before it, and all inside the document.
        guard zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 }), starts.allSatisfy({ (1..<document.count).contains($0) }) else {
            return nil
        }
        let directory = LocalDrinkDirectory(
            entries: index,
            index: { document.withUnsafeBytes { try? CatalogueIndexDocument.decode($0).resource } },
            drinkAt: { position in starts.indices.contains(position) ? drink(startingAt: starts[position], in: document) : nil })
        return CachedDrinkDirectory(directory, timestamp: savedAt)
    }

    /// The directory's entries, or an older dringo's index's, which has none.
    private static func entries(in header: CatalogueIndexHeader<DrinkDirectoryEntry>) -> [DrinkDirectoryEntry]? {
        switch (header.directory, header.index) {
        case let (.valid(entries), _), let (.missing, .valid(entries)): entries
        default: nil
        }
    }

    /// The drink whose object starts at `start`, nil when none does.
    private static func drink(startingAt start: Int, in document: Data) -> LocalDrink? {
        document.withUnsafeBytes { document in
            var scanner = JSONByteScanner(UnsafeBufferPointer(rebasing: document.assumingMemoryBound(to: UInt8.self)[start...]))
            return try? DrinkSchema.read(from: &scanner, depth: 3)
        }
    }
}
