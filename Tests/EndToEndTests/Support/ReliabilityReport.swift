import Foundation

/// The figures the reliability tests measure (peak memory, timings, where the kills landed),
/// printed as one line each, so a run's log shows the margins and not only a pass.
enum ReliabilityReport {
    static func note(_ line: String) {
        print("[reliability] \(line)")
    }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
