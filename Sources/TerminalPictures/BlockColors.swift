/// The colours half blocks are written in.
public enum BlockColors: Sendable, Hashable {
    /// 24-bit colour (`38;2;r;g;b`), where the terminal announces it.
    case trueColor
    /// The nearest of xterm's 6×6×6 cube and grey ramp (`38;5;n`), which every colour terminal knows.
    case xterm256
}
