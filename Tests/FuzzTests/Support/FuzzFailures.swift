import Testing

/// Records the first few failing cases in full and only counts the rest, so one systematic bug
/// does not bury the report under thousands of identical issues.
struct FuzzFailures {
    private let campaign: FuzzCampaign
    private let limit: Int
    private(set) var count = 0

    init(of campaign: FuzzCampaign, reportingAtMost limit: Int = 10) {
        self.campaign = campaign
        self.limit = limit
    }

    mutating func record(_ problem: String, inCase index: Int, mutant: Mutant, sourceLocation: SourceLocation = #_sourceLocation) {
        count += 1
        guard count <= limit else { return }
        // A problem may quote a 64 KB string; the replay instructions matter more than all of it.
        let shortened = problem.count > 2_000 ? String(problem.prefix(2_000)) + "…" : problem
        let message = "\(campaign.replay(ofCase: index)) from \(mutant.origin) via \(mutant.steps): \(shortened)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Reports how many failures were only counted.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        guard count > limit else { return }
        Issue.record(
            Comment(rawValue: "\(campaign.name) fuzz: \(count - limit) more failing cases not shown"), sourceLocation: sourceLocation)
    }
}
