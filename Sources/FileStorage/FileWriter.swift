import Foundation

/// Writes a whole file or nothing: output the user asked for, such as `dringo image --output FILE`.
public protocol FileWriter: Sendable {
    func write(_ data: Data, to url: URL) throws
}
