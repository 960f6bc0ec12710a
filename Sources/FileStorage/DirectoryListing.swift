import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists a directory through `readdir`, so failures carry their `errno` like every other call here.
package enum DirectoryListing {
    /// The names in the directory, hidden ones included, or none when there is no directory.
    package static func namesIfPresent(in directory: URL) throws -> [String] {
        guard let stream = opendir(directory.path) else {
            let failure = SystemCallError(name: "opendir", code: errno)
            if failure.meansNoSuchFile { return [] }
            throw failure
        }
        defer { closedir(stream) }
        var names: [String] = []
        while true {
            // readdir returns nil both at the end and on failure; only errno tells them apart.
            errno = 0
            guard let entry = readdir(stream) else { break }
            names.append(name(of: entry.pointee))
        }
        if errno != 0 { throw SystemCallError(name: "readdir", code: errno) }
        return names.filter { $0 != "." && $0 != ".." }
    }

    /// `d_name` is a fixed-size C array imported as a tuple; the name ends at its first NUL.
    private static func name(of entry: dirent) -> String {
        withUnsafeBytes(of: entry.d_name) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
