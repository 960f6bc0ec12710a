/// One API script the demo answers, the query parameter it needs, and its handler.
struct Route: Sendable {
    let script: String
    /// The query parameter whose value the handler is given; nil when the script takes none.
    let parameter: String?
    let versions: Set<APIRequest.Version>
    let handle: @Sendable (DemoService, _ value: String) -> SimulatedResponse

    /// In the order they are tried: `search.php?s=…&f=…` is a name search.
    static let table: [Route] =
        DrinkField.allCases.map { field in Route(script: "filter.php", parameter: field.parameter) { $0.filter(field, by: $1) } }
        + DrinkField.allCases.map { field in Route(script: "list.php", parameter: field.parameter) { $0.list(field, request: $1) } }
        + [
            // A production key's feed; the free key has no popular list.
            Route(script: "popular.php", versions: [.v2]) { service, _ in service.popular() },
            Route(script: "search.php", parameter: "s") { $0.search(name: $1) },
            Route(script: "search.php", parameter: "f") { $0.drinks(startingWith: $1) },
            Route(script: "lookup.php", parameter: "i") { $0.lookup(id: $1) },
            Route(script: "random.php") { service, _ in service.random() },
        ]

    init(
        script: String,
        parameter: String? = nil,
        versions: Set<APIRequest.Version> = [.v1, .v2],
        handle: @escaping @Sendable (DemoService, String) -> SimulatedResponse
    ) {
        self.script = script
        self.parameter = parameter
        self.versions = versions
        self.handle = handle
    }

    /// The value to hand the handler when this route takes `request` ("" for a script without
    /// a parameter), or nil when it does not.
    func accepts(_ request: APIRequest) -> String? {
        guard request.script == script, versions.contains(request.version) else { return nil }
        guard let parameter else { return "" }
        return request.query[parameter]
    }
}

private extension DrinkField {
    /// `filter.php?c=Cocktail`, `list.php?c=list`.
    var parameter: String {
        switch self {
        case .category: "c"
        case .glass: "g"
        case .alcoholic: "a"
        case .ingredient: "i"
        }
    }
}
