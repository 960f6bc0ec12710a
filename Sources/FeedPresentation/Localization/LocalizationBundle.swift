import Foundation

/// One language's folder in the module's resource bundle.
///
/// The bundle is located without `Bundle.module`, whose generated accessor stops the
/// process when the resources are not beside the binary.
final class LocalizationBundle: Sendable {
    private let bundle: Bundle

    private init(bundle: Bundle) {
        self.bundle = bundle
    }

    static func load(_ language: Language) -> LocalizationBundle? {
        guard let resources = resourceBundle,
            let path = resources.path(forResource: language.rawValue, ofType: "lproj"),
            let bundle = Bundle(path: path)
        else { return nil }
        return LocalizationBundle(bundle: bundle)
    }

    func string(_ key: String, table: String) -> String? {
        let missing = "\u{0}missing"
        let value = bundle.localizedString(forKey: key, value: missing, table: table)
        return value == missing ? nil : value
    }

    func keys(in table: String) -> Set<String> {
        guard let url = bundle.url(forResource: table, withExtension: "strings"),
            let data = try? Data(contentsOf: url),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [] }
        return Set(plist.keys)
    }

    /// The names of the `.strings` files in this language's folder, without the extension, sorted.
    func tableNames() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(at: bundle.bundleURL, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "strings" }.map { $0.deletingPathExtension().lastPathComponent }.sorted()
    }

    private static let resourceBundle: Bundle? = {
        let candidates = ResourceBundleCandidates.urls(
            mainResources: Bundle.main.resourceURL,
            frameworkResources: Bundle(for: LocalizationBundle.self).resourceURL,
            mainBundle: Bundle.main.bundleURL,
            executableDirectory: Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        )
        return candidates.lazy.compactMap { Bundle(url: $0) }.first
    }()
}
