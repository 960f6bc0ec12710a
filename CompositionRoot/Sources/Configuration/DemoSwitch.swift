import Foundation

/// `--demo` and `DRINGO_DEMO`: whether this run answers from the TheCocktailDB built into dringo,
/// with its cache and bar in `demo` folders, apart from the user's own.
///
/// `--demo` may come anywhere before a `--`, and is taken out before the command's own options are
/// read, so every command accepts it without knowing about it. After `--` it is an operand like any other.
struct DemoSwitch {
    static let option = "--demo"
    static let environmentVariable = "DRINGO_DEMO"
    /// The folder, inside the cache and the data directories, that a demo run keeps to.
    static let folderName = "demo"

    /// The arguments with every `--demo` before the first `--` taken out.
    let remainingArguments: [String]
    let isRequested: Bool

    init(arguments: [String]) {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let options = arguments[..<end]
        remainingArguments = options.filter { $0 != Self.option } + arguments[end...]
        isRequested = options.contains(Self.option)
    }

    /// `DRINGO_DEMO`: 1, true or yes (any case) is on; 0, false, no, empty or unset is off.
    static func isOn(in environment: [String: String]) throws(UsageError) -> Bool {
        guard let value = environment[environmentVariable] else { return false }
        switch value.lowercased() {
        case "1", "true", "yes": return true
        case "", "0", "false", "no": return false
        default: throw .invalidDemoSetting(value)
        }
    }

    /// The demo's folder inside `directory`.
    static func directory(within directory: URL) -> URL {
        directory.appendingPathComponent(folderName, isDirectory: true)
    }
}
