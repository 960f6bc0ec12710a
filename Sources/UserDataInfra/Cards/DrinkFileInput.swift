import Foundation
import HouseDrinksFeature

/// A file of drinks read whole, or stdin for `-`; no more than one byte past the largest file is read, so that a huge
/// file is refused without being held.
public enum DrinkFileInput {
    public static func read(_ file: String) throws -> Data {
        let handle: FileHandle
        if file == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: file) else { throw DrinkFileInputError(file: file) }
            handle = opened
        }
        defer { if file != "-" { try? handle.close() } }
        do {
            var data = Data()
            while data.count <= DrinkFile.largestBytes, let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                data.append(chunk)
            }
            return data
        } catch {
            throw DrinkFileInputError(file: file)
        }
    }
}

/// A file that could not be opened or read.
public struct DrinkFileInputError: Error, Equatable {
    public let file: String
}
