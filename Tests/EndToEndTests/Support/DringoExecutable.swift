import Foundation
import TestSupport

/// Finds the `dringo` binary that `swift build --build-tests` put next to the test bundle.
enum DringoExecutable {
    /// Looked up once for the whole run.
    static let location: Result<URL, EndToEndError> = locate()

    static func url() throws -> URL {
        try location.get()
    }

    private static func locate() -> Result<URL, EndToEndError> {
        let candidates = candidateDirectories().map { $0.appendingPathComponent("dringo") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            return .failure(.dringoNotBuilt(searched: candidates.map(\.path)))
        }
        return .success(found)
    }

    /// The running test binary's folder first (on Linux, `/proc/self/exe`), then the folders
    /// around `Bundle.main`, then the default build folder of the repository.
    private static func candidateDirectories() -> [URL] {
        var directories: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        var bundleFolder = Bundle.main.bundleURL
        for _ in 0..<4 {
            directories.append(bundleFolder)
            bundleFolder = bundleFolder.deletingLastPathComponent()
        }
        directories.append(Fixtures.repositoryRoot.appendingPathComponent(".build/debug"))
        return directories
    }
}
