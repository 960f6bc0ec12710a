import Foundation

/// Where the user's own data, the bar, lives: `DRINGO_DATA_DIR`, else `$XDG_DATA_HOME/dringo`,
/// else `~/.local/share/dringo`. Never the cache directory, which any `cache clear` may empty.
enum DataDirectory {
    static func resolve(_ environment: [String: String]) -> URL {
        if let explicit = environment.nonEmpty("DRINGO_DATA_DIR") {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        // The XDG spec says a relative path is invalid and must be ignored.
        if let xdg = environment.nonEmpty("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("dringo", isDirectory: true)
        }
        let home = environment.nonEmpty("HOME") ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local", isDirectory: true)
            .appendingPathComponent("share", isDirectory: true)
            .appendingPathComponent("dringo", isDirectory: true)
    }
}
