import CatalogueFeature
internal import JSONBytes

/// The entries of the catalogue's index, one for each drink, in the drinks' order:
///
///     {"id":<Int>,"name":<String>,"ingredients":[<String>, ...]}
///
/// Every member is always there; read, none may be missing, null or of another type.
enum DrinkIndexSchema: ObjectSchema {
    static let members: [SchemaMember<LocalIndexedDrink, DrinkIndexMembers>] = [
        .value("id", \.id, \.id),
        .value("name", \.name, \.name),
        SchemaMember(
            key: "ingredients", isPresent: { _ in true },
            writeValue: { entry, writer in
                writer.appendRaw("[")
                for (index, name) in entry.ingredientNames.enumerated() {
                    if index > 0 { writer.appendRaw(",") }
                    writer.appendString(name)
                }
                writer.appendRaw("]")
            },
            read: { met, scanner, depth throws(JSONSyntaxError) in
                try met.ingredientNames.fill(from: &scanner, depth: depth) { scanner throws(JSONSyntaxError) in
                    try scanner.array(depth: depth, building: true) { scanner throws(JSONSyntaxError) in
                        guard case let .valid(name) = try scanner.stringMember(depth: depth + 1) else { return nil }
                        return name
                    }
                }
            }),
    ]

    static func element(from met: DrinkIndexMembers) -> LocalIndexedDrink? {
        guard !met.hasUnreadableKey, case let .valid(id) = met.id, case let .valid(name) = met.name,
            case let .valid(ingredientNames) = met.ingredientNames
        else { return nil }
        return LocalIndexedDrink(id: id, name: name, ingredientNames: ingredientNames)
    }

    /// The index's member, made from the drinks as `LocalIndexedDrink` makes an entry.
    static func writeIndex(of drinks: [LocalDrink], to writer: inout JSONByteWriter) {
        writer.appendRaw("\"")
        writer.appendRaw(indexKey)
        writer.appendRaw("\":[")
        for (index, drink) in drinks.enumerated() {
            if index > 0 { writer.appendRaw(",") }
            write(LocalIndexedDrink(drink), to: &writer)
        }
        writer.appendRaw("],")
    }

    /// For each drink, in their order, how many bytes from its opening brace to the end of the document:
    /// counted from the end, because the index before the drinks is written after them.
    static func writeDistancesToEnd(_ distances: [Int], to writer: inout JSONByteWriter) {
        writer.appendRaw("\"")
        writer.appendRaw(distancesToEndKey)
        writer.appendRaw("\":[")
        for (index, distance) in distances.enumerated() {
            if index > 0 { writer.appendRaw(",") }
            writer.appendInteger(distance)
        }
        writer.appendRaw("],")
    }

    /// The index's key in the catalogue's document.
    static var indexKey: StaticString { "index" }

    /// The key of the drinks' distances to the document's end, after the index.
    static var distancesToEndKey: StaticString { "drinksFromEnd" }
}

/// One index entry's members as the decoder met them.
struct DrinkIndexMembers: ObjectMembers {
    var id = Member<Int>.missing
    var name = Member<String>.missing
    var ingredientNames = Member<[String]>.missing
    var hasUnreadableKey = false
}
