import BarFeature
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
enum BarDocument {
    static let version = 1

    static func encode(_ ingredients: [LocalBarIngredient]) -> [UInt8] {
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

    /// The ingredients in their saved order, or nil when the bytes are not a version 1 document.
    static func decode(_ bytes: some ContiguousBytes) -> [LocalBarIngredient]? {
        bytes.withUnsafeBytes { buffer in
            var scanner = JSONByteScanner(buffer.assumingMemoryBound(to: UInt8.self))
            return try? scanner.barDocument()
        }
    }
}

private enum BarDocumentKey: JSONObjectKey {
    case version, ingredients

    var spelling: StaticString {
        switch self {
        case .version: "version"
        case .ingredients: "ingredients"
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
            switch match(try scanKey(), as: BarDocumentKey.self) {
            case .known(.version) where version == nil:
                version = try barVersion()
            case .known(.ingredients) where ingredients == nil:
                ingredients = try barIngredients()
            case .known, .unknown, .unreadable:
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
