import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes a directory and its missing parents, like `mkdir -p`, and ends whatever `mkdir` answers.
///
/// A folder can be missing and yet impossible to make under a parent that exists: under `/proc`,
/// or behind a symbolic link to a disk that is not mounted, where the parent "exists" as a dangling
/// link. So each folder is made at most once after its parent is known to exist, and a second
/// "no such file" is an error rather than a reason to make the parent again.
package enum DirectoryCreation {
    package static func makeDirectory(at url: URL) throws {
        let folders = foldersFromTheTop(of: url.path)
        // Up: the deepest folder that exists or can be made at once; every folder below it is missing.
        var firstMissing = folders.endIndex
        while firstMissing > folders.startIndex, try !makeFolder(folders[firstMissing - 1]) {
            firstMissing -= 1
        }
        // Down: each missing folder's parent exists now, so any failure is final.
        for folder in folders[firstMissing...] {
            guard try makeFolder(folder) else { throw SystemCallError(name: "mkdir", code: ENOENT) }
        }
    }

    /// Makes one folder: true when it is a directory now, false when `mkdir` found no parent.
    /// Something that exists counts only when it is a directory, following symbolic links.
    private static func makeFolder(_ path: String) throws -> Bool {
        do {
            try systemCall("mkdir") { mkdir(path, 0o755) }
        } catch let error as SystemCallError where error.code == ENOENT {
            return false
        } catch let error as SystemCallError where error.code == EEXIST {
            var info = stat()
            // A dangling link exists to mkdir and not to stat, which then fails with ENOENT.
            try systemCall("stat") { stat(path, &info) }
            guard info.st_mode & S_IFMT == S_IFDIR else { throw SystemCallError(name: "mkdir", code: ENOTDIR) }
        }
        return true
    }

    /// `/a/b/c` as `/a`, `/a/b`, `/a/b/c`: the root itself is never made.
    private static func foldersFromTheTop(of path: String) -> [String] {
        let root = path.hasPrefix("/") ? "/" : ""
        let names = path.split(separator: "/").map(String.init)
        return names.indices.map { root + names[...$0].joined(separator: "/") }
    }
}
