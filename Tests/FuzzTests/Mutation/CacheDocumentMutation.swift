import TestSupport

/// Mutations that know the feed cache's `{"version", "timestamp", "items": [...]}` schema.
enum CacheDocumentMutation: CaseIterable, StructureMutation {
    case oddVersion
    case oddTimestamp
    case itemsOfAnotherType
    case oddItemID
    case oddItemName
    case oddItemDescription
    case oddItemImageURL
    case removeItemField
    case removeTopLevelMember

    func apply(to document: inout JSONValue, using generator: inout SplitMix64) {
        switch self {
        case .oddVersion:
            let version: JSONValue =
                generator.oneIn(2)
                ? .number(generator.pick(["0", "2", "-1", "1.0", "1.5", "1e0", "99", "9223372036854775808"]))
                : OddValues.any(using: &generator)
            document.setMember("version", to: version)
        case .oddTimestamp:
            let timestamp: JSONValue =
                generator.oneIn(2)
                ? .number(generator.pick(OddValues.numberLiterals))
                : generator.oneIn(2) ? .string("2024-01-01T00:00:00Z") : OddValues.any(using: &generator)
            document.setMember("timestamp", to: timestamp)
        case .itemsOfAnotherType:
            let items = document["items"] ?? .null
            let replacement: JSONValue =
                switch generator.int(below: 5) {
                case 0: .object([JSONMember(key: "0", value: items)])
                case 1: .array([items])
                case 2: .array([.null, .number("1"), .string("item")])
                case 3: .array([])
                default: OddValues.any(using: &generator)
                }
            document.setMember("items", to: replacement)
        case .oddItemID:
            document.editRandomObject(inListNamed: "items", using: &generator) { item, generator in
                item.setMember("id", to: OddValues.identifier(using: &generator))
            }
        case .oddItemName:
            document.editRandomObject(inListNamed: "items", using: &generator) { item, generator in
                item.setMember("name", to: generator.oneIn(3) ? OddValues.any(using: &generator) : .string(OddText.any(using: &generator)))
            }
        case .oddItemDescription:
            document.editRandomObject(inListNamed: "items", using: &generator) { item, generator in
                item.setMember(
                    "description", to: generator.oneIn(3) ? OddValues.any(using: &generator) : .string(OddText.any(using: &generator)))
            }
        case .oddItemImageURL:
            document.editRandomObject(inListNamed: "items", using: &generator) { item, generator in
                item.setMember("imageURL", to: OddURLs.any(using: &generator))
            }
        case .removeItemField:
            let field = generator.pick(["id", "name", "description", "imageURL"])
            document.editRandomObject(inListNamed: "items", using: &generator) { item, _ in
                item.removeMember(field)
            }
        case .removeTopLevelMember:
            document.removeMember(generator.pick(["version", "timestamp", "items"]))
        }
    }
}
