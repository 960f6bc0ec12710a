import Foundation
import Locking
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A big `popular.php` body: 60,000 drinks, each with instructions and a thumb, about 9 MB.
///
/// Every list has its own label in every name ("Old Cocktail 00042", "New Cocktail 00042"), so a
/// saved list that mixed two of them, or lost its end, shows at once. Each body is written once
/// per test run, to a folder that is removed when the test process exits.
struct GeneratedFeed: Sendable {
    static let itemCount = 60_000

    let label: String
    /// The body, for `FixtureRoute.file(_:contentType:)`.
    let file: URL
    /// Every drink's name, in the body's order.
    let names: [String]

    /// What the feed shows of a list of this shape, from its start: each drink's id follows from its place.
    static func entries(named names: some Sequence<String>) -> [FeedEntry] {
        names.enumerated().map { FeedEntry(id: id(at: $0), name: $1) }
    }

    private static func id(at index: Int) -> Int {
        100_000 + index
    }

    var route: FixtureRoute {
        .file(file, contentType: "application/json")
    }

    /// The list labelled `label`, written on first use, on a thread of its own: writing it takes a
    /// moment that no thread of Swift's small cooperative pool should be blocked for.
    static func labelled(_ label: String) async throws -> GeneratedFeed {
        let (writing, isFirstUse) = written.withLock { written in
            if let writing = written[label] { return (writing, false) }
            let writing = OneShot<Result<GeneratedFeed, any Error>>()
            written[label] = writing
            return (writing, true)
        }
        if isFirstUse {
            Thread.detachNewThread { writing.fulfill(Result { try write(label) }) }
        }
        return try await writing.value().get()
    }

    private static let written = Locked<[String: OneShot<Result<GeneratedFeed, any Error>>]>([:])

    private static let directory: URL = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dringo-e2e-feeds-\(UUID().uuidString)", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: GeneratedFeed.directory) }
        return directory
    }()

    private static func write(_ label: String) throws -> GeneratedFeed {
        let clock = ContinuousClock()
        let start = clock.now
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let names = (0..<itemCount).map { "\(label) Cocktail \(fiveDigits($0))" }
        var body = Data(#"{"drinks":["#.utf8)
        body.reserveCapacity(itemCount * 200)
        for (index, name) in names.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: drink(index, named: name, label: label).utf8)
        }
        body.append(contentsOf: "]}".utf8)
        let file = directory.appendingPathComponent("popular-\(label).json")
        try body.write(to: file, options: .atomic)
        ReliabilityReport.note("generated the \(label) list, \(body.count) bytes, in \(ReliabilityReport.seconds(clock.now - start))")
        return GeneratedFeed(label: label, file: file, names: names)
    }

    /// One drink as the v2 API sends it: the fields dringo reads, kept short, since the time a debug
    /// build takes to save 60,000 of them grows with the length of every string it trims.
    private static func drink(_ index: Int, named name: String, label: String) -> String {
        let number = fiveDigits(index)
        return #"{"idDrink":"\#(id(at: index))","strDrink":"\#(name)","strInstructions":"Stir \#(label) \#(number) with ice.","#
            + #""strDrinkThumb":"https://cdb.test/\#(label.lowercased())-\#(number).jpg"}"#
    }

    private static func fiveDigits(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
