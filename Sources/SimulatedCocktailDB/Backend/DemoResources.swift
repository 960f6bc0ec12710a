import Foundation

/// Where the demo's recorded files come from: the ones compiled into the module, or others a test gives.
struct DemoResources: Sendable {
    private let lookup: @Sendable (String) -> [UInt8]?

    init(lookup: @escaping @Sendable (String) -> [UInt8]?) {
        self.lookup = lookup
    }

    /// The files of `Resources/`, compiled in: a copy of dringo needs nothing beside it.
    static let embedded = DemoResources { EmbeddedResources.bytes(of: $0) }

    /// The file at `path`, such as `images/glass-rocks.jpg`.
    func file(_ path: String) throws(DemoDataError) -> Data {
        guard let bytes = lookup(path) else { throw .unreadable(path) }
        return Data(bytes)
    }
}
