import Foundation

/// A JSON document as the formats read it, with the path to each value kept for the message that names it.
indirect enum JSONNode: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])

    /// The document, or where it stops being JSON.
    static func parse(_ data: Data) throws(DrinkFileError) -> JSONNode {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let place = Self.offset(of: error as NSError, in: data).map { DrinkFileError.Place.line(Self.line(at: $0, in: data)) } ?? .whole
            throw DrinkFileError(.malformedJSON, at: place)
        }
        return JSONNode(value)
    }

    private init(_ value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let array as [Any]: self = .array(array.map(JSONNode.init))
        case let object as [String: Any]: self = .object(object.mapValues(JSONNode.init))
        case let number as NSNumber:
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        default: self = .null
        }
    }

    /// Where the parser stopped: Darwin gives the index, Linux says "around character N" or "end of file".
    private static func offset(of error: NSError, in data: Data) -> Int? {
        if let index = error.userInfo["NSJSONSerializationErrorIndex"] as? Int { return index }
        guard let description = error.userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
        if description.contains("end of file") { return data.count }
        guard let range = description.range(of: "character ") else { return nil }
        return Int(description[range.upperBound...].prefix { $0.isNumber })
    }

    private static func line(at offset: Int, in data: Data) -> Int {
        data.prefix(offset).reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    subscript(key: String) -> JSONNode? {
        guard case let .object(members) = self else { return nil }
        return members[key]
    }

    var string: String? {
        if case let .string(string) = self { return string }
        return nil
    }

    var array: [JSONNode]? {
        if case let .array(array) = self { return array }
        return nil
    }

    var isNull: Bool { self == .null }
}

/// A value read at a JSON path, refused with that path when it is missing or of the wrong kind.
struct JSONField {
    let node: JSONNode?
    let path: String

    init(_ node: JSONNode?, path: String) {
        self.node = node
        self.path = path
    }

    func member(_ key: String) -> JSONField {
        JSONField(node?[key], path: "\(path).\(key)")
    }

    func element(_ index: Int, of array: [JSONNode]) -> JSONField {
        JSONField(array[index], path: "\(path)[\(index)]")
    }

    var place: DrinkFileError.Place { .path(path) }

    func requiredString() throws(DrinkFileError) -> String {
        guard let node else { throw DrinkFileError(.missingField(path), at: place) }
        guard let string = node.string else { throw DrinkFileError(.wrongType(path), at: place) }
        return string
    }

    /// Nil for none or `null`; a number is read as its text.
    func optionalString() throws(DrinkFileError) -> String? {
        switch node {
        case nil, .null?: return nil
        case let .string(string)?: return string
        case let .number(number)?: return NumberText.plain(number)
        default: throw DrinkFileError(.wrongType(path), at: place)
        }
    }

    func optionalNumber() throws(DrinkFileError) -> Double? {
        switch node {
        case nil, .null?: return nil
        case let .number(number)?: return number
        case let .string(text)?:
            guard let number = Double(text.trimmed) else { throw DrinkFileError(.wrongType(path), at: place) }
            return number
        default: throw DrinkFileError(.wrongType(path), at: place)
        }
    }

    /// Nil for none or `null`.
    func optionalArray() throws(DrinkFileError) -> [JSONNode]? {
        switch node {
        case nil, .null?: return nil
        case let .array(array)?: return array
        default: throw DrinkFileError(.wrongType(path), at: place)
        }
    }

    func requiredArray() throws(DrinkFileError) -> [JSONNode] {
        guard node != nil else { throw DrinkFileError(.missingField(path), at: place) }
        guard let array = try optionalArray() else { throw DrinkFileError(.wrongType(path), at: place) }
        return array
    }
}

/// A number as a recipe writes it: `45`, `1.5`, never `45.0` or `1e1`.
enum NumberText {
    static func plain(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        let rounded = (number * 1000).rounded() / 1000
        return String(rounded)
    }
}
