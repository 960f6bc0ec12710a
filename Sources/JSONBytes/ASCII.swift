/// The bytes JSON's syntax is made of, public because every reader and writer of JSON bytes
/// spells its syntax with them. Inlinable constants rather than stored ones, which another module
/// could only reach through an accessor call in its innermost loops.
public enum ASCII {
    @inlinable public static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable public static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable public static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    @inlinable public static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    @inlinable public static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable public static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable public static var slash: UInt8 { UInt8(ascii: "/") }
    @inlinable public static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable public static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable public static var openBrace: UInt8 { UInt8(ascii: "{") }
    @inlinable public static var closeBrace: UInt8 { UInt8(ascii: "}") }
    @inlinable public static var openBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable public static var closeBracket: UInt8 { UInt8(ascii: "]") }
    @inlinable public static var minus: UInt8 { UInt8(ascii: "-") }
    @inlinable public static var plus: UInt8 { UInt8(ascii: "+") }
    @inlinable public static var period: UInt8 { UInt8(ascii: ".") }
    @inlinable public static var digitZero: UInt8 { UInt8(ascii: "0") }
    @inlinable public static var digits: ClosedRange<UInt8> { UInt8(ascii: "0")...UInt8(ascii: "9") }
    @inlinable public static var lowercaseE: UInt8 { UInt8(ascii: "e") }
    @inlinable public static var uppercaseE: UInt8 { UInt8(ascii: "E") }
    @inlinable public static var lowercaseT: UInt8 { UInt8(ascii: "t") }
    @inlinable public static var lowercaseF: UInt8 { UInt8(ascii: "f") }
    @inlinable public static var lowercaseN: UInt8 { UInt8(ascii: "n") }
    @inlinable public static var lowercaseU: UInt8 { UInt8(ascii: "u") }

    /// The value of a hexadecimal digit, or nil for any other byte.
    @inlinable public static func hexadecimalValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case digits: byte - digitZero
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
