import CatalogueFeature
import FeedCacheInfra
import FileStorage
import Foundation

/// `OD-6`, `OD-7`: reads a catalogue document for one drink, as it is and with its checksum forged to hold,
/// and says where that read parts from reading the document whole.
enum OneDrinkCheck {
    static func problems(readingOneDrinkOf data: Data) -> [String] {
        problems(in: data, isForged: false) + problems(in: ReferenceChecksum.resealed(data), isForged: true)
    }

    /// As it is, the read fails and answers exactly as the whole document's. Forged, it may read what the
    /// whole document's reader refuses, but never fails where that one succeeds, dates the drinks as it
    /// does, and never gives a drink for another's entry.
    private static func problems(in data: Data, isForged: Bool) -> [String] {
        let whole = data.withUnsafeBytes { bytes in Result { () throws(DocumentCodecError) in try CatalogueCacheDocument.decode(bytes) } }
        let alone = data.withUnsafeBytes { bytes in Result { () throws(DocumentCodecError) in try CatalogueDrinkDocument.decode(bytes) } }
        let label = isForged ? "forged" : "as it is"
        switch (whole, alone) {
        case let (.success(catalogue), .success(directory)):
            if directory.timestamp != catalogue.timestamp {
                return ["\(label): the drinks read alone are dated \(directory.timestamp), the catalogue \(catalogue.timestamp)"]
            }
            let entries = directory.resource.entries
            let misfits = entries.indices.filter { position in
                directory.resource.drink(at: position).map { DrinkDirectoryEntry($0) != entries[position] } ?? false
            }
            if !misfits.isEmpty { return ["\(label): the drinks at \(misfits) do not fit their entries"] }
            if !isForged,
                entries != catalogue.index.resource.map({ DrinkDirectoryEntry(id: $0.id, name: $0.name) })
                    || entries.indices.map(directory.resource.drink(at:)) != catalogue.drinks
            {
                return ["\(label): the drinks read alone are not the catalogue's"]
            }
            return []
        case let (.success, .failure(error)):
            return ["\(label): the drinks read alone failed with \(error) where the whole document was read"]
        case let (.failure(wholeError), .failure(error)) where wholeError != error:
            return ["\(label): the drinks read alone failed with \(error), the whole document with \(wholeError)"]
        case let (.failure(wholeError), .success(directory)) where !isForged:
            return [
                "\(label): the drinks read alone gave \(directory.resource.entries.count) entries where the whole failed with \(wholeError)"
            ]
        default:
            return []
        }
    }
}
