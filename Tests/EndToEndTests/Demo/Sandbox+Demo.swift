import Foundation

/// The demo's folders in a sandbox, and what a test needs to see that a demo keeps to them.
extension Sandbox {
    /// `<DRINGO_CACHE_DIR>/demo`.
    var demoCacheDirectory: URL {
        cacheDirectory.appendingPathComponent("demo", isDirectory: true)
    }

    /// The data directory with no `DRINGO_DATA_DIR` or `XDG_DATA_HOME`: under the sandbox's home.
    var dataDirectory: URL {
        directory.appendingPathComponent(".local/share/dringo", isDirectory: true)
    }

    /// `<data directory>/demo`.
    var demoDataDirectory: URL {
        dataDirectory.appendingPathComponent("demo", isDirectory: true)
    }

    /// Runs `dringo` with the sandbox's environment, but with no remote at all, even in a sandbox that has one.
    func dringoWithoutNetwork(_ arguments: [String], environment: [String: String] = [:]) async throws -> DringoRun {
        try await dringo(arguments, baseURL: Self.unreachableBaseURL, environment: environment)
    }

    /// The binary under test copied alone into an empty folder of this sandbox, as people copy a command-line tool.
    func loneCopyOfDringo() throws -> URL {
        let folder = directory.appendingPathComponent("lone-copy", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("dringo")
        try FileManager.default.copyItem(at: try DringoExecutable.url(), to: copy)
        return copy
    }
}

/// Every file and folder under a directory, by path relative to it, with each file's bytes.
struct DirectoryTree: Equatable, CustomStringConvertible {
    enum Entry: Equatable {
        case folder
        case file(Data)
    }

    let entries: [String: Entry]

    init(of root: URL) throws {
        var entries: [String: Entry] = [:]
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        for case let url as URL in enumerator {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            let relative = String(path.dropFirst(rootPath.count + 1))
            let isFolder = try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory ?? false
            entries[relative] = isFolder ? .folder : .file(try Data(contentsOf: url))
        }
        self.entries = entries
    }

    /// The paths that were added, removed or changed from `before` to this tree, sorted.
    func changedPaths(since before: DirectoryTree) -> [String] {
        Set(entries.keys).union(before.entries.keys).filter { entries[$0] != before.entries[$0] }.sorted()
    }

    /// The subtree at `relativePath`, with paths relative to the whole tree.
    func subtree(at relativePath: String) -> [String: Entry] {
        entries.filter { $0.key == relativePath || $0.key.hasPrefix(relativePath + "/") }
    }

    var description: String {
        entries.keys.sorted().joined(separator: "\n")
    }
}
