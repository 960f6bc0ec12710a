import CatalogueFeature
internal import JSONBytes

/// Reads an index entry as a question about one drink needs it: its `id` and `name`, every other member
/// stepped over. Written out rather than as an `ObjectSchema`, whose key paths and generic members a process
/// pays to set up before its first entry: for one drink that cost more than reading the whole index.
enum DrinkDirectoryEntryReader {
    /// The entry at depth 3 of the document, or nil when it is no object with an integer `id` and a string `name`;
    /// of a repeated key the first counts, as for the index's own schema.
    static func read(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> DrinkDirectoryEntry? {
        var id = Member<Int>.missing
        var name = Member<String>.missing
        var hasUnreadableKey = false
        let isObject = try scanner.object(depth: 3) { scanner, key throws(JSONSyntaxError) in
            // Spelled out key by key: a `JSONObjectKey` match lists the cases anew for every key it compares.
            switch (scanner.token(key, spells: "id"), scanner.token(key, spells: "name")) {
            case (true?, _) where id.isMissing: id = try scanner.integerMember(depth: 4)
            case (_, true?) where name.isMissing: name = try scanner.stringMember(depth: 4)
            case (nil, _), (_, nil):
                hasUnreadableKey = true
                try scanner.skipValue(depth: 4)
            default: try scanner.skipValue(depth: 4)
            }
        }
        guard isObject, !hasUnreadableKey, case let .valid(id) = id, case let .valid(name) = name else { return nil }
        return DrinkDirectoryEntry(id: id, name: name)
    }

}
