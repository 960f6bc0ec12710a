import Foundation

/// The demo's JPEGs, standing in for TheCocktailDB's photos.
struct DemoPictures: Sendable {
    static let names = ["glass-martini", "glass-highball", "glass-margarita", "glass-rocks"]

    let images: [Data]

    /// One of the pictures, always the same for one file name, whatever its size suffix.
    func picture(named fileName: String) -> SimulatedResponse {
        guard !images.isEmpty else { return .notFound }
        let index = FNV1a.hash(fileName.utf8) % UInt64(images.count)
        return .jpeg(images[Int(index)])
    }
}
