#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where one SIGKILL, sent to a `dringo feed` saving `served` over `before`, left the feed cache.
enum KillOutcome: String, CaseIterable, Sendable {
    /// Killed between the delete and the rename: allowed, the spec'd save is delete-then-insert.
    case absent
    /// Killed before it deleted anything: the old list, whole.
    case old
    /// Killed after the rename, or it had ended before the kill: the new list, whole.
    case new

    /// The outcome, or nil when the cache holds anything else: a mix, another list, a cut list.
    /// A process that ended on its own must have saved the new list.
    init?(before: SavedFeed, served: [String], after: SavedFeed, termination: Termination) {
        let killed = termination == .signaled(SIGKILL)
        guard killed || termination == .exited(0) else { return nil }
        if after == .names(served) {
            self = .new
        } else if !killed {
            return nil
        } else if after == .absent {
            self = .absent
        } else if after == before {
            self = .old
        } else {
            return nil
        }
    }
}

/// How many kills landed in each outcome, and how many came too late to interrupt anything.
struct KillTally: Sendable, CustomStringConvertible {
    private(set) var outcomes: [KillOutcome: Int] = [:]
    /// Kills that found dringo already ended: they prove nothing about crash safety.
    private(set) var finishedBeforeKill = 0

    mutating func record(_ outcome: KillOutcome, termination: Termination) {
        outcomes[outcome, default: 0] += 1
        if termination != .signaled(SIGKILL) { finishedBeforeKill += 1 }
    }

    var killedWhileRunning: Int {
        outcomes.values.reduce(0, +) - finishedBeforeKill
    }

    var description: String {
        KillOutcome.allCases.map { "\($0.rawValue) \(outcomes[$0, default: 0])" }.joined(separator: ", ")
            + " (of which finished before the kill: \(finishedBeforeKill))"
    }
}
