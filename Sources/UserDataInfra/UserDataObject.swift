internal import JSONBytes

/// One kind of object a user-data document holds, described once as its members: the same description
/// reads and writes it. Every member is written, a missing optional as `null`, and read exactly once.
protocol UserDataObject: UserDataValue {
    associatedtype Fields: UserDataFields

    /// In the order they are written.
    static var members: [UserDataMember<Value, Fields>] { get }

    /// The element from its members, every one of which was read.
    static func element(from fields: Fields) -> Value?
}

extension UserDataObject {
    /// Its members in any order.
    static func read(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> Value {
        var fields = Fields()
        let members = self.members
        try scanner.exactObject(keyCount: members.count, key: { members[$0].key }) { scanner, index throws(JSONSyntaxError) in
            try members[index].read(&fields, &scanner)
        }
        guard let element = element(from: fields) else { throw scanner.syntaxError }
        return element
    }

    static func write(_ element: Value, to writer: inout JSONByteWriter) {
        for (index, member) in members.enumerated() {
            writer.appendRaw(index == 0 ? "{\"" : ",\"")
            writer.appendRaw(member.key)
            writer.appendRaw("\":")
            member.write(element, &writer)
        }
        writer.appendRaw("}")
    }
}
