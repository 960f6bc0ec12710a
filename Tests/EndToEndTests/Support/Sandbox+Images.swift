import Foundation

/// The files around `dringo image`: the image cache, the folder it writes into, the bodies served.
extension Sandbox {
    /// `<DRINGO_CACHE_DIR>/images`, where dringo caches images.
    var imageCacheDirectory: URL {
        cacheDirectory.appendingPathComponent("images", isDirectory: true)
    }

    /// The folder the tests give `--output` paths in.
    var outputDirectory: URL {
        directory.appendingPathComponent("output", isDirectory: true)
    }

    /// Every name in the image cache directory, hidden ones included; none when it does not exist.
    func imageCacheContents() throws -> [String] {
        try Self.contentsIfPresent(of: imageCacheDirectory)
    }

    /// The names in the image cache that are cached images: 64 hexadecimal digits and `.img`.
    func cachedImageFiles() throws -> [String] {
        try imageCacheContents().filter(Self.isCachedImageName)
    }

    /// A path in the output folder, which this creates first, so that a test can see that
    /// dringo left nothing else there.
    func outputFile(_ name: String) throws -> URL {
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        return outputDirectory.appendingPathComponent(name)
    }

    /// Every name in the output folder, hidden ones (temporary files) included.
    func outputDirectoryContents() throws -> [String] {
        try Self.contentsIfPresent(of: outputDirectory)
    }

    /// Writes `image` to a file of this sandbox and returns the route that serves its bytes.
    func imageRoute(serving image: Data, named name: String = "image.jpg") throws -> FixtureRoute {
        let bodies = directory.appendingPathComponent("bodies", isDirectory: true)
        try FileManager.default.createDirectory(at: bodies, withIntermediateDirectories: true)
        let file = bodies.appendingPathComponent(name)
        try image.write(to: file)
        return .file(file)
    }

    private static func contentsIfPresent(of directory: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private static func isCachedImageName(_ name: String) -> Bool {
        let hexDigits = Set("0123456789abcdef")
        guard name.hasSuffix(".img") else { return false }
        let digest = name.dropLast(4)
        return digest.count == 64 && digest.allSatisfy(hexDigits.contains)
    }
}
