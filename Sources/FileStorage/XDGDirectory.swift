import Foundation

/// One of an application's folders, found as the XDG Base Directory specification places it: the application's own
/// variable, else `$XDG_…_HOME/<application>`, else the specification's default under the home folder.
public struct XDGDirectory: Sendable, Equatable {
    /// The application's own variable, which names the folder itself.
    public let variable: String
    public let xdgVariable: String
    /// The default's path under the home folder, before the application's folder.
    public let underHome: [String]
    public let application: String

    public init(variable: String, xdgVariable: String, underHome: [String], application: String) {
        self.variable = variable
        self.xdgVariable = xdgVariable
        self.underHome = underHome
        self.application = application
    }

    /// Where the application's cache lives: `variable`, else `$XDG_CACHE_HOME/<application>`, else `~/.cache/<application>`.
    public static func cache(_ application: String, variable: String) -> XDGDirectory {
        XDGDirectory(variable: variable, xdgVariable: "XDG_CACHE_HOME", underHome: [".cache"], application: application)
    }

    /// Where the user's own data lives: `variable`, else `$XDG_DATA_HOME/<application>`, else
    /// `~/.local/share/<application>`. Never the cache's folder, which anything may empty.
    public static func data(_ application: String, variable: String) -> XDGDirectory {
        XDGDirectory(variable: variable, xdgVariable: "XDG_DATA_HOME", underHome: [".local", "share"], application: application)
    }

    /// A variable set but empty counts as unset, as most tools take it.
    public func resolve(_ environment: [String: String]) -> URL {
        let value = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let explicit = value(variable) {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        // The XDG spec says a relative path is invalid and must be ignored.
        if let xdg = value(xdgVariable), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(application, isDirectory: true)
        }
        let home = URL(fileURLWithPath: value("HOME") ?? NSHomeDirectory(), isDirectory: true)
        return (underHome + [application]).reduce(home) { $0.appendingPathComponent($1, isDirectory: true) }
    }
}
