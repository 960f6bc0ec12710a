/// Tells, from its bytes alone, a web URL so plain that `URL(string:)` takes it as it is: its
/// `absoluteString` is the text itself, its scheme HTTP(S) and its host not empty.
///
/// Parsing a `URL` and asking for its host costs more than reading a whole drink,
/// and every drink of a feed, and every item of its cache, has one: TheCocktailDB's
/// `https://www.thecocktaildb.com/images/media/drink/….jpg`. The shape accepted is so narrow
/// that RFC 3986 leaves nothing in it to escape, resolve or normalise; anything else goes to
/// `URL(string:)`, and the tests hold the two to agreeing.
enum PlainWebURL {
    /// `http://` or `https://` in lowercase; a host of two or more DNS labels of lowercase letters,
    /// digits and inner hyphens, the last starting with a letter, so it is no IP address; then
    /// nothing, or a path of segments of letters, digits and `-._~`, none empty or starting with
    /// a dot, so there is nothing to escape or resolve.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPlain)
    }

    private static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index: Int
        if hasPrefix(utf8, "https://") {
            index = 8
        } else if hasPrefix(utf8, "http://") {
            index = 7
        } else {
            return false
        }
        let hostStart = index
        var labelCount = 0
        var lastLabelStart = index
        // Each label: [a-z0-9]+ (-+ [a-z0-9]+)*, up to 63 bytes.
        while true {
            let labelStart = index
            guard index < utf8.count, isLowercaseLetterOrDigit(utf8[index]) else { return false }
            while index < utf8.count, isLowercaseLetterOrDigit(utf8[index]) || utf8[index] == UInt8(ascii: "-") { index += 1 }
            guard utf8[index - 1] != UInt8(ascii: "-"), index - labelStart <= 63 else { return false }
            labelCount += 1
            lastLabelStart = labelStart
            guard index < utf8.count, utf8[index] == UInt8(ascii: ".") else { break }
            index += 1
        }
        guard labelCount >= 2, index - hostStart <= 253, isLowercaseLetter(utf8[lastLabelStart]) else { return false }
        // Each segment: / [A-Za-z0-9_~-] [A-Za-z0-9._~-]*
        while index < utf8.count {
            guard utf8[index] == UInt8(ascii: "/") else { return false }
            index += 1
            guard index < utf8.count, utf8[index] != UInt8(ascii: "."), isSegmentByte(utf8[index]) else { return false }
            while index < utf8.count, isSegmentByte(utf8[index]) { index += 1 }
        }
        return true
    }

    private static func hasPrefix(_ utf8: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { prefix in
            prefix.count <= utf8.count && prefix.indices.allSatisfy { utf8[$0] == prefix[$0] }
        }
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func isLowercaseLetterOrDigit(_ byte: UInt8) -> Bool {
        isLowercaseLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// RFC 3986's unreserved characters.
    private static func isSegmentByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
