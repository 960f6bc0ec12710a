import FeedFeature
import Foundation
import HTTPCore
import SimulatedCocktailDB
import TestSupport
import Testing

@Suite("SimulatedCocktailDB images")
final class ImageRoutesTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    private static let jpegStart: [UInt8] = [0xFF, 0xD8, 0xFF]

    @Test("every picture the catalogue points to answers a JPEG the image mapper accepts")
    func cataloguePictures_answerJPEGs() async throws {
        let sut = makeSUT(tracker: leakTracker)
        let urls = try FixtureCatalogue.drinks().map { try #require($0.thumbnail.flatMap(URL.init(string:)), "\($0.name)") }
        #expect(urls.count == 636)

        var pictures = Set<Data>()
        for url in urls {
            let (data, response) = try await sut.get(from: url)
            #expect(response.statusCode == 200, "\(url)")
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/jpeg")
            #expect(Array(data.prefix(3)) == Self.jpegStart, "\(url) should answer a JPEG")
            #expect(try FeedImageDataMapper.map(data, from: response) == data)
            pictures.insert(data)
        }

        #expect(pictures.count == 4, "the pictures should be spread over every demo image")
    }

    @Test("a picture answers the same JPEG every time, at every size and from every instance")
    func picture_isStable() async throws {
        let first = makeSUT(tracker: leakTracker)
        let second = makeSUT(tracker: leakTracker)
        let base = "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg"

        let (full, _) = try await first.get(from: URL(string: base)!)
        for suffix in ["", "/preview", "/small", "/medium", "/large"] {
            let (again, _) = try await first.get(from: URL(string: base + suffix)!)
            let (elsewhere, _) = try await second.get(from: URL(string: base + suffix)!)
            #expect(again == full, "\(suffix)")
            #expect(elsewhere == full, "\(suffix)")
        }
    }

    @Test("a picture is chosen by a hash that is the same in every process")
    func picture_isChosenByFixedHash() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (margarita, _) = try await sut.get(from: URL(string: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg")!)
        let (manhattan, _) = try await sut.get(from: URL(string: "https://www.thecocktaildb.com/images/media/drink/yk70e31606771240.jpg")!)

        #expect(margarita == (try demoImage("glass-highball")))
        #expect(manhattan == (try demoImage("glass-rocks")))
    }

    @Test("a picture on another host or under a path prefix answers too")
    func picture_onAnotherHost_answers() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: URL(string: "http://127.0.0.1:8080/mirror/images/media/drink/5noda61589575158.jpg")!)

        #expect(response.statusCode == 200)
        #expect(Array(data.prefix(3)) == Self.jpegStart)
    }

    @Test("a picture recorded nowhere still answers a demo JPEG, as a feed cached before the demo may name one")
    func unrecordedPicture_answersJPEG() async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (data, response) = try await sut.get(from: URL(string: "https://www.thecocktaildb.com/images/media/drink/abc1234.png/small")!)

        #expect(response.statusCode == 200)
        #expect(Array(data.prefix(3)) == Self.jpegStart)
    }

    @Test(
        "a path under the pictures folder that names no picture, or no size of one, is not found",
        arguments: [
            "https://www.thecocktaildb.com/images/media/drink/notes.txt",
            "https://www.thecocktaildb.com/images/media/drink/.jpg",
            "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg/huge",
            "https://www.thecocktaildb.com/images/media/drink/",
            "https://www.thecocktaildb.com/images/ingredients/Gin.png",
        ])
    func unknownPicture_answersNotFound(text: String) async throws {
        let sut = makeSUT(tracker: leakTracker)

        let (_, response) = try await sut.get(from: URL(string: text)!)

        #expect(response.statusCode == 404)
    }

    private func demoImage(_ name: String) throws -> Data {
        let url = Fixtures.repositoryRoot.appendingPathComponent("Sources/SimulatedCocktailDB/Resources/images/\(name).jpg")
        return try Data(contentsOf: url)
    }
}
