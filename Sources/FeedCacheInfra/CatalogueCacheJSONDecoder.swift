import CatalogueFeature
import Foundation
internal import JSONBytes

/// Reads a catalogue document in one pass over its bytes, deciding what `JSONDecoder` decides with
/// the Codable DTOs the test suite keeps as the reference, by the feed decoder's rules:
/// - members may come in any order, with whitespace and unknown members; of a repeated key the first counts;
/// - `version` is judged first, so a well-formed document of another version is `unsupportedVersion`
///   whatever else it holds;
/// - a text and the translations may be missing or null; the ingredients may not;
/// - one drink that does not fit the schema spoils the whole document.
///
/// Like the feed decoder, it is stricter than `JSONDecoder` with bytes that are not JSON.
struct CatalogueCacheJSONDecoder {
    private var scanner: JSONByteScanner

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileSystemCatalogueStore.Error) -> CachedCatalogue {
        var decoder = CatalogueCacheJSONDecoder(scanner: JSONByteScanner(bytes))
        let members: CatalogueDocumentMembers
        do {
            members = try decoder.document()
        } catch {
            throw .unreadableCache
        }
        return try members.cachedCatalogue()
    }

    /// Reads the whole document, so that a syntax error anywhere makes it unreadable before its version is looked at.
    private mutating func document() throws(JSONSyntaxError) -> CatalogueDocumentMembers {
        scanner.skipByteOrderMark()
        try scanner.consume(ASCII.openBrace)
        var members = CatalogueDocumentMembers()
        if !scanner.consumeIfPresent(ASCII.closeBrace) {
            repeat {
                let key = try scanner.scanKey()
                // `JSONDecoder` reads every key of the document before any value.
                switch scanner.match(key, as: CatalogueDocumentKey.self) {
                case .unreadable:
                    throw scanner.syntaxError
                case .known(.version) where members.version.isMissing:
                    members.version = try scanner.integerMember(depth: 2)
                case .known(.timestamp) where members.timestamp.isMissing:
                    members.timestamp = try scanner.doubleMember(depth: 2)
                case .known(.drinks) where members.drinks.isMissing:
                    members.drinks = try drinks(building: members.mayBeVersion1)
                case .known, .unknown:
                    try scanner.skipValue(depth: 2)
                }
            } while try scanner.continues(closingWith: ASCII.closeBrace)
        }
        try scanner.expectEnd()
        return members
    }

    /// The drinks, or `.invalid` once one of them is; the rest are then only checked for syntax.
    private mutating func drinks(building: Bool) throws(JSONSyntaxError) -> Member<[LocalDrink]> {
        try array(depth: 2, building: building) { decoder throws(JSONSyntaxError) in try decoder.drink() }
    }

    /// One drink, or nil when it does not fit the schema; either way the whole value is consumed.
    private mutating func drink() throws(JSONSyntaxError) -> LocalDrink? {
        var members = DrinkMembers()
        let isObject = try object(depth: 3) { decoder, key throws(JSONSyntaxError) in
            switch decoder.scanner.match(key, as: DrinkKey.self) {
            case .known(.id) where members.id.isMissing:
                members.id = try decoder.scanner.integerMember(depth: 4)
            case .known(.name) where members.name.isMissing:
                members.name = try decoder.scanner.stringMember(depth: 4)
            case .known(.category) where members.category.isMissing:
                members.category = try decoder.scanner.optionalStringMember(depth: 4)
            case .known(.alcoholic) where members.alcoholic.isMissing:
                members.alcoholic = try decoder.scanner.optionalStringMember(depth: 4)
            case .known(.glass) where members.glass.isMissing:
                members.glass = try decoder.scanner.optionalStringMember(depth: 4)
            case .known(.instructions) where members.instructions.isMissing:
                members.instructions = try decoder.scanner.optionalStringMember(depth: 4)
            case .known(.translatedInstructions) where members.translatedInstructions.isMissing:
                members.translatedInstructions = try decoder.translations()
            case .known(.ingredients) where members.ingredients.isMissing:
                members.ingredients = try decoder.array(depth: 4, building: true) { decoder throws(JSONSyntaxError) in
                    try decoder.ingredient()
                }
            case .known(.imageURL) where members.imageURL.isMissing:
                members.imageURL = try decoder.scanner.optionalStringMember(depth: 4)
            case .unreadable:
                members.hasUnreadableKey = true
                try decoder.scanner.skipValue(depth: 4)
            case .known, .unknown:
                try decoder.scanner.skipValue(depth: 4)
            }
        }
        return isObject ? members.drink() : nil
    }

    /// One ingredient, or nil when it does not fit the schema.
    private mutating func ingredient() throws(JSONSyntaxError) -> LocalDrinkIngredient? {
        var members = DrinkIngredientMembers()
        let isObject = try object(depth: 5) { decoder, key throws(JSONSyntaxError) in
            switch decoder.scanner.match(key, as: DrinkIngredientKey.self) {
            case .known(.name) where members.name.isMissing:
                members.name = try decoder.scanner.stringMember(depth: 6)
            case .known(.measure) where members.measure.isMissing:
                members.measure = try decoder.scanner.optionalStringMember(depth: 6)
            case .unreadable:
                members.hasUnreadableKey = true
                try decoder.scanner.skipValue(depth: 6)
            case .known, .unknown:
                try decoder.scanner.skipValue(depth: 6)
            }
        }
        return isObject ? members.ingredient() : nil
    }

    /// The translations by language code, nil for `null`; a value that is not a string, or a code
    /// that is no string at all, makes them unusable. Of a repeated code the first counts.
    private mutating func translations() throws(JSONSyntaxError) -> Member<[String: String]?> {
        if try scanner.consumeNullIfPresent() { return .valid(nil) }
        var translations: [String: String] = [:]
        var isValid = true
        let isObject = try object(depth: 4) { decoder, key throws(JSONSyntaxError) in
            guard isValid, let code = decoder.scanner.text(of: key) else {
                isValid = false
                return try decoder.scanner.skipValue(depth: 5)
            }
            guard case let .valid(text) = try decoder.scanner.stringMember(depth: 5) else {
                isValid = false
                return
            }
            if translations[code] == nil { translations[code] = text }
        }
        return isObject && isValid ? .valid(translations) : .invalid
    }

    // MARK: - Containers

    /// Reads an object member by member, handing each key to `member`, which must consume the value.
    /// False when the value is not an object, which is then skipped.
    private mutating func object(
        depth: Int, member: (inout Self, JSONStringToken) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) -> Bool {
        guard scanner.peekAfterWhitespace() == ASCII.openBrace else {
            try scanner.skipValue(depth: depth)
            return false
        }
        try scanner.consume(ASCII.openBrace)
        if !scanner.consumeIfPresent(ASCII.closeBrace) {
            repeat {
                try member(&self, try scanner.scanKey())
            } while try scanner.continues(closingWith: ASCII.closeBrace)
        }
        return true
    }

    /// Reads an array, `.invalid` once an element is nil or when it is no array; the rest is then
    /// only checked for syntax.
    private mutating func array<Element>(
        depth: Int, building: Bool, element: (inout Self) throws(JSONSyntaxError) -> Element?
    ) throws(JSONSyntaxError) -> Member<[Element]> {
        guard scanner.peekAfterWhitespace() == ASCII.openBracket else {
            try scanner.skipValue(depth: depth)
            return .invalid
        }
        try scanner.consume(ASCII.openBracket)
        var elements: [Element] = []
        var isValid = building
        if !scanner.consumeIfPresent(ASCII.closeBracket) {
            repeat {
                if isValid, let next = try element(&self) {
                    elements.append(next)
                } else {
                    if isValid { isValid = false } else { try scanner.skipValue(depth: depth + 1) }
                }
            } while try scanner.continues(closingWith: ASCII.closeBracket)
        }
        return isValid ? .valid(elements) : .invalid
    }
}
