import Foundation
import HTTPCore
internal import JSONBytes

/// Total readers for one drink's members: a wrong type reads as absent, never as an error.
///
/// `DrinksEnvelope` lends one to the feature for each element of the list. It knows where each
/// member's value lies in the body and builds a value only when a reader asks for it, so the
/// members a feature never reads (a full drink has about fifty) cost nothing but the scan.
///
/// It points into the body while `DrinksEnvelope.decode` reads it, so it is not copyable: a
/// feature can only borrow it, and nothing can keep it past the element it was lent for.
public struct LenientFields: ~Copyable {
    /// The body the members' tokens point into.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// In the body's order, so that of a repeated name the first counts, as it did for `JSONDecoder`.
    private let members: UnsafeBufferPointer<Member>
    /// The names of the members whose keys are not plain ASCII, unescaped, for `Member.Key.other`.
    private let otherNames: UnsafeBufferPointer<String>

    init(bytes: UnsafeBufferPointer<UInt8>, members: UnsafeBufferPointer<Member>, otherNames: UnsafeBufferPointer<String>) {
        self.bytes = bytes
        self.members = members
        self.otherNames = otherNames
    }

    /// A list element that is not an object, or one with a key no string can hold: `JSONDecoder`
    /// could make no keyed container of either, so all its fields were absent.
    init() {
        self.init(
            bytes: UnsafeBufferPointer(start: nil, count: 0), members: UnsafeBufferPointer(start: nil, count: 0),
            otherNames: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// A string with surrounding whitespace removed, or nil when it is missing, not a string or blank.
    public func trimmedText(_ name: String) -> String? {
        guard let value = value(named: name) else { return nil }
        if case let .string(token) = value, !token.hasEscapes, Self.needsNoTrimming(bytes[token.range]) {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
        }
        guard let raw = value.text(in: bytes) else { return nil }
        let trimmed = raw.trimmedOfWhitespace()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// An identifier sent as an all-digit string (the API's habit) or as a non-negative JSON integer.
    ///
    /// A number counts when `JSONDecoder` would have decoded it as an `Int`: `11007.0` and `1.1e4`
    /// do, `1.5` and `1e400` do not (see `JSONNumberLiteral`).
    public func identifier(_ name: String) -> Int? {
        guard let value = value(named: name) else { return nil }
        switch value {
        case let .string(token) where !token.hasEscapes:
            return Self.digitsValue(bytes[token.range])
        case .string:
            // A string with an unpaired surrogate was neither a string nor a number to `JSONDecoder`.
            return value.text(in: bytes).flatMap { text in Self.digitsValue(text.utf8) }
        case let .number(token):
            let literal = UnsafeBufferPointer(rebasing: bytes[token.range])
            guard let number = JSONNumberLiteral.integer(literal, isInteger: token.isInteger), number >= 0 else { return nil }
            return number
        case .other:
            return nil
        }
    }

    /// An absolute HTTP(S) URL with a host, or nil (`WebURL`).
    public func webURL(_ name: String) -> URL? {
        trimmedText(name).flatMap(WebURL.url(from:))
    }

    /// The text of `webURL(name)`, its `absoluteString`, for a feature that keeps URLs as text.
    public func webURLText(_ name: String) -> String? {
        trimmedText(name).flatMap(WebURL.text(from:))
    }

    /// `Int(text)` for a non-empty all-ASCII-digit text, nil for any other text or on overflow.
    private static func digitsValue(_ utf8: some Collection<UInt8>) -> Int? {
        guard !utf8.isEmpty else { return nil }
        var value = 0
        for byte in utf8 {
            guard ASCII.digits.contains(byte) else { return nil }
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) = shifted.addingReportingOverflow(Int(byte - ASCII.digitZero))
            guard !shiftOverflow, !addOverflow else { return nil }
            value = next
        }
        return value
    }

    /// Whether text starts and ends with ASCII other than white space, so that it is its own
    /// trimmed text, and not blank: what the API's every name and URL is, told from the bytes.
    private static func needsNoTrimming(_ utf8: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        return !isWhitespaceOrNonASCII(first) && !isWhitespaceOrNonASCII(last)
    }

    /// Of ASCII, Unicode's White_Space holds the space and U+0009 to U+000D.
    private static func isWhitespaceOrNonASCII(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == ASCII.space || (0x09...0x0D).contains(byte)
    }

    /// The value of the first member named `name`.
    ///
    /// Names compare by Swift's string equality, as the keys of `JSONDecoder`'s dictionary did:
    /// canonically equivalent spellings are the same name, so the KELVIN SIGN names "K". Two ASCII
    /// names are equal only byte for byte, which settles the API's every name without a `String`.
    private func value(named name: String) -> Member.Value? {
        guard !members.isEmpty else { return nil }
        // `withUTF8` is mutating: it may first make a bridged string's UTF-8 contiguous.
        var contiguousName = name
        return contiguousName.withUTF8 { nameBytes in
            // Only a name that is not ASCII can equal an ASCII key it differs from byte for byte.
            lazy var nameIsASCII = nameBytes.allSatisfy { $0 < 0x80 }
            for member in members {
                switch member.key {
                case let .ascii(range):
                    if range.count == nameBytes.count, Self.equal(bytes, range, nameBytes) { return member.value }
                    if !nameIsASCII, String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) == name {
                        return member.value
                    }
                case let .other(index):
                    if otherNames[index] == name { return member.value }
                }
            }
            return nil
        }
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < name.count {
            guard bytes[range.lowerBound + offset] == name[offset] else { return false }
            offset += 1
        }
        return true
    }
}

extension LenientFields {
    /// One member of a drink object, as `DrinksEnvelopeReader` met it.
    struct Member: Sendable {
        let key: Key
        let value: Value

        /// A member's name.
        enum Key: Sendable {
            /// ASCII without escapes, the API's every name: the key's range in the body.
            case ascii(Range<Int>)
            /// Any other name: its place among the drink's other names.
            case other(Int)
        }

        /// What the readers can use of a value: strings and numbers. Null, booleans, lists and
        /// objects read as absent for every reader, so they need not be told apart.
        enum Value: Sendable {
            case string(JSONStringToken)
            case number(JSONNumberToken)
            case other

            /// The string's text; nil for another type, or for a string with an unpaired surrogate,
            /// which `JSONDecoder` refused to decode as a `String`.
            func text(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
                guard case let .string(token) = self else { return nil }
                return JSONByteScanner(bytes).text(of: token)
            }
        }
    }
}
