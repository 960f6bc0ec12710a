/// Why an end-to-end test could not even run what it meant to check.
enum EndToEndError: Error, CustomStringConvertible {
    case dringoNotBuilt(searched: [String])
    case dringoTimedOut(DringoRun)
    case serverDidNotStart(standardError: String)
    case pythonNotFound(standardError: String)
    case certificateNotMade(standardError: String)
    case requestNeverArrived(path: String, timeout: Duration)
    case requestsNeverEnded(timeout: Duration)

    var description: String {
        switch self {
        case let .dringoNotBuilt(searched):
            "The dringo binary was not found; build it first with `swift build --build-tests`. Looked in: "
                + searched.joined(separator: ", ")
        case let .dringoTimedOut(run):
            "dringo did not finish in time and was killed.\n\(run)"
        case let .serverDidNotStart(standardError):
            "The fixture server did not report its port. Its stderr:\n\(standardError)"
        case let .pythonNotFound(standardError):
            "The end-to-end tests need python3 on the PATH for their fixture server. `python3` said:\n\(standardError)"
        case let .certificateNotMade(standardError):
            "The HTTPS end-to-end tests make a certificate with the openssl command (apt-get install openssl). It said:\n\(standardError)"
        case let .requestNeverArrived(path, timeout):
            "The fixture server received no request for \(path) within \(timeout)."
        case let .requestsNeverEnded(timeout):
            "The fixture server did not log the end of every request within \(timeout)."
        }
    }
}
