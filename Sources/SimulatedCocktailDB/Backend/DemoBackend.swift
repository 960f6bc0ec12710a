import Foundation

/// Everything the demo serves, read from the module's resources.
struct DemoBackend: Sendable {
    /// The free key's feed, as recorded.
    let feed: Data
    /// The catalogue: every recorded full drink, each id once at its first place in `fullDrinkRecordings`.
    let drinks: [RecordedDrink]
    let images: [Data]

    static let feedRecording = "filter-category-cocktail"
    /// The recordings that hold full drinks, newest of each drink first.
    static let fullDrinkRecordings = [
        "search-margarita", "search-gin-empty-string-slots", "search-empty-query", "lookup-11007-margarita",
        "lookup-11008-manhattan", "random-178319-aquamarine", "latest-v2",
    ]
    static let imageNames = ["glass-martini", "glass-highball", "glass-margarita", "glass-rocks"]

    /// The backend of the resources built into the module, read once, on first use.
    static let bundled: Result<DemoBackend, DemoDataError> = load(from: DemoResources.bundle)

    static func load(from bundle: Bundle?) -> Result<DemoBackend, DemoDataError> {
        guard let bundle else { return .failure(.missingBundle) }
        do {
            return .success(try DemoBackend(resources: DemoResources(bundle: bundle)))
        } catch {
            return .failure(error)
        }
    }

    private init(resources: DemoResources) throws(DemoDataError) {
        feed = try resources.recording(Self.feedRecording)
        var drinks: [RecordedDrink] = []
        var ids = Set<String>()
        for name in Self.fullDrinkRecordings {
            guard let recorded = RecordedDrink.drinks(in: try resources.recording(name)) else {
                throw .unreadable("recordings/\(name).json")
            }
            drinks += recorded.filter { ids.insert($0.id).inserted }
        }
        self.drinks = drinks
        var images: [Data] = []
        for name in Self.imageNames { images.append(try resources.image(name)) }
        self.images = images
    }
}

/// Why the demo cannot answer: its resources are not where they were built to be.
enum DemoDataError: Error, Equatable, Sendable {
    case missingBundle
    case unreadable(String)
}
