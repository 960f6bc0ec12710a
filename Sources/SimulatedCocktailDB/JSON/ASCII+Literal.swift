internal import JSONBytes

extension ASCII {
    /// A byte of a number, `true`, `false` or `null`.
    static func isLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case digits, UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), plus, minus, period: true
        default: false
        }
    }
}
