import Foundation

/// Sends each request to the handler of the first route that takes it; what none takes is a 404.
enum Router {
    static func answer(_ url: URL, from backend: DemoBackend, randomIndex: RandomIndex) -> SimulatedResponse {
        if let request = APIRequest(url: url) {
            let service = DemoService(catalogue: backend.catalogue, limits: AnswerLimits(for: request.version), randomIndex: randomIndex)
            for route in Route.table {
                if let value = route.accepts(request) { return route.handle(service, value) }
            }
            return .notFound
        }
        if let image = ImageRequest(url: url) {
            return backend.pictures.picture(named: image.fileName)
        }
        return .notFound
    }
}
