import Foundation
import TestSupport

/// Finds the `dringo` binary that `swift build --build-tests` put next to the test bundle.
enum DringoExecutable {
    /// Looked up once for the whole run.
    static let location: Result<URL, EndToEndError> = locate()

    static func url() throws -> URL {
        try location.get()
    }

    /// `DRINGO_E2E_BINARY` runs the suite against another build of dringo, such as the
    /// statically linked release binary CI also checks; otherwise the one built with the tests.
    private static func locate() -> Result<URL, EndToEndError> {
        if let override = ProcessInfo.processInfo.environment["DRINGO_E2E_BINARY"], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            return FileManager.default.isExecutableFile(atPath: url.path) ? .success(url) : .failure(.dringoNotBuilt(searched: [url.path]))
        }
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
