import Foundation
import Testing

/// Ctrl-C while `dringo image` works: nothing partial is written, and no error is printed.
struct ImageCancellationEndToEndTests {
    /// How long the server hangs: far longer than the test waits for dringo to stop.
    private static let stallSeconds = 40.0
    /// A timeout longer than the stall: only the interruption can end a run early.
    private static let environment = ["DRINGO_TIMEOUT": "50"]

    @Test("RD-2: Ctrl-C while the image downloads exits 130 at once, prints nothing and writes nothing", arguments: ImageStall.allCases)
    func image_exits130AndLeavesNothing_whenInterruptedWhileDownloading(stall: ImageStall) async throws {
        let size = 200_000
        let sandbox = try await Sandbox.online(serving: [:])
        let route = stall.applied(
            to: try sandbox.imageRoute(serving: ImageBytes.pseudoRandom(count: size)), bodySize: size, seconds: Self.stallSeconds)
        try sandbox.serveImageList(images: [ServedCocktail.negroni.imagePath: route])
        try await sandbox.saveImageList()
        let output = try sandbox.outputFile("c.jpg")

        let interrupted = try await sandbox.dringo(
            ["image", "Negroni", "--output", output.path],
            interruptedAfterRequestTo: ServedCocktail.negroni.imagePath,
            environment: Self.environment
        )

        try Self.expectCancelledCleanly(interrupted)
        #expect(try sandbox.outputDirectoryContents() == [], "no image, no partial file, no temporary file")
        #expect(try sandbox.imageCacheContents() == [], "nothing is cached")
    }

    @Test("Ctrl-C while image looks the name up remotely exits 130 at once, prints nothing and asks for no image")
    func image_exits130_whenInterruptedWhileResolvingTheName() async throws {
        let sandbox = try await Sandbox.online(serving: [:])
        let server = try sandbox.remote()
        var search = FixtureRoute.text(try RelocatedThumbs.body(of: "search-margarita.json", movedOnto: server.baseURL))
        search.delayBeforeHeaders = Self.stallSeconds
        try server.setRoutes([APIPath.search("Margarita"): search])
        let output = try sandbox.outputFile("m.jpg")

        let interrupted = try await sandbox.dringo(
            ["image", "Margarita", "--output", output.path],
            interruptedAfterRequestTo: APIPath.search("Margarita"),
            environment: Self.environment
        )

        try Self.expectCancelledCleanly(interrupted)
        #expect(try server.requests().map(\.path) == [APIPath.search("Margarita")])
        #expect(try sandbox.outputDirectoryContents() == [])
    }

    private static func expectCancelledCleanly(_ interrupted: InterruptedRun, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = interrupted.run
        try #require(interrupted.wasRunningWhenInterrupted, "dringo should still have been waiting: \(run)", sourceLocation: sourceLocation)
        #expect(
            interrupted.timeToExit < .seconds(25), "dringo should stop at once, not when the server or its timeout ends the wait",
            sourceLocation: sourceLocation)
        #expect(run.termination == .exited(130), "\(run)", sourceLocation: sourceLocation)
        #expect(run.standardOutput == "", sourceLocation: sourceLocation)
        #expect(run.standardError == "", "a cancelled image prints no error", sourceLocation: sourceLocation)
    }
}
