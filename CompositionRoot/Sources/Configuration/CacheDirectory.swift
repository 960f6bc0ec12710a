import Foundation

/// Where the cache lives: `DRINGO_CACHE_DIR`, else `$XDG_CACHE_HOME/dringo`, else `~/.cache/dringo`.
enum CacheDirectory {
    static func resolve(_ environment: [String: String]) -> URL {
        if let explicit = environment.nonEmpty("DRINGO_CACHE_DIR") {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        // The XDG spec says a relative path is invalid and must be ignored.
        if let xdg = environment.nonEmpty("XDG_CACHE_HOME"), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("dringo", isDirectory: true)
        }
        let home = environment.nonEmpty("HOME") ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".cache", isDirectory: true)
            .appendingPathComponent("dringo", isDirectory: true)
    }
}
