internal import JSONBytes

/// The keys one object of a schema knows.
protocol JSONObjectKey: CaseIterable {
    var spelling: StaticString { get }
}

/// What a member's key names.
enum KeyMatch<Key> {
    case known(Key)
    case unknown
    /// An escape leaves a surrogate unpaired, so the key is no string at all.
    case unreadable
}

extension JSONByteScanner {
    func match<Key: JSONObjectKey>(_ token: JSONStringToken, as _: Key.Type) -> KeyMatch<Key> {
        match(token, among: Key.allCases, spelledBy: \.spelling)
    }

    /// The candidate whose spelling the key is, the first of them when several are.
    func match<Candidate>(
        _ token: JSONStringToken,
        among candidates: some Sequence<Candidate>,
        spelledBy spelling: (Candidate) -> StaticString
    ) -> KeyMatch<Candidate> {
        for candidate in candidates {
            switch self.token(token, spells: spelling(candidate)) {
            case true?: return .known(candidate)
            case false?: continue
            case nil: return .unreadable
            }
        }
        return .unknown
    }
}
