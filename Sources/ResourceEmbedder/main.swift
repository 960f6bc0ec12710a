import Foundation

// Run by the EmbedResources plugin at build time: `ResourceEmbedder <output.swift> <resources folder> <path>...`.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: ResourceEmbedder <output.swift> <resources folder> <path>...\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[arguments.startIndex + 1], isDirectory: true)
do {
    let files = try arguments.dropFirst(2).map { path in
        ResourceFile(path: path, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(path))))
    }
    try Data(EmbeddedResourcesSource(files: files).text.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("ResourceEmbedder: \(error)\n".utf8))
    exit(1)
}
