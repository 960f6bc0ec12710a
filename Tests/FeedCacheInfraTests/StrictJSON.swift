import Foundation

/// Whether bytes are JSON as RFC 8259 has it, for telling the decoder's refusals of non-JSON
/// apart from refusals of documents it should have read.
///
/// `JSONSerialization` checks every value it reads, unlike `JSONDecoder`, but it still takes
/// trailing commas and UTF-16, so those are ruled out here first.
enum StrictJSON {
    static func isStrict(_ bytes: [UInt8]) -> Bool {
        !bytes.prefix(4).contains(0) && !hasTrailingComma(bytes)
            && (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
    }

    /// A comma followed, after whitespace, by a closing bracket or brace, outside strings.
    private static func hasTrailingComma(_ bytes: [UInt8]) -> Bool {
        var isInString = false
        var isEscaped = false
        var afterComma = false
        for byte in bytes {
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if afterComma { return true }
            case UInt8(ascii: "\""):
                isInString = true
            default:
                break
            }
            afterComma = byte == UInt8(ascii: ",")
        }
        return false
    }
}
