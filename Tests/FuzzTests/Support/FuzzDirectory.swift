import Foundation

/// A directory of its own for one fuzz test, under the system's temporary directory.
struct FuzzDirectory {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("FuzzTests-\(UUID().uuidString)", isDirectory: true)

    func appending(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
