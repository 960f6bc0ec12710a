import TestSupport

/// Mutations any JSON document can take, whatever its schema.
enum GenericStructureMutation: CaseIterable, StructureMutation {
    case replaceWithOddValue
    case deleteMember
    case insertMember
    case duplicateKey
    case duplicateArrayElement
    case reorderMembers
    case nestDeeply

    /// The deepest a mutant is nested. The parsers refuse 512 levels; the mutants stay below that
    /// so the decoders, not the parsers' limit, meet them.
    static let maximumNesting = 200

    func apply(to document: inout JSONValue, using generator: inout SplitMix64) {
        switch self {
        case .replaceWithOddValue:
            guard let path = document.randomPath(using: &generator) else { return }
            document.replace(at: path, with: OddValues.any(using: &generator))
        case .deleteMember:
            editObject(in: &document, using: &generator) { members, generator in
                members.remove(at: generator.int(below: members.count))
            }
        case .insertMember:
            editObject(in: &document, using: &generator) { members, generator in
                let member = JSONMember(key: OddText.any(using: &generator), value: OddValues.any(using: &generator))
                members.insert(member, at: generator.int(in: 0...members.count))
            }
        case .duplicateKey:
            // JSONDecoder keeps the first of repeated keys and JSONSerialization the last; either may meet these.
            editObject(in: &document, using: &generator) { members, generator in
                let key = generator.pick(members).key
                let member = JSONMember(key: key, value: OddValues.any(using: &generator))
                members.insert(member, at: generator.int(in: 0...members.count))
            }
        case .duplicateArrayElement:
            guard let path = document.randomPath(using: &generator, where: \.isNonEmptyArray),
                case var .array(elements) = document.value(at: path)
            else { return }
            elements.insert(generator.pick(elements), at: generator.int(in: 0...elements.count))
            document.replace(at: path, with: .array(elements))
        case .reorderMembers:
            // Member order means nothing in JSON, so a decoder must not depend on the order it writes.
            editObject(in: &document, using: &generator) { members, generator in
                members.reverse()
                let pivot = generator.int(below: members.count)
                members = Array(members[pivot...] + members[..<pivot])
            }
        case .nestDeeply:
            guard let path = document.randomPath(using: &generator), var value = document.value(at: path) else { return }
            let room = Self.maximumNesting - path.count - value.depth
            guard room > 0 else { return }
            let depth = generator.int(in: 1...room)
            let asArrays = generator.oneIn(2)
            for _ in 0..<depth {
                value = asArrays ? .array([value]) : .object([JSONMember(key: "drinks", value: value)])
            }
            document.replace(at: path, with: value)
        }
    }

    /// Runs `edit` on the members of a non-empty object that one random walk found.
    private func editObject(
        in document: inout JSONValue, using generator: inout SplitMix64, _ edit: (inout [JSONMember], inout SplitMix64) -> Void
    ) {
        guard let path = document.randomPath(using: &generator, where: \.isNonEmptyObject),
            case var .object(members) = document.value(at: path)
        else { return }
        edit(&members, &generator)
        document.replace(at: path, with: .object(members))
    }
}

extension JSONValue {
    /// How many containers deep the value goes: 0 for a scalar.
    var depth: Int {
        switch self {
        case let .array(elements): 1 + (elements.map(\.depth).max() ?? 0)
        case let .object(members): 1 + (members.map(\.value.depth).max() ?? 0)
        default: 0
        }
    }

    var isNonEmptyObject: Bool {
        if case let .object(members) = self { !members.isEmpty } else { false }
    }

    var isNonEmptyArray: Bool {
        if case let .array(elements) = self { !elements.isEmpty } else { false }
    }
}
