extension Sandbox {
    /// Every name in the cache directory besides `feed.json` and the image cache: what saves left behind.
    func cacheLeftovers() throws -> [String] {
        try cacheDirectoryContents().filter { $0 != "feed.json" && $0 != "images" }
    }

    /// The leftovers that are not the temporary file of one of `killed`: files that no crash explains.
    func unexplainedCacheLeftovers(killed: Set<Int32>) throws -> [String] {
        try cacheLeftovers().filter { name in
            guard let temporary = CacheTemporaryFile(named: name) else { return true }
            return !killed.contains(temporary.writer)
        }
    }
}
