import Testing

/// Where an image download hangs: before the server answers at all, after the headers, or
/// halfway through the body, with the rest of the body sent only after a long wait.
enum ImageStall: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case silentBeforeHeaders
    case stallsAfterHeaders
    case stallsMidBody

    /// `route`, serving a body of `bodySize` bytes, made to hang here for `seconds`.
    func applied(to route: FixtureRoute, bodySize: Int, seconds: Double) -> FixtureRoute {
        var route = route
        switch self {
        case .silentBeforeHeaders:
            route.delayBeforeHeaders = seconds
        case .stallsAfterHeaders:
            route.stallSeconds = seconds
        case .stallsMidBody:
            route.stallSeconds = seconds
            route.bytesBeforeStall = bodySize / 2
        }
        return route
    }

    var testDescription: String { rawValue }
}
