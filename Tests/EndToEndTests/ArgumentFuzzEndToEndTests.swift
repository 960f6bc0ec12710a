import Foundation
import TestSupport
import Testing

/// Nothing a user types crashes dringo: a few hundred seeded random argument vectors, each run by the
/// built binary in a folder of its own, with no network (the origin refuses connections; `--demo`
/// answers in the process). `DRINGO_E2E_SEED` replays another set.
struct ArgumentFuzzEndToEndTests {
    private static let runCount = 300
    private static let runsInFlight = 4
    /// Long enough for any honest run on a busy machine: nothing here waits on a network.
    private static let timeoutPerRun: Duration = .seconds(30)

    @Test(
        "random argument vectors never end dringo by a signal or a hang, exit only with the contract's codes, and a failure always says why"
    )
    func randomArguments_neverCrashHangOrFailSilently() async throws {
        let seed = ReliabilitySeed.value
        var random = SplitMix64(seed: seed)
        let vectors = (0..<Self.runCount).map { _ in FuzzedArguments.random(using: &random) }
        let sandbox = try Sandbox.withoutServer()
        let clock = ContinuousClock()
        let start = clock.now

        let outcomes = try await Self.run(vectors, in: sandbox.directory)
        let findings = outcomes.compactMap(\.finding)

        let tally = Dictionary(grouping: outcomes, by: \.ending).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.count)" }
        ReliabilityReport.note(
            "argument fuzz: \(Self.runCount) runs in \(ReliabilityReport.seconds(clock.now - start)) (\(tally.joined(separator: ", "))), "
                + ReliabilitySeed.describe(seed))
        let report = findings.prefix(10).map(\.description).joined(separator: "\n")
        #expect(findings.isEmpty, "\(findings.count) of \(Self.runCount) runs went wrong, \(ReliabilitySeed.describe(seed)):\n\(report)")
    }

    @Test("a word that is not UTF-8 reaches dringo as its bytes, and comes back on stderr as U+FFFD, never as those bytes")
    func wordNotUTF8_isEchoedAsReplacementCharacter() async throws {
        let sandbox = try Sandbox.withoutServer()
        let environment = DringoEnvironment(
            baseURL: Sandbox.unreachableBaseURL, cacheDirectory: sandbox.cacheDirectory, home: sandbox.directory)

        let run = try await DringoWithByteArguments.run(
            [Array("fe".utf8) + [0xFF] + Array("ed".utf8)], in: sandbox.directory, environment: environment.variables,
            timeout: Self.timeoutPerRun)

        #expect(run.termination == Termination.exited(2))
        #expect(String(decoding: run.standardError, as: UTF8.self) == "'fe\u{FFFD}ed' is not a dringo command; did you mean 'feed'?\n")
    }

    /// Runs every vector, a few at a time, and returns how each went, in the vectors' order.
    private static func run(_ vectors: [FuzzedArguments], in directory: URL) async throws -> [Outcome] {
        try await withThrowingTaskGroup(of: Outcome.self) { group in
            var next = 0
            func startNext() {
                guard next < vectors.count else { return }
                let index = next
                next += 1
                group.addTask { try await check(vectors[index], index: index, in: directory.appendingPathComponent("run-\(index)")) }
            }
            for _ in 0..<runsInFlight { startNext() }
            var outcomes: [Outcome] = []
            while let outcome = try await group.next() {
                outcomes.append(outcome)
                startNext()
            }
            return outcomes.sorted { $0.index < $1.index }
        }
    }

    private static func check(_ arguments: FuzzedArguments, index: Int, in directory: URL) async throws -> Outcome {
        let environment = DringoEnvironment(
            baseURL: Sandbox.unreachableBaseURL,
            cacheDirectory: directory.appendingPathComponent("cache"),
            home: directory.appendingPathComponent("work"),
            additional: ["DRINGO_DATA_DIR": directory.appendingPathComponent("data").path, "DRINGO_TIMEOUT": "5"]
        )
        let run = try await DringoWithByteArguments.run(
            arguments.words, in: directory, environment: environment.variables, timeout: Self.timeoutPerRun)
        let finding = problem(with: run).map { Finding(index: index, arguments: arguments, problem: $0, standardError: run.standardError) }
        return Outcome(index: index, ending: run.timedOut ? "hung" : "\(run.termination)", finding: finding)
    }

    /// What the contract forbids in a run, if anything.
    private static func problem(with run: DringoWithByteArguments.Run) -> String? {
        if run.timedOut { return "hung, and was killed after \(timeoutPerRun)" }
        guard case let .exited(status) = run.termination else { return "ended by a signal: \(run.termination)" }
        guard [0, 1, 2, 3].contains(status) else { return "exit \(status), which is none of the contract's codes" }
        guard let standardError = String(validating: run.standardError, as: UTF8.self) else { return "stderr is not UTF-8" }
        if status != 0, standardError.allSatisfy(\.isWhitespace) { return "exit \(status) with nothing on stderr" }
        let control = standardError.unicodeScalars.first { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        }
        if let control { return "stderr holds the control character U+\(String(control.value, radix: 16, uppercase: true))" }
        return nil
    }

    private struct Outcome: Sendable {
        let index: Int
        /// How the run ended, as the report tallies it: `exit 2`, `killed by signal 11`, `hung`.
        let ending: String
        let finding: Finding?
    }

    private struct Finding: Sendable, CustomStringConvertible {
        let index: Int
        let arguments: FuzzedArguments
        let problem: String
        let standardError: Data

        var description: String {
            "run \(index), dringo \(arguments): \(problem); stderr: \(String(decoding: standardError.prefix(300), as: UTF8.self).debugDescription)"
        }
    }
}
