import Foundation

/// Everything the demo serves, read from the module's resources.
struct DemoBackend: Sendable {
    let catalogue: DemoCatalogue
    let pictures: DemoPictures

    /// The backend of the resources built into the module, read once per process, on first use:
    /// a command that never asks TheCocktailDB reads none of it.
    static let embedded: Result<DemoBackend, DemoDataError> = load(from: .embedded)

    static func load(from resources: DemoResources) -> Result<DemoBackend, DemoDataError> {
        do {
            return .success(try DemoBackend(resources: resources))
        } catch {
            return .failure(error)
        }
    }

    private init(resources: DemoResources) throws(DemoDataError) {
        catalogue = try DemoCatalogue { character throws(DemoDataError) in try resources.file(DemoCatalogue.fileName(of: character)) }
        var images: [Data] = []
        for name in DemoPictures.names { images.append(try resources.file("images/\(name).jpg")) }
        pictures = DemoPictures(images: images)
    }
}

/// Why the demo cannot answer: a recorded file is missing or cannot be read.
enum DemoDataError: Error, Equatable, Sendable {
    case unreadable(String)
}
