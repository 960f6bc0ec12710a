import BarFeature
import FileStorage
import Foundation
internal import JSONBytes

/// The user's substitutes' JSON form, version 1:
///
///     {"version":1,"substitutes":[{"have":<String>,"for":<String>}, ...]}
///
/// They are the user's own, kept beside the bar under its rules: nothing that is not exactly this is
/// guessed at. Another version, a missing, repeated or unknown member, a value of another type, a byte
/// order mark or bytes that are not strict UTF-8 JSON make the whole file unreadable, and the store
/// leaves it alone. Whitespace between tokens is allowed, so a hand-edited file still reads.
public enum SubstitutesDocument: DocumentCodec {
    static let version = 1

    public static func encode(_ substitutes: [LocalIngredientSubstitute]) -> [UInt8] {
        var writer = JSONByteWriter(
            reservingCapacity: substitutes.reduce(32) { $0 + $1.have.utf8.count + $1.wanted.utf8.count + 20 })
        writer.appendRaw("{\"version\":")
        writer.appendInteger(version)
        writer.appendRaw(",\"substitutes\":[")
        for (index, substitute) in substitutes.enumerated() {
            if index > 0 { writer.appendRaw(",") }
            writer.appendRaw("{\"have\":")
            writer.appendString(substitute.have)
            writer.appendRaw(",\"for\":")
            writer.appendString(substitute.wanted)
            writer.appendRaw("}")
        }
        writer.appendRaw("]}")
        return writer.bytes
    }

    /// The substitutes in their saved order.
    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> [LocalIngredientSubstitute] {
        var scanner = JSONByteScanner(bytes.assumingMemoryBound(to: UInt8.self))
        do {
            return try scanner.substitutesDocument()
        } catch {
            throw .unreadable
        }
    }

    /// The bar's error, naming the file: substitutes that cannot be read are never overwritten, and the
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
    fileprivate mutating func substitutesDocument() throws(JSONSyntaxError) -> [LocalIngredientSubstitute] {
        try consume(ASCII.openBrace)
        var version: Int?
        var substitutes: [LocalIngredientSubstitute]?
        repeat {
            // A key that is no string, an unknown one or a repeated one is not this document's.
            let key = try scanKey()
            if version == nil, token(key, spells: "version") == true {
                version = try documentVersion()
            } else if substitutes == nil, token(key, spells: "substitutes") == true {
                substitutes = try substituteList()
            } else {
                throw syntaxError
            }
        } while try continues(closingWith: ASCII.closeBrace)
        try expectEnd()
        guard version == SubstitutesDocument.version, let substitutes else { throw syntaxError }
        return substitutes
    }

    /// A plain integer literal: `1.0` or `1e0` is no version this store writes.
    private mutating func documentVersion() throws(JSONSyntaxError) -> Int {
        guard let byte = peekAfterWhitespace(), byte == ASCII.minus || ASCII.digits.contains(byte) else { throw syntaxError }
        let token = try scanNumber()
        guard token.isInteger, let value = JSONNumberLiteral.integer(bytes(of: token), isInteger: true) else { throw syntaxError }
        return value
    }

    private mutating func substituteList() throws(JSONSyntaxError) -> [LocalIngredientSubstitute] {
        try consume(ASCII.openBracket)
        var substitutes: [LocalIngredientSubstitute] = []
        if consumeIfPresent(ASCII.closeBracket) { return substitutes }
        repeat {
            substitutes.append(try substitute())
        } while try continues(closingWith: ASCII.closeBracket)
        return substitutes
    }

    /// `{"have":<String>,"for":<String>}`, its two members in any order.
    private mutating func substitute() throws(JSONSyntaxError) -> LocalIngredientSubstitute {
        try consume(ASCII.openBrace)
        var have: String?
        var wanted: String?
        repeat {
            let key = try scanKey()
            if have == nil, token(key, spells: "have") == true {
                have = try name()
            } else if wanted == nil, token(key, spells: "for") == true {
                wanted = try name()
            } else {
                throw syntaxError
            }
        } while try continues(closingWith: ASCII.closeBrace)
        guard let have, let wanted else { throw syntaxError }
        return LocalIngredientSubstitute(have: have, for: wanted)
    }

    private mutating func name() throws(JSONSyntaxError) -> String {
        guard peekAfterWhitespace() == ASCII.quote, let name = text(of: try scanString()) else { throw syntaxError }
        return name
    }
}
