/// "840 bytes", "12.3 KB", "4.5 MB": sizes in decimal units, as file managers show them.
public struct ByteCountText: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public func string(for byteCount: Int) -> String {
        let units = ["SIZE_KB", "SIZE_MB", "SIZE_GB"]
        guard byteCount >= 1000 else { return localizer.string("SIZE_BYTES", table: .shared, byteCount) }
        var value = Double(byteCount) / 1000
        var unit = 0
        while value >= 999.95, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        let number = "\(tenths / 10)\(localizer.string("DECIMAL_SEPARATOR", table: .shared))\(tenths % 10)"
        return localizer.string(units[unit], table: .shared, number)
    }
}
