internal import JSONBytes

/// One kind of object a cache document holds, described once as its members: the same description
/// reads and writes it, so each member's key and type is stated in one place.
protocol ObjectSchema {
    associatedtype Element
    associatedtype Members: ObjectMembers

    /// In the order they are written.
    static var members: [SchemaMember<Element, Members>] { get }

    /// The element, when every member it needs was met and none was of the wrong type.
    static func element(from members: Members) -> Element?
}

/// The members of one object as the decoder met them.
protocol ObjectMembers {
    init()
    /// An escape left a key no string at all: the object fits no schema.
    var hasUnreadableKey: Bool { get set }
}

extension ObjectSchema {
    /// One object at `depth`, or nil when it does not fit the schema; either way the whole value is
    /// consumed. Members may come in any order, with unknown ones; of a repeated key the first counts.
    static func read(from scanner: inout JSONByteScanner, depth: Int) throws(JSONSyntaxError) -> Element? {
        var met = Members()
        let members = self.members
        // By index, so that a member's closures are not copied for each key compared.
        let isObject = try scanner.object(depth: depth, keys: members.count, spelledBy: { members[$0].key }) {
            scanner, match throws(JSONSyntaxError) in
            switch match {
            case let .known(index):
                try members[index].read(&met, &scanner, depth + 1)
            case .unreadable:
                met.hasUnreadableKey = true
                try scanner.skipValue(depth: depth + 1)
            case .unknown:
                try scanner.skipValue(depth: depth + 1)
            }
        }
        return isObject ? element(from: met) : nil
    }

    /// The object, its members in the schema's order; a missing text is left out rather than null,
    /// as `JSONEncoder` left out a nil optional.
    static func write(_ element: Element, to writer: inout JSONByteWriter) {
        writer.appendRaw("{")
        var isFirst = true
        for member in members where member.isPresent(element) {
            writer.appendRaw(isFirst ? "\"" : ",\"")
            writer.appendRaw(member.key)
            writer.appendRaw("\":")
            member.writeValue(element, &writer)
            isFirst = false
        }
        writer.appendRaw("}")
    }
}
