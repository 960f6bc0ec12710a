import Foundation
import HouseDrinksFeature
import TestSupport
import Testing
import UserDataInfra

/// A file of drinks read for `mine add`: whole, but never more than one byte past the largest file, so that a huge
/// file is refused without being held.
@Suite final class DrinkFileInputTests {
    private let directory = TemporaryDirectory()

    deinit {
        directory.remove()
    }

    @Test("MD-6: a file is read whole")
    func read_deliversTheWholeFile() throws {
        try directory.write("# House Gin\n\n1 oz Gin\n", to: "gin.card")

        #expect(try DrinkFileInput.read(directory.appending("gin.card").path) == Data("# House Gin\n\n1 oz Gin\n".utf8))
    }

    @Test("MD-6: a file over the largest is read only one byte past it, which the reader then refuses")
    func read_stopsPastTheLargestFile() throws {
        try directory.write(Data(count: DrinkFile.largestBytes + 300_000), to: "huge.json")

        let data = try DrinkFileInput.read(directory.appending("huge.json").path)

        #expect(data.count > DrinkFile.largestBytes)
        #expect(data.count <= DrinkFile.largestBytes + (1 << 16))
    }

    @Test("MD-6: a file that cannot be opened is named")
    func read_missingFile_isNamed() {
        let path = directory.appending("missing.card").path

        let error = #expect(throws: DrinkFileInputError.self) { try DrinkFileInput.read(path) }
        #expect(error?.file == path)
    }
}
