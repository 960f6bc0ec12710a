import Foundation
import Testing

/// A body written out by hand, to pin one rule of the envelope on both implementations.
struct HandWrittenBody: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let bytes: [UInt8]
    /// For a body the reader refuses although the reference reads it: why.
    let difference: KnownDifference?

    init(_ description: String, _ text: String, differing difference: KnownDifference? = nil) {
        self.init(description, bytes: Array(text.utf8), differing: difference)
    }

    init(_ description: String, bytes: [UInt8], differing difference: KnownDifference? = nil) {
        testDescription = description
        self.bytes = bytes
        self.difference = difference
    }

    var data: Data { Data(bytes) }

    /// An envelope of one drink with the given members.
    static func drink(_ members: String) -> String {
        #"{"drinks":[{\#(members)}]}"#
    }

    /// An envelope of one drink named "a" whose given member's value is `value`.
    static func member(_ name: String, _ value: String) -> String {
        drink(#""idDrink":"1","strDrink":"a","\#(name)":\#(value)"#)
    }

    /// An envelope of one drink whose name's content is the given bytes, between quotes.
    static func name(_ bytes: [UInt8]) -> [UInt8] {
        Array(#"{"drinks":[{"idDrink":"1","strDrink":""#.utf8) + bytes + Array(#""}]}"#.utf8)
    }

    /// An envelope whose one drink has an unread member `y` with the given bytes as a string's content.
    static func unreadText(_ bytes: [UInt8]) -> [UInt8] {
        Array(#"{"drinks":[{"idDrink":"1","strDrink":"a","y":""#.utf8) + bytes + Array(#""}]}"#.utf8)
    }

    /// `{"drinks":[` and `depth` more containers `[` deep inside the drinks list.
    static func nestedInList(_ depth: Int) -> String {
        #"{"drinks":["# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "]}"
    }

    /// An envelope with an unread member whose value is nested `depth` objects deep.
    static func nestedInMember(_ depth: Int) -> String {
        #"{"drinks":null,"y":"# + String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth) + "}"
    }
}
