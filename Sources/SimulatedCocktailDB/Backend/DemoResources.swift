import Foundation

/// The files of the module's resource bundle.
///
/// The bundle is located without `Bundle.module`, whose generated accessor stops the process
/// when the resources are not beside the binary: a demo without its data answers 503 instead.
struct DemoResources {
    let bundle: Bundle

    /// The file at `path` in the bundle, such as `images/glass-rocks.jpg`.
    func file(_ path: String) throws(DemoDataError) -> Data {
        guard let folder = bundle.resourceURL, let data = try? Data(contentsOf: folder.appendingPathComponent(path)) else {
            throw .unreadable(path)
        }
        return data
    }

    /// SwiftPM names the bundle `dringo_SimulatedCocktailDB.resources` on Linux and `….bundle` on
    /// Apple platforms, and puts it in the main bundle's resources for an app, in a framework's
    /// resources when built into one, and beside the executable for a command-line tool.
    static let bundle: Bundle? = {
        let names = ["dringo_SimulatedCocktailDB.resources", "dringo_SimulatedCocktailDB.bundle"]
        let directories = [
            Bundle.main.resourceURL,
            Bundle(for: SimulatedCocktailDB.self).resourceURL,
            Bundle.main.bundleURL,
            Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
        ]
        let candidates = directories.compactMap { $0 }.flatMap { directory in
            names.map { directory.appendingPathComponent($0, isDirectory: true) }
        }
        return candidates.lazy.compactMap { Bundle(url: $0) }.first
    }()
}
