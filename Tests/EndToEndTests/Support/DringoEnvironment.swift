import Foundation

/// The environment dringo runs in, built from scratch.
///
/// Nothing from the shell that runs the tests leaks in: no `DRINGO_*`, `LANG`, `LC_*`, `NO_COLOR`,
/// `XDG_CACHE_HOME` or proxy variables. The origin is always set, so no test can reach the internet.
struct DringoEnvironment: Sendable {
    /// The loopback fixture server, or an address that refuses connections.
    var baseURL: String
    var cacheDirectory: URL
    var home: URL
    /// Extra variables, such as `DRINGO_TIMEOUT`; they win over the ones above.
    var additional: [String: String] = [:]

    var variables: [String: String] {
        [
            "PATH": "/usr/bin:/bin",
            "HOME": home.path,
            "LANG": "C",
            "DRINGO_BASE_URL": baseURL,
            "DRINGO_CACHE_DIR": cacheDirectory.path,
        ].merging(additional) { _, additional in additional }
    }
}
