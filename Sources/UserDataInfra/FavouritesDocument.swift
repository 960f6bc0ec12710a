import FavouritesFeature
import FileStorage
import Foundation
internal import JSONBytes

/// The favourites' JSON form, version 1:
///
///     {"version":1,"favourites":[{"id":<Int>,"name":<String>,"rating":<Int>|null,"note":<String>|null}, ...]}
///
/// The favourites are the user's own, so, as with the bar, nothing that is not exactly this is guessed
/// at: another version, a missing, repeated or unknown member, a value of the wrong kind, a byte order
/// mark or bytes that are not strict UTF-8 JSON make the whole file unreadable, and the store leaves it
/// alone. Whitespace between tokens is allowed, so a hand-edited file still reads.
public enum FavouritesDocument: DocumentCodec {
    static let version = 1

    public static func encode(_ favourites: [LocalFavourite]) -> [UInt8] {
        let capacity = favourites.reduce(32) { $0 + $1.name.utf8.count + ($1.note?.utf8.count ?? 0) + 64 }
        var writer = JSONByteWriter(reservingCapacity: capacity)
        writer.appendRaw("{\"version\":")
        writer.appendInteger(version)
        writer.appendRaw(",\"favourites\":[")
        for (index, favourite) in favourites.enumerated() {
            if index > 0 { writer.appendRaw(",") }
            writer.appendRaw("{\"id\":")
            writer.appendInteger(favourite.id)
            writer.appendRaw(",\"name\":")
            writer.appendString(favourite.name)
            writer.appendRaw(",\"rating\":")
            if let rating = favourite.rating { writer.appendInteger(rating) } else { writer.appendRaw("null") }
            writer.appendRaw(",\"note\":")
            if let note = favourite.note { writer.appendString(note) } else { writer.appendRaw("null") }
            writer.appendRaw("}")
        }
        writer.appendRaw("]}")
        return writer.bytes
    }

    /// The favourites in their saved order.
    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> [LocalFavourite] {
        var scanner = JSONByteScanner(bytes.assumingMemoryBound(to: UInt8.self))
        do {
            return try scanner.favouritesDocument()
        } catch {
            throw .unreadable
        }
    }

    /// The favourites' own error, naming the file: favourites that cannot be read are never overwritten,
    /// and the user learns which file to look at.
    public static func error(for failure: FileDocumentError) -> any Error {
        switch failure {
        case .unreadable, .unsupportedVersion: FavouritesStoreError.unreadable(location: failure.path)
        case .systemCallFailed: FavouritesStoreError.unwritable(location: failure.path)
        }
    }
}

extension JSONByteScanner {
    /// Throws at the first byte that does not fit, whether it breaks JSON or only the schema.
    fileprivate mutating func favouritesDocument() throws(JSONSyntaxError) -> [LocalFavourite] {
        try consume(ASCII.openBrace)
        var version: Int?
        var favourites: [LocalFavourite]?
        repeat {
            let key = try scanKey()
            if version == nil, token(key, spells: "version") == true {
                version = try integer()
            } else if favourites == nil, token(key, spells: "favourites") == true {
                favourites = try favouriteList()
            } else {
                throw syntaxError
            }
        } while try continues(closingWith: ASCII.closeBrace)
        try expectEnd()
        guard version == FavouritesDocument.version, let favourites else { throw syntaxError }
        return favourites
    }

    private mutating func favouriteList() throws(JSONSyntaxError) -> [LocalFavourite] {
        try consume(ASCII.openBracket)
        var favourites: [LocalFavourite] = []
        if consumeIfPresent(ASCII.closeBracket) { return favourites }
        repeat {
            favourites.append(try favourite())
        } while try continues(closingWith: ASCII.closeBracket)
        return favourites
    }

    /// Every member once, in any order; `rating` and `note` may be null.
    private mutating func favourite() throws(JSONSyntaxError) -> LocalFavourite {
        try consume(ASCII.openBrace)
        var id: Int?
        var name: String?
        var rating: Int??
        var note: String??
        repeat {
            let key = try scanKey()
            if id == nil, token(key, spells: "id") == true {
                id = try integer()
            } else if name == nil, token(key, spells: "name") == true {
                name = try string()
            } else if rating == nil, token(key, spells: "rating") == true {
                rating = .some(try nullOr { (scanner: inout JSONByteScanner) throws(JSONSyntaxError) in try scanner.integer() })
            } else if note == nil, token(key, spells: "note") == true {
                note = .some(try nullOr { (scanner: inout JSONByteScanner) throws(JSONSyntaxError) in try scanner.string() })
            } else {
                throw syntaxError
            }
        } while try continues(closingWith: ASCII.closeBrace)
        guard let id, let name, let rating, let note else { throw syntaxError }
        return LocalFavourite(id: id, name: name, rating: rating, note: note)
    }

    /// A plain integer literal: `1.0` or `1e0` is not one this store writes.
    private mutating func integer() throws(JSONSyntaxError) -> Int {
        guard let byte = peekAfterWhitespace(), byte == ASCII.minus || ASCII.digits.contains(byte) else { throw syntaxError }
        let token = try scanNumber()
        guard token.isInteger, let value = JSONNumberLiteral.integer(bytes(of: token), isInteger: true) else { throw syntaxError }
        return value
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        guard peekAfterWhitespace() == ASCII.quote, let text = text(of: try scanString()) else { throw syntaxError }
        return text
    }

    private mutating func nullOr<Value>(
        _ scan: (inout JSONByteScanner) throws(JSONSyntaxError) -> Value
    ) throws(JSONSyntaxError) -> Value? {
        if peekAfterWhitespace() == ASCII.lowercaseN {
            try scanNull()
            return nil
        }
        return try scan(&self)
    }
}
