import Foundation

extension JSONValue {
    /// Parses with `JSONSerialization`, or returns nil when the bytes are not JSON.
    ///
    /// Keys are sorted: `JSONSerialization` hands back dictionaries in an order that changes from
    /// one process to the next, and the mutants must not.
    init?(parsing data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        self.init(foundationObject: object)
    }

    private init?(foundationObject object: Any) {
        switch object {
        case is NSNull:
            self = .null
        case let text as String:
            self = .string(text)
        case let number as NSNumber:
            self = Self.value(of: number)
        case let elements as [Any]:
            var values: [JSONValue] = []
            for element in elements {
                guard let value = JSONValue(foundationObject: element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case let dictionary as [String: Any]:
            var members: [JSONMember] = []
            for key in dictionary.keys.sorted() {
                guard let element = dictionary[key], let value = JSONValue(foundationObject: element) else { return nil }
                members.append(JSONMember(key: key, value: value))
            }
            self = .object(members)
        default:
            return nil
        }
    }

    /// `JSONSerialization` reads `true` and `false` as `NSNumber`s of C type `char`, which no JSON number becomes.
    private static func value(of number: NSNumber) -> JSONValue {
        if number is NSDecimalNumber { return .number(number.description) }
        switch String(cString: number.objCType) {
        case "c": return .bool(number.boolValue)
        case "d", "f": return .number("\(number.doubleValue)")
        case "Q", "L", "I", "S", "C": return .number("\(number.uint64Value)")
        default: return .number("\(number.int64Value)")
        }
    }
}
