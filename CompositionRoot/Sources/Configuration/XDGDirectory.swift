import Foundation

/// One of dringo's folders, found as the XDG Base Directory specification places it: dringo's own variable, else
/// `$XDG_…_HOME/dringo`, else the specification's default under the home folder.
struct XDGDirectory {
    let variable: String
    let xdgVariable: String
    /// The default's path under the home folder, before `dringo`.
    let underHome: [String]

    /// Where the cache lives: `DRINGO_CACHE_DIR`, else `$XDG_CACHE_HOME/dringo`, else `~/.cache/dringo`.
    static let cache = XDGDirectory(variable: "DRINGO_CACHE_DIR", xdgVariable: "XDG_CACHE_HOME", underHome: [".cache"])

    /// Where the user's own data (the bar, substitutes, favourites) lives: `DRINGO_DATA_DIR`, else
    /// `$XDG_DATA_HOME/dringo`, else `~/.local/share/dringo`. Never the cache's folder, which any `cache clear` may empty.
    static let data = XDGDirectory(variable: "DRINGO_DATA_DIR", xdgVariable: "XDG_DATA_HOME", underHome: [".local", "share"])

    func resolve(_ environment: [String: String]) -> URL {
        if let explicit = environment.nonEmpty(variable) {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        // The XDG spec says a relative path is invalid and must be ignored.
        if let xdg = environment.nonEmpty(xdgVariable), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("dringo", isDirectory: true)
        }
        let home = URL(fileURLWithPath: environment.nonEmpty("HOME") ?? NSHomeDirectory(), isDirectory: true)
        return (underHome + ["dringo"]).reduce(home) { $0.appendingPathComponent($1, isDirectory: true) }
    }
}
