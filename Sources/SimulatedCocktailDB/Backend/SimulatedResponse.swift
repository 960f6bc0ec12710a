import Foundation

/// What a handler answers: a status, a content type and a body.
struct SimulatedResponse: Sendable, Equatable {
    let status: Int
    let contentType: String
    let body: Data

    var headers: [String: String] {
        ["Content-Type": contentType, "Content-Length": String(body.count)]
    }

    static func json(_ body: Data) -> SimulatedResponse {
        SimulatedResponse(status: 200, contentType: "application/json", body: body)
    }

    /// `{"drinks":[...]}` of JSON objects, or `{"drinks":null}`, the API's way of saying there are none.
    static func drinks(_ objects: [Data]) -> SimulatedResponse {
        guard !objects.isEmpty else { return .json(Data(#"{"drinks":null}"#.utf8)) }
        var body = Data(#"{"drinks":["#.utf8)
        body.reserveCapacity(body.count + objects.reduce(objects.count + 2) { $0 + $1.count })
        for (index, object) in objects.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(object)
        }
        body.append(contentsOf: Array("]}".utf8))
        return .json(body)
    }

    static func jpeg(_ body: Data) -> SimulatedResponse {
        SimulatedResponse(status: 200, contentType: "image/jpeg", body: body)
    }

    static let notFound = text(status: 404, "404 Not Found\n")

    static func unavailable(_ error: DemoDataError) -> SimulatedResponse {
        switch error {
        case let .unreadable(file): text(status: 503, "503 Service Unavailable: the demo's recorded \(file) cannot be read.\n")
        }
    }

    private static func text(status: Int, _ text: String) -> SimulatedResponse {
        SimulatedResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
    }
}
