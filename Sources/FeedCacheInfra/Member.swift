internal import JSONBytes

/// A member as the schema sees it: not met yet, met with a usable value, or met with one that is not.
enum Member<Value> {
    case missing
    case valid(Value)
    case invalid

    init(_ value: Value?) {
        self = value.map(Member.valid) ?? .invalid
    }

    var isMissing: Bool {
        if case .missing = self { true } else { false }
    }

    /// A usable value transformed; nil from the transform makes it unusable.
    func map<Result>(_ transform: (Value) -> Result?) -> Member<Result> {
        switch self {
        case .missing: .missing
        case .invalid: .invalid
        case let .valid(value): Member<Result>(transform(value))
        }
    }
}

extension Member {
    /// The value of a member the schema lets be left out: `.some(nil)` when it is missing or null,
    /// nil when it is unusable.
    func valueIfPresent<Wrapped>() -> Wrapped?? where Value == Wrapped? {
        switch self {
        case .missing: .some(nil)
        case let .valid(value): .some(value)
        case .invalid: nil
        }
    }
}

extension Member {
    /// Reads the value the first time its key is met: of a repeated key the first counts, and a
    /// later value is only checked for syntax.
    mutating func fill(
        from scanner: inout JSONByteScanner,
        depth: Int,
        reading read: (inout JSONByteScanner) throws(JSONSyntaxError) -> Member
    ) throws(JSONSyntaxError) {
        guard isMissing else { return try scanner.skipValue(depth: depth) }
        self = try read(&scanner)
    }
}
