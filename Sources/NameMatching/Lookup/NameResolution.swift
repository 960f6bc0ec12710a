/// Which one of some candidates a `CocktailQuery` meant.
public enum NameResolution<Candidate> {
    case found(Candidate)
    /// Several candidates could be meant and none is named exactly so; in the candidates' order.
    case ambiguous(candidates: [Candidate])
    case notFound
}

extension NameResolution: Sendable where Candidate: Sendable {}
extension NameResolution: Equatable where Candidate: Equatable {}
extension NameResolution: Hashable where Candidate: Hashable {}

extension CocktailQuery {
    /// The candidate meant, among those a search or a lookup found: the first that `matches` wins, else
    /// a lone candidate, else, by name, the candidates are ambiguous; an id names one drink, so several
    /// others are not it.
    public func resolve<Candidate>(
        among candidates: [Candidate], id: (Candidate) -> Int, name: (Candidate) -> String
    ) -> NameResolution<Candidate> {
        if let exact = candidates.first(where: { matches(id: id($0), name: name($0)) }) { return .found(exact) }
        guard let first = candidates.first else { return .notFound }
        if candidates.count == 1 { return .found(first) }
        switch self {
        case .name: return .ambiguous(candidates: candidates)
        case .id: return .notFound
        }
    }
}

extension NameResolution {
    /// The one candidate meant, or why there is none, naming the candidates by `id` and `name`.
    public func one(id: (Candidate) -> Int, name: (Candidate) -> String) throws(CocktailLookupError) -> Candidate {
        switch self {
        case let .found(candidate): candidate
        case let .ambiguous(candidates): throw .ambiguousName(candidates: candidates.map { CocktailCandidate(id: id($0), name: name($0)) })
        case .notFound: throw .noSuchCocktail
        }
    }
}
