import Foundation
import PackagePlugin

/// Compiles the files of a target's `Resources` folder into the target, as the `EmbeddedResources` enum, so that a
/// program built from it is one file: nothing has to sit beside it, and nothing is looked up at run time.
///
/// The folder stays the source: every build reads it, and a changed, added or removed file is compiled in again.
/// Markdown files document the folder and are left out.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let folder = module.directoryURL.appending(path: "Resources", directoryHint: .isDirectory)
        let paths = try Self.resourcePaths(in: folder)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(paths.count) resources of \(target.name)",
                executable: try context.tool(named: "ResourceEmbedder").url,
                arguments: [output.path(percentEncoded: false), folder.path(percentEncoded: false)] + paths,
                inputFiles: paths.map { folder.appending(path: $0) },
                outputFiles: [output]
            )
        ]
    }

    /// The paths of the folder's files relative to it, sorted so that the generated source is the same on every machine.
    private static func resourcePaths(in folder: URL) throws -> [String] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            return []
        }
        let prefix = folder.standardizedFileURL.path(percentEncoded: false)
        var paths: [String] = []
        for case let file as URL in walk where file.pathExtension != "md" {
            guard try file.resourceValues(forKeys: Set(keys)).isRegularFile == true else { continue }
            let path = file.standardizedFileURL.path(percentEncoded: false)
            guard path.hasPrefix(prefix) else { continue }
            paths.append(String(path.dropFirst(prefix.count).drop { $0 == "/" }))
        }
        return paths.sorted()
    }
}
