import Locking
import Testing

/// A read begun before it is awaited: it runs once however often it is begun or awaited, begins only when asked,
/// and a cancelled wait cancels it.
struct ReadAheadTests {
    @Test func read_waitsToBeBegunOrAwaited() async throws {
        let reads = Locked(0)
        let sut = ReadAhead { reads.withLock { $0 += 1 } }

        try await Task.sleep(for: .milliseconds(20))

        #expect(reads.withLock { $0 } == 0, "nothing is read before it is begun or awaited")
        _ = sut
    }

    @Test func read_runsOnceHoweverOftenItIsBegunAndAwaited() async throws {
        let reads = Locked(0)
        let sut = ReadAhead { () -> Int in
            reads.withLock {
                $0 += 1; return $0
            }
        }

        sut.begin()
        sut.begin()
        async let first = sut.value()
        async let second = sut.value()

        #expect(try await [first, second] == [1, 1])
        #expect(try await sut.value() == 1)
        #expect(reads.withLock { $0 } == 1)
    }

    @Test func read_begunBeforeItIsAwaited_runsMeanwhile() async throws {
        let (started, finish) = AsyncStream<Void>.makeStream()
        let sut = ReadAhead { () -> String in
            finish.yield()
            return "read"
        }

        sut.begin()
        var iterator = started.makeAsyncIterator()
        await iterator.next()

        #expect(try await sut.value() == "read", "the answer of the read begun earlier")
    }

    @Test func cancelledWait_cancelsTheRead() async {
        let sut = ReadAhead { () -> Int in
            try await Task.sleep(for: .seconds(60))
            return 1
        }

        let wait = Task { try await sut.value() }
        wait.cancel()

        await #expect(throws: CancellationError.self) { try await wait.value }
    }

    @Test func failingRead_throwsToEveryWait() async {
        struct Unreadable: Error {}
        let sut = ReadAhead { () throws -> Int in throw Unreadable() }

        await #expect(throws: Unreadable.self) { try await sut.value() }
        await #expect(throws: Unreadable.self) { try await sut.value() }
    }
}
