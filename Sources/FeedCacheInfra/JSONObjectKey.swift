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
        for key in Key.allCases {
            switch self.token(token, spells: key.spelling) {
            case true?: return .known(key)
            case false?: continue
            case nil: return .unreadable
            }
        }
        return .unknown
    }
}
