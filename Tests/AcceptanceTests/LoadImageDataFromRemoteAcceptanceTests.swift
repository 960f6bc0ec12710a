import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Use case "Load cocktail image data from remote", through `dringo image`.
struct LoadImageDataFromRemoteAcceptanceTests {
    @Test("RD-1: image resolves the name in the cached feed and writes the remote image to the file")
    func image_writesRemoteImageToFile_resolvedFromCachedFeed() async {
        let http = HTTPClientStub.online(["/negroni.jpg": (200, ImageRoute.negroniBytes)])
        let writer = RecordingFileWriter()

        let run = await runDringo(
            ["image", "negroni", "--output", "/tmp/n.jpg"], http: http, store: ImageRoute.feedStoreWithNegroni(), fileWriter: writer)

        #expect(run.exitCode == .success)
        #expect(writer.writtenFiles == ["/tmp/n.jpg": ImageRoute.negroniBytes])
        #expect(run.standardOutput == "")
        #expect(run.standardError == "Saved the image of Negroni to /tmp/n.jpg (21 bytes).\n")
        #expect(http.requestedURLs.map(\.absoluteString) == [ImageRoute.negroniImage])
    }

    @Test("RD-1: image resolves a name missing from the cache remotely, as recipe does")
    func image_resolvesRemotely_whenNotInCachedFeed() async throws {
        let http = HTTPClientStub.online([
            "/search.php?s=Margarita": (200, try Fixtures.data("search-margarita.json")),
            "/5noda61589575158.jpg": (200, ImageRoute.negroniBytes),
        ])

        let run = await runDringo(["image", "Margarita"], http: http)

        #expect(run.exitCode == .success)
        #expect(run.standardOutputData == ImageRoute.negroniBytes)
        #expect(http.requestedURLs.last?.absoluteString == ImageRoute.margaritaImage)
    }

    @Test("RD-1: image writes the bytes to stdout when it is piped, and refuses a terminal with exit 2")
    func image_writesToPipe_andRefusesTerminal() async {
        let http = HTTPClientStub.online(["/negroni.jpg": (200, ImageRoute.negroniBytes)])

        let piped = await runDringo(["image", "Negroni", "--output", "-"], http: http, store: ImageRoute.feedStoreWithNegroni())
        let terminal = await runDringo(["image", "Negroni"], http: http, store: ImageRoute.feedStoreWithNegroni(), terminal: .interactive)

        #expect(piped.standardOutputData == ImageRoute.negroniBytes)
        #expect(terminal.exitCode == .usage)
        #expect(terminal.standardOutput == "")
        #expect(
            terminal.standardError.contains(
                "dringo image writes binary data, which a terminal cannot show; give --output FILE or redirect it."))
    }

    @Test("RD-2: a cancelled image load writes nothing, prints nothing and exits 130")
    func image_writesNothing_whenCancelled() async {
        let client = SuspendingHTTPClient()
        let writer = RecordingFileWriter()
        let imageStore = InMemoryImageDataStore()
        let run = Task {
            await runDringo(
                ["image", "Negroni", "--output", "/tmp/n.jpg"], http: client, store: ImageRoute.feedStoreWithNegroni(),
                imageStore: imageStore, fileWriter: writer)
        }
        var started = client.requestStarted.makeAsyncIterator()
        _ = await started.next()

        run.cancel()
        let result = await run.value

        #expect(result.exitCode == .cancelled)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "")
        #expect(writer.writtenFiles.isEmpty)
        #expect(await imageStore.usage().count == 0)
    }

    @Test(
        "RD-3: image fails with exit 1 and writes nothing on invalid image data",
        arguments: [(200, Data()), (410, ImageRoute.negroniBytes), (500, Data("oops".utf8))])
    func image_failsOnInvalidData(status: Int, body: Data) async {
        let http = HTTPClientStub.online(["/negroni.jpg": (status, body)])
        let writer = RecordingFileWriter()

        let run = await runDringo(
            ["image", "Negroni", "--output", "/tmp/n.jpg"], http: http, store: ImageRoute.feedStoreWithNegroni(), fileWriter: writer)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == "TheCocktailDB did not send usable image data.\n")
        #expect(writer.writtenFiles.isEmpty)
    }

    @Test("RD-5: image fails with exit 1 and writes nothing when the image's address answers 404, naming the cocktail")
    func image_failsOnImageNotFound() async {
        let http = HTTPClientStub.online(["/negroni.jpg": (404, Data("<html>Not Found</html>".utf8))])
        let writer = RecordingFileWriter()

        let run = await runDringo(
            ["image", "Negroni", "--output", "/tmp/n.jpg"], http: http, store: ImageRoute.feedStoreWithNegroni(), fileWriter: writer)

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == "TheCocktailDB answered 404 (not found) for the image of Negroni, and it is not in the cache.\n")
        #expect(writer.writtenFiles.isEmpty)
    }

    @Test("RI-8: image fails with exit 1 when looking the name up answers 404, and says what to check")
    func image_failsOnNotFound_whileLookingTheNameUp() async {
        let writer = RecordingFileWriter()

        let run = await runDringo(["image", "Margarita", "--output", "/tmp/m.jpg"], http: HTTPClientStub.online([:]), fileWriter: writer)

        #expect(run.exitCode == .couldNotLoad)
        #expect(
            run.standardError
                == "TheCocktailDB answered 404 (not found) at the address dringo asked; check DRINGO_BASE_URL and DRINGO_API_KEY.\n")
        #expect(writer.writtenFiles.isEmpty)
    }

    @Test("RD-4: image fails with exit 1 without connectivity when the image is not cached")
    func image_failsOffline_whenNotCached() async {
        let run = await runDringo(
            ["image", "Negroni", "--output", "/tmp/n.jpg"], http: HTTPClientStub.offline, store: ImageRoute.feedStoreWithNegroni())

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == "Could not reach TheCocktailDB, and the image is not in the cache.\n")
    }

    /// The candidates are named as `recipe` names them, by name: `image` resolves through the same lookup.
    @Test("RI-4: image fails with exit 3 for an unknown cocktail, and names the candidates of an ambiguous one")
    func image_failsWithExit3_onUnknownOrAmbiguousName() async throws {
        let http = HTTPClientStub.online([
            "/search.php?s=Nothing": (200, try Fixtures.data("search-no-match.json")),
            "/search.php?s=marg": (200, try Fixtures.data("search-margarita.json")),
        ])

        let unknown = await runDringo(["image", "Nothing", "--output", "/tmp/x.jpg"], http: http)
        let ambiguous = await runDringo(["image", "marg", "--output", "/tmp/x.jpg"], http: http)

        #expect(unknown.exitCode == .notFound)
        #expect(unknown.standardError == "TheCocktailDB has no cocktail called 'Nothing'.\n")
        #expect(ambiguous.exitCode == .notFound)
        #expect(
            ambiguous.standardError.hasPrefix("'marg' could be any of these 6 cocktails:\n   11118  Blue Margarita\n   11007  Margarita\n"))
        #expect(ambiguous.standardError.hasSuffix("\nAsk for one by its id, as in 'dringo image 11118'.\n"))
    }

    @Test("image fails with exit 1 when the output file cannot be written")
    func image_failsWhenFileCannotBeWritten() async {
        let http = HTTPClientStub.online(["/negroni.jpg": (200, ImageRoute.negroniBytes)])

        let run = await runDringo(
            ["image", "Negroni", "--output", "/tmp/n.jpg"], http: http, store: ImageRoute.feedStoreWithNegroni(),
            fileWriter: RecordingFileWriter(failing: true))

        #expect(run.exitCode == .couldNotLoad)
        #expect(run.standardError == "The image could not be written to /tmp/n.jpg.\n")
    }

    @Test("RI-7: image rejects an invalid name or a missing one with exit 2")
    func image_rejectsInvalidName() async {
        let blank = await runDringo(["image", " ", "--output", "/tmp/x.jpg"])
        let missing = await runDringo(["image", "--output", "/tmp/x.jpg"])

        #expect(blank.exitCode == .usage)
        #expect(blank.standardError == "Give the name or the id of a cocktail.\n")
        #expect(missing.exitCode == .usage)
        #expect(missing.standardError == "'dringo image' needs the name or the id of a cocktail.\n")
    }
}
