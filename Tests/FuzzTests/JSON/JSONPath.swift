import TestSupport

/// Where a value sits in a document: array indices and member positions, from the root down.
typealias JSONPath = [JSONPathStep]

enum JSONPathStep: Equatable, Sendable {
    case index(Int)
    /// The member's position in its object, not its key, since keys may repeat.
    case member(Int)
}

extension JSONValue {
    func value(at path: some Collection<JSONPathStep>) -> JSONValue? {
        guard let step = path.first else { return self }
        switch (self, step) {
        case let (.array(elements), .index(index)) where elements.indices.contains(index):
            return elements[index].value(at: path.dropFirst())
        case let (.object(members), .member(position)) where members.indices.contains(position):
            return members[position].value.value(at: path.dropFirst())
        default:
            return nil
        }
    }

    /// Replaces the value at `path`; a path that leads nowhere changes nothing.
    mutating func replace(at path: some Collection<JSONPathStep>, with newValue: JSONValue) {
        guard let step = path.first else {
            self = newValue
            return
        }
        switch (self, step) {
        case (.array(var elements), let .index(index)) where elements.indices.contains(index):
            elements[index].replace(at: path.dropFirst(), with: newValue)
            self = .array(elements)
        case (.object(var members), let .member(position)) where members.indices.contains(position):
            members[position].value.replace(at: path.dropFirst(), with: newValue)
            self = .object(members)
        default:
            return
        }
    }

    /// A path found by one random walk from the root, stopping now and then at a container, among
    /// those whose value satisfies `isWanted`; nil when the walk met none.
    func randomPath(using generator: inout SplitMix64, where isWanted: (JSONValue) -> Bool = { _ in true }) -> JSONPath? {
        var candidates: [JSONPath] = []
        var path: JSONPath = []
        var node = self
        while true {
            if isWanted(node) { candidates.append(path) }
            let childCount: Int
            switch node {
            case let .array(elements): childCount = elements.count
            case let .object(members): childCount = members.count
            default: childCount = 0
            }
            guard childCount > 0, !generator.oneIn(5) else { break }
            let child = generator.int(below: childCount)
            switch node {
            case let .array(elements):
                path.append(.index(child))
                node = elements[child]
            case let .object(members):
                path.append(.member(child))
                node = members[child].value
            default:
                break
            }
        }
        return candidates.isEmpty ? nil : generator.pick(candidates)
    }
}
