import Testing

/// The reliability tests that load the machine (60,000-item saves, 300 MB bodies) run one at a
/// time, nested in this suite: each measures its timings, the kills' window above all, under the
/// load it runs under, and not under another heavy test's.
@Suite(.serialized)
enum ReliabilityHeavyEndToEndTests {}
