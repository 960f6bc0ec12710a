import Foundation
import Testing

/// A place where a user's setup can put dringo's cache or data folder, and where no one, root
/// included, can make it. A folder dringo may not write and a full disk depend on who runs the tests
/// and on the machine: see `ReadOnlyFolder`, `UnprivilegedUser` and `SmallDisk`.
enum HostilePlace: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Under `/proc`, which exists but takes no new folder.
    case underProc
    /// Behind a symbolic link to a drive that is not mounted, such as `~/.cache` moved to an external disk.
    case behindDanglingLink
    /// Where a regular file stands for a parent folder.
    case underRegularFile

    var testDescription: String { rawValue }
}

extension Sandbox {
    /// A folder named `name` in `place`, as `DRINGO_CACHE_DIR` or `DRINGO_DATA_DIR` would name it.
    func folder(_ name: String, in place: HostilePlace) throws -> URL {
        switch place {
        case .underProc:
            return URL(fileURLWithPath: "/proc/dringo-e2e-\(UUID().uuidString)", isDirectory: true).appendingPathComponent(name)
        case .behindDanglingLink:
            let link = directory.appendingPathComponent("\(name)-on-external-drive")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: unmountedDrive.appendingPathComponent(name))
            return link.appendingPathComponent("dringo", isDirectory: true)
        case .underRegularFile:
            let file = directory.appendingPathComponent("\(name)-regular-file")
            try Data("not a folder".utf8).write(to: file)
            return file.appendingPathComponent("dringo", isDirectory: true)
        }
    }

    /// Where the dangling links point: a drive's mount point that does not exist.
    var unmountedDrive: URL {
        directory.appendingPathComponent("unmounted-drive", isDirectory: true)
    }

    /// A new, empty folder of this sandbox.
    func emptyFolder(_ name: String) throws -> URL {
        let folder = directory.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// A folder whose mode keeps the unprivileged user out, until `restore()` gives it back mode 755,
/// so that the sandbox can be removed whoever runs the tests.
struct RestrictedFolder {
    let url: URL

    /// Mode 555: the user reads what is in it, and changes nothing.
    static func readOnly(_ url: URL) throws -> RestrictedFolder {
        try RestrictedFolder(url, mode: 0o555)
    }

    /// Mode 000: the user can neither list it nor reach what is in it, as a folder another user owns.
    static func closed(_ url: URL) throws -> RestrictedFolder {
        try RestrictedFolder(url, mode: 0o000)
    }

    private init(_ url: URL, mode: Int) throws {
        self.url = url
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    func restore() {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
}
