import Foundation

/// Where SwiftPM may have put this module's resource bundle, in the order to look.
///
/// SwiftPM names the bundle `dringo_FeedPresentation.resources` on Linux and
/// `dringo_FeedPresentation.bundle` on Apple platforms, where it goes in the main bundle's
/// resources for an app, in a framework's resources when built into one, and beside the
/// executable for a command-line tool. The Apple names and places follow what SwiftPM's and
/// Xcode's generated accessors look for; they are unverified here, for want of a Mac.
enum ResourceBundleCandidates {
    static let names = ["dringo_FeedPresentation.resources", "dringo_FeedPresentation.bundle"]

    /// Each folder that is given, in order, with each name; a folder given twice is tried once.
    static func urls(
        mainResources: URL?,
        frameworkResources: URL?,
        mainBundle: URL,
        executableDirectory: URL?
    ) -> [URL] {
        var seen = Set<String>()
        let directories = [mainResources, frameworkResources, mainBundle, executableDirectory]
            .compactMap { $0?.standardizedFileURL }
            .filter { seen.insert($0.path).inserted }
        return directories.flatMap { directory in
            names.map { directory.appendingPathComponent($0, isDirectory: true) }
        }
    }
}
