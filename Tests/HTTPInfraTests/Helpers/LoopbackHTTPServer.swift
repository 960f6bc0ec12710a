import Foundation
import Locking
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1, one connection at a time, for what a `URLProtocol`
/// stub cannot show: Linux URLSession handles redirects only in its own HTTP transfers.
final class LoopbackHTTPServer: Sendable {
    struct Reply: Sendable {
        var statusCode: Int
        var headers: [String: String] = [:]
        var body = Data()
    }

    struct SetUpError: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call) failed with errno \(code)" }
    }

    struct ObservedRequest: Sendable {
        let target: String
        /// Keyed by lowercased name.
        let headers: [String: String]
    }

    let port: UInt16
    private let listener: Int32
    private let route: @Sendable (_ path: String) -> Reply
    private let observed = Locked<[ObservedRequest]>([])

    var requests: [ObservedRequest] { observed.withLock { $0 } }

    /// The request targets served so far, in order.
    var requestedPaths: [String] { requests.map(\.target) }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    init(route: @escaping @Sendable (_ path: String) -> Reply) throws {
        let listener = socket(AF_INET, Self.streamType, 0)
        guard listener >= 0 else { throw SetUpError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, address, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(listener)
            throw SetUpError(call: "bind/listen", code: code)
        }
        self.listener = listener
        self.port = UInt16(bigEndian: address.sin_port)
        self.route = route
        Thread.detachNewThread { [self] in serve() }
    }

    /// Stops accepting; the serving thread closes the socket on its way out, so the
    /// descriptor can't be reused by another test while `accept` still holds it.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private func serve() {
        defer { close(listener) }
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            answer(connection)
            close(connection)
        }
    }

    private func answer(_ connection: Int32) {
        guard let request = readRequest(connection) else { return }
        observed.withLock { $0.append(request) }
        let reply = route(request.target)
        var head = "HTTP/1.1 \(reply.statusCode) Status\r\nContent-Length: \(reply.body.count)\r\nConnection: close\r\n"
        for (name, value) in reply.headers {
            head += "\(name): \(value)\r\n"
        }
        write(Data((head + "\r\n").utf8) + reply.body, to: connection)
    }

    /// The request line's target and the headers, once the whole head has arrived.
    private func readRequest(_ connection: Int32) -> ObservedRequest? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
        }
        let lines = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return ObservedRequest(target: String(requestLine[1]), headers: headers)
    }

    private func write(_ data: Data, to connection: Int32) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                // No SIGPIPE if the client has hung up: that would kill the test process.
                let sent = send(connection, base + offset, bytes.count - offset, Self.noSignal)
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #elseif canImport(Musl)
    private static let streamType = SOCK_STREAM
    private static let noSignal = MSG_NOSIGNAL
    #else
    private static let streamType = SOCK_STREAM
    private static let noSignal: Int32 = 0
    #endif
}
