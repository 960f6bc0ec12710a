import TestSupport

extension JSONValue {
    /// Runs `edit` on one object, chosen at random, of the list in the member named `key`;
    /// changes nothing when there is no such list or it holds no object.
    mutating func editRandomObject(
        inListNamed key: String, using generator: inout SplitMix64, _ edit: (inout JSONValue, inout SplitMix64) -> Void
    ) {
        guard let position = memberPosition(key),
            case let .array(elements)? = value(at: [.member(position)])
        else { return }
        let objects = elements.indices.filter { elements[$0].isObject }
        guard !objects.isEmpty else { return }
        let path: JSONPath = [.member(position), .index(generator.pick(objects))]
        guard var object = value(at: path) else { return }
        edit(&object, &generator)
        replace(at: path, with: object)
    }

    /// Keeps a random run of at most `limit` elements of the list in the member named `key`, and
    /// returns a note of which, or nil when there is no such list or it is already that short.
    mutating func keepRandomRun(ofListNamed key: String, atMost limit: Int, using generator: inout SplitMix64) -> String? {
        guard let position = memberPosition(key),
            case let .array(elements)? = value(at: [.member(position)]),
            elements.count > limit
        else { return nil }
        let length = generator.int(in: 1...limit)
        let start = generator.int(in: 0...elements.count - length)
        replace(at: [.member(position)], with: .array(Array(elements[start..<start + length])))
        return "keep \(key)[\(start)..<\(start + length)]"
    }
}
