import Foundation

/// A module's `Resources` folder as the EmbedResources plugin reads it, for tests that hold the compiled-in copy to it.
public enum ResourceFolder {
    /// The paths of the folder's files relative to it, hidden ones left out, sorted.
    public static func files(in folder: URL) throws -> [String] {
        let root = folder.standardizedFileURL.path
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return []
        }
        var files: [String] = []
        for case let file as URL in walk where (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files.append(String(file.standardizedFileURL.path.dropFirst(root.count + 1)))
        }
        return files.sorted()
    }
}
