/// Text as a terminal would show it, with nothing in it that could change what the terminal does.
///
/// It removes ESC sequences (CSI, OSC, DCS and the rest, 7-bit and 8-bit) with their payloads, C0 and C1
/// controls, DEL, and the bidirectional overrides and isolates that can make a line display differently
/// from what it contains. Tabs become spaces; newlines survive only where a caller keeps them.
///
/// The terminal shows every text through it, and a saved name is cleaned by it, so that a name is kept
/// as it was shown.
public enum VisibleText {
    public static func of(_ text: String, keepingNewlines: Bool = false) -> String {
        // Fast paths: plain printable text, the common case, is returned untouched; checking
        // the UTF-8 bytes first, in their buffer, keeps ASCII text off the slower scalar walk.
        var shared = text  // `withUTF8` is mutating; the copy shares the text's storage.
        if shared.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) { return text }
        if !text.unicodeScalars.contains(where: TextControls.contains) { return text }

        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let scalar = pending ?? scalars.next() {
            pending = nil
            switch scalar.value {
            case 0x1B:
                pending = skipEscapeSequence(&scalars)
            case 0x9B:
                pending = skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                pending = skipControlString(&scalars)
            case 0x0A:
                output.append(keepingNewlines ? "\n" : " ")
            case 0x09:
                output.append(" ")
            case 0x2028, 0x2029:
                output.append(keepingNewlines ? "\n" : " ")
            default:
                if !TextControls.isRemoved(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// After ESC: consumes the rest of the sequence and returns the scalar that follows it, if already read.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        guard let next = scalars.next() else { return nil }
        switch next {
        case "[":
            return skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            return skipControlString(&scalars)
        default:
            // A two-character sequence (ESC 7, ESC c, …); anything unprintable is handled by the caller.
            return (0x20...0x7E).contains(next.value) ? nil : next
        }
    }

    /// CSI: parameter and intermediate bytes, then one final byte.
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x20...0x3F: continue
            case 0x40...0x7E: return nil
            default: return scalar
            }
        }
        return nil
    }

    /// OSC, DCS, SOS, PM and APC run until BEL, ESC \ or ST.
    private static func skipControlString(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x07, 0x9C:
                return nil
            case 0x1B:
                guard let next = scalars.next() else { return nil }
                return next == "\\" ? nil : next
            default:
                continue
            }
        }
        return nil
    }
}
