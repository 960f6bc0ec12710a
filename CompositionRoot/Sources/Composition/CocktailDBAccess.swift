import CatalogueFeature
import CocktailDBAPI
import Foundation
import HTTPCore
import SimulatedCocktailDB

/// TheCocktailDB as this run reaches it: where it is, and the one client a command that goes to the network makes
/// when it first needs it.
struct CocktailDBAccess: Sendable {
    let endpoint: CocktailDBEndpoint
    /// How long a request may wait, and so how long a sync waits for a letter before it tries again.
    let timeout: TimeInterval
    let makeHTTPClient: @Sendable () -> any HTTPClient

    /// The demo's TheCocktailDB is part of dringo, not of the outside world the runtime stands for: it is chosen here,
    /// so that no runtime, a test's included, can send a demo to the network.
    init(runtime: DringoRuntime, configuration: Configuration) {
        endpoint = configuration.endpoint
        timeout = configuration.timeout
        let settings = HTTPClientSettings(
            timeout: configuration.timeout, maxResponseBytes: configuration.maxResponseBytes, userAgent: Version.userAgent)
        let (isDemo, makeClient) = (configuration.isDemo, runtime.makeHTTPClient)
        makeHTTPClient = {
            isDemo ? SimulatedCocktailDB(maxResponseBytes: settings.maxResponseBytes) : makeClient(settings)
        }
    }

    /// TheCocktailDB's drinks, through a client made only when a request is sent.
    func makeRemoteDrinksLoader() -> RemoteDrinksLoader {
        RemoteDrinksLoader(endpoint: endpoint, makeClient: makeHTTPClient)
    }
}
