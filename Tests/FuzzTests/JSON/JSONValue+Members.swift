/// Editing an object's members by key. On anything but an object they change nothing.
extension JSONValue {
    var isObject: Bool {
        if case .object = self { true } else { false }
    }

    func memberPosition(_ key: String) -> Int? {
        guard case let .object(members) = self else { return nil }
        return members.firstIndex { $0.key == key }
    }

    /// Sets the first member named `key`, adding it at the end when there is none.
    mutating func setMember(_ key: String, to value: JSONValue) {
        guard case var .object(members) = self else { return }
        if let position = members.firstIndex(where: { $0.key == key }) {
            members[position].value = value
        } else {
            members.append(JSONMember(key: key, value: value))
        }
        self = .object(members)
    }

    mutating func removeMember(_ key: String) {
        guard case var .object(members) = self else { return }
        members.removeAll { $0.key == key }
        self = .object(members)
    }

    /// Renames the first member named `key`. Renaming onto an existing key makes a duplicate, which is fine for a mutant.
    mutating func renameMember(_ key: String, to newKey: String) {
        guard case var .object(members) = self, let position = members.firstIndex(where: { $0.key == key }) else { return }
        members[position].key = newKey
        self = .object(members)
    }
}
