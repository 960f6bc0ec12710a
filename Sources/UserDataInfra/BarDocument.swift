import BarFeature
import FileStorage
import Foundation
internal import JSONBytes

/// The bar's JSON form, version 1:
///
///     {"version":1,"ingredients":[<String>, ...]}
///
/// The bar is the user's own list, so nothing that is not exactly this is guessed at: another
/// version, a missing, repeated or unknown member, a non-string name, a byte order mark or bytes
/// that are not strict UTF-8 JSON make the whole file unreadable, and the store leaves it alone.
/// Whitespace between tokens is allowed, so a hand-edited file still reads.
public enum BarDocument: DocumentCodec {
    static let version = 1

    public static func encode(_ ingredients: [LocalBarIngredient]) -> [UInt8] {
        var writer = JSONByteWriter(reservingCapacity: ingredients.reduce(32) { $0 + $1.name.utf8.count + 3 })
        writer.appendRaw("{\"version\":")
        writer.appendInteger(version)
        writer.appendRaw(",\"ingredients\":[")
        for (index, ingredient) in ingredients.enumerated() {
            if index > 0 { writer.appendRaw(",") }
            writer.appendString(ingredient.name)
        }
        writer.appendRaw("]}")
        return writer.bytes
    }

    /// The ingredients in their saved order.
    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> [LocalBarIngredient] {
        var scanner = JSONByteScanner(bytes.assumingMemoryBound(to: UInt8.self))
        do {
            return try scanner.barDocument()
        } catch {
            throw .unreadable
        }
    }

    /// The bar's own error, naming the file: a bar that cannot be read is never overwritten, and the
    /// user learns which file to look at.
    public static func error(for failure: FileDocumentError) -> any Error {
        switch failure {
        case .unreadable, .unsupportedVersion: BarStoreError.unreadable(location: failure.path)
        case .systemCallFailed: BarStoreError.unwritable(location: failure.path)
        }
    }
}

extension JSONByteScanner {
    /// Throws at the first byte that does not fit, whether it breaks JSON or only the schema.
    fileprivate mutating func barDocument() throws(JSONSyntaxError) -> [LocalBarIngredient] {
        try consume(ASCII.openBrace)
        var version: Int?
        var ingredients: [LocalBarIngredient]?
        repeat {
            // A key that is no string, an unknown one or a repeated one is no bar's.
            let key = try scanKey()
            if version == nil, token(key, spells: "version") == true {
                version = try barVersion()
            } else if ingredients == nil, token(key, spells: "ingredients") == true {
                ingredients = try barIngredients()
            } else {
                throw syntaxError
            }
        } while try continues(closingWith: ASCII.closeBrace)
        try expectEnd()
        guard version == BarDocument.version, let ingredients else { throw syntaxError }
        return ingredients
    }

    /// A plain integer literal: `1.0` or `1e0` is no version this store writes.
    private mutating func barVersion() throws(JSONSyntaxError) -> Int {
        guard let byte = peekAfterWhitespace(), byte == ASCII.minus || ASCII.digits.contains(byte) else { throw syntaxError }
        let token = try scanNumber()
        guard token.isInteger, let value = JSONNumberLiteral.integer(bytes(of: token), isInteger: true) else { throw syntaxError }
        return value
    }

    private mutating func barIngredients() throws(JSONSyntaxError) -> [LocalBarIngredient] {
        try consume(ASCII.openBracket)
        var ingredients: [LocalBarIngredient] = []
        if consumeIfPresent(ASCII.closeBracket) { return ingredients }
        repeat {
            guard peekAfterWhitespace() == ASCII.quote, let name = text(of: try scanString()) else { throw syntaxError }
            ingredients.append(LocalBarIngredient(name: name))
        } while try continues(closingWith: ASCII.closeBracket)
        return ingredients
    }
}
