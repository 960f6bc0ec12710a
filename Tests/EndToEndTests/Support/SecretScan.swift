import Foundation

/// Looks for a secret in bytes, ignoring ASCII case, so that a key that was upper- or lower-cased
/// on its way out is found as well.
struct SecretScan: Sendable {
    private let needle: Data

    init(secret: String) {
        needle = Self.lowercased(Data(secret.utf8))
    }

    func isFound(in data: Data) -> Bool {
        Self.lowercased(data).range(of: needle) != nil
    }

    func isFound(in text: String) -> Bool {
        isFound(in: Data(text.utf8))
    }

    /// The paths under `directory`, relative to it, whose name or bytes hold the secret.
    /// - Parameter skipping: top-level folders that are not the program's to write, such as the server's.
    func files(under directory: URL, skipping: Set<String> = []) throws -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: directory.path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if skipping.contains(path) {
                enumerator.skipDescendants()
                continue
            }
            let url = directory.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let holdsSecret = try !isDirectory.boolValue && isFound(in: Data(contentsOf: url))
            if isFound(in: path) || holdsSecret {
                found.append(path)
            }
        }
        return found.sorted()
    }

    private static func lowercased(_ data: Data) -> Data {
        Data(data.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 })
    }
}
