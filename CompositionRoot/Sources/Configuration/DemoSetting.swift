import FeedPresentation
import Foundation

/// `DRINGO_DEMO`, which turns the demo on as `--demo` does, and the `demo` folders inside the cache and the data
/// directories that a demo keeps to, apart from the user's own.
enum DemoSetting {
    static let environmentVariable = "DRINGO_DEMO"
    static let folderName = "demo"

    /// 1, true or yes (any case) is on; 0, false, no, empty or unset is off.
    static func isOn(in environment: [String: String]) throws(SettingFailureReason) -> Bool {
        guard let value = environment[environmentVariable] else { return false }
        switch value.lowercased() {
        case "1", "true", "yes": return true
        case "", "0", "false", "no": return false
        default: throw .invalidDemo(value)
        }
    }

    /// The demo's folder inside `directory`.
    static func directory(within directory: URL) -> URL {
        directory.appendingPathComponent(folderName, isDirectory: true)
    }
}
