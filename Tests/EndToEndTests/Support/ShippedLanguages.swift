import Foundation
import TestSupport

/// The languages the binary speaks, found as `Language.allCases` finds them: the `<code>.lproj` folders of
/// FeedPresentation's resources, which the build compiles in. English comes first, then the others by code, as
/// `--lang`'s error lists them. The end-to-end tests import none of dringo's modules, so they read the folders.
enum ShippedLanguages {
    static func codes() throws -> [String] {
        let resources = Fixtures.repositoryRoot.appendingPathComponent("Sources/FeedPresentation/Resources")
        let codes = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".lproj") }
            .map { String($0.dropLast(".lproj".count)) }
        return codes.filter { $0 == "en" } + codes.filter { $0 != "en" }.sorted()
    }
}
