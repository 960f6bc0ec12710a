/// Writes JSON by hand so key order is stable and no string escapes unescaped.
///
/// Every string goes through the terminal sanitizer first; what controls remain
/// (newlines kept in descriptions) are escaped as JSON requires.
struct JSONWriter {
    private(set) var output = ""

    mutating func raw(_ text: String) {
        output += text
    }

    mutating func string(_ value: String?) {
        guard let value else {
            output += "null"
            return
        }
        output += "\""
        for scalar in TerminalSanitizer.sanitize(value, keepingNewlines: true).unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            default:
                if scalar.value < 0x20 {
                    output += "\\u00" + (scalar.value < 0x10 ? "0" : "1") + String(scalar.value & 0xF, radix: 16)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    mutating func number(_ value: Int) {
        output += String(value)
    }
}
