import CatalogueFeature
internal import JSONBytes

/// The entries of the catalogue's index, one for each drink, in the drinks' order:
///
///     {"id":<Int>,"name":<String>,"ingredients":[<String>, ...],"category":<String>,"alcoholic":<String>,
///      "glass":<String>,"iba":<String>}
///
/// Every member is always there, the kinds (category, alcoholic, glass and IBA list) `null` when the drink
/// has none; read, none may be missing or of another type, and only the kinds may be null. An older dringo's
/// entries, without the kinds, are thus not in this form, and its index is made anew from the drinks.
enum DrinkIndexSchema: ObjectSchema {
    static let members: [SchemaMember<LocalIndexedDrink, DrinkIndexMembers>] = [
        .value("id", \.id, \.id),
        .value("name", \.name, \.name),
        .list(
            "ingredients", \.ingredientNames, \.ingredientNames, writeItem: { name, writer in writer.appendString(name) },
            readItem: { scanner, depth throws(JSONSyntaxError) in
                guard case let .valid(name) = try scanner.stringMember(depth: depth) else { return nil }
                return name
            }),
        .nullableText("category", \.category, \.category),
        .nullableText("alcoholic", \.alcoholic, \.alcoholic),
        .nullableText("glass", \.glass, \.glass),
        .nullableText("iba", \.iba, \.iba),
    ]

    static func element(from met: DrinkIndexMembers) -> LocalIndexedDrink? {
        guard !met.hasUnreadableKey, case let .valid(id) = met.id, case let .valid(name) = met.name,
            case let .valid(ingredientNames) = met.ingredientNames, case let .valid(category) = met.category,
            case let .valid(alcoholic) = met.alcoholic, case let .valid(glass) = met.glass, case let .valid(iba) = met.iba
        else { return nil }
        return LocalIndexedDrink(
            id: id, name: name, ingredientNames: ingredientNames, category: category, alcoholic: alcoholic, glass: glass, iba: iba)
    }

    /// The index's member, made from the drinks as `LocalIndexedDrink` makes an entry.
    static func writeIndex(of drinks: [LocalDrink], to writer: inout JSONByteWriter) {
        writeArray(indexKey, of: drinks, to: &writer) { drink, writer in write(LocalIndexedDrink(drink), to: &writer) }
    }

    /// The directory's member: each drink's id and name, in the drinks' order, as `DrinkDirectoryEntryReader` reads
    /// them, so that a question about one drink finds it without reading the index's other members.
    static func writeDirectory(of drinks: [LocalDrink], to writer: inout JSONByteWriter) {
        writeArray(directoryKey, of: drinks, to: &writer) { drink, writer in
            writer.appendRaw("{\"id\":")
            writer.appendInteger(drink.id)
            writer.appendRaw(",\"name\":")
            writer.appendString(drink.name)
            writer.appendRaw("}")
        }
    }

    /// For each drink, in their order, how many bytes from its opening brace to the end of the document:
    /// counted from the end, because the members before the drinks are written after them.
    static func writeDistancesToEnd(_ distances: [Int], to writer: inout JSONByteWriter) {
        writeArray(distancesToEndKey, of: distances, to: &writer) { distance, writer in writer.appendInteger(distance) }
    }

    /// `"key":[element,element,…],`, a member of the document followed by more.
    private static func writeArray<Element>(
        _ key: StaticString, of elements: [Element], to writer: inout JSONByteWriter,
        element write: (Element, inout JSONByteWriter) -> Void
    ) {
        writer.appendRaw("\"")
        writer.appendRaw(key)
        writer.appendRaw("\":")
        writer.appendList(elements, item: write)
        writer.appendRaw(",")
    }

    /// The index's key in the catalogue's document.
    static var indexKey: StaticString { "index" }

    /// The directory's key in the catalogue's document.
    static var directoryKey: StaticString { "directory" }

    /// The key of the drinks' distances to the document's end.
    static var distancesToEndKey: StaticString { "drinksFromEnd" }
}

/// One index entry's members as the decoder met them.
struct DrinkIndexMembers: ObjectMembers {
    var id = Member<Int>.missing
    var name = Member<String>.missing
    var ingredientNames = Member<[String]>.missing
    var category = Member<String?>.missing
    var alcoholic = Member<String?>.missing
    var glass = Member<String?>.missing
    var iba = Member<String?>.missing
    var hasUnreadableKey = false
}
