/// How requests overlapped in time, from the server's own record of when each started and ended.
extension Collection<LoggedRequest> {
    /// The most requests that were being answered at one instant. A request that ended exactly when
    /// another started did not overlap it. A request with no logged end counts as still in flight.
    ///
    /// The server logs an end just after handing the last byte to the kernel, so on a busy machine a
    /// client may read it and start its next request a moment before that end is logged. An overlap
    /// shorter than `endLoggingSlack` is that moment, not a request in flight: the tests that count
    /// overlaps delay every answer three times as long at least.
    var maximumInFlight: Int {
        let events = flatMap { request in
            [(time: request.startedAt, change: 1), (time: (request.endedAt ?? .infinity) - endLoggingSlack, change: -1)]
        }
        // At equal times, ends come before starts.
        .sorted { ($0.time, $0.change) < ($1.time, $1.change) }
        var inFlight = 0
        var maximum = 0
        for event in events {
            inFlight += event.change
            maximum = Swift.max(maximum, inFlight)
        }
        // A request answered faster than the slack ends, by that count, before it starts: it was
        // still in flight on its own.
        return isEmpty ? 0 : Swift.max(1, maximum)
    }

    /// Whether every one of these requests was being answered at one same instant: the last to
    /// start started before the first to end had ended. An empty collection did not overlap.
    var allInFlightTogether: Bool {
        guard let lastStart = map(\.startedAt).max() else { return false }
        let firstEnd = map { $0.endedAt ?? .infinity }.min() ?? .infinity
        return lastStart < firstEnd
    }

    /// Whether the server logged the end of every one of these requests.
    var allEnded: Bool {
        allSatisfy { $0.endedAt != nil }
    }
}

/// How long after a request truly ended the server may log its end; see `Collection.maximumInFlight`.
let endLoggingSlack = 0.040

/// The most requests in flight at once among `requests`; see `Collection.maximumInFlight`.
func maximumInFlight(of requests: some Collection<LoggedRequest>) -> Int {
    requests.maximumInFlight
}
