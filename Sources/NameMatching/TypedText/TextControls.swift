/// The scalars that control how a terminal shows text instead of being shown, and that typed text may
/// therefore not hold.
enum TextControls {
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        isRemoved(scalar) || isLineBreak(scalar)
    }

    /// C0 and C1 controls, DEL, and the bidirectional controls (Unicode's Bidi_Control), which can make a
    /// line display differently from what it holds.
    static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The line and paragraph separators, which a terminal shows as a line break or a space.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
