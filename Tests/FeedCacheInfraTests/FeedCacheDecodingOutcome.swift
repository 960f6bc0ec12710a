import FeedFeature
import FileStorage
import Foundation
import Testing

@testable import FeedCacheInfra

/// What a decoder made of some bytes, so the two decoders' answers compare with `==`.
enum FeedCacheDecodingOutcome: Equatable, CustomTestStringConvertible {
    case decoded(CachedFeed)
    case failed(DocumentCodecError)
    /// An error of any other type: neither decoder may ever throw one.
    case failedUntyped(String)

    /// The hand-written decoder's answer.
    static func ofDecoder(_ bytes: [UInt8]) -> FeedCacheDecodingOutcome {
        do {
            return .decoded(try FeedCacheDocument.decode(bytes))
        } catch {
            return .failed(error)
        }
    }

    /// The Codable reference's answer.
    static func ofReference(_ bytes: [UInt8]) -> FeedCacheDecodingOutcome {
        do {
            return .decoded(try CodableFeedCacheDocument.decode(Data(bytes)))
        } catch let error as DocumentCodecError {
            return .failed(error)
        } catch {
            return .failedUntyped("\(error)")
        }
    }

    var isDecoded: Bool {
        if case .decoded = self { true } else { false }
    }

    var testDescription: String {
        switch self {
        case let .decoded(cache):
            "\(cache.resource.count) items from \(cache.timestamp.timeIntervalSinceReferenceDate): \(cache.resource.map { "\($0.id) \($0.name.debugDescription)" })"
        case let .failed(error): "\(error)"
        case let .failedUntyped(error): "untyped \(error)"
        }
    }
}

extension CachedFeed {
    /// Equal down to the bytes: `==` takes canonically equivalent strings for equal, and -0 for 0.
    func isIdentical(to other: CachedFeed) -> Bool {
        timestamp.timeIntervalSinceReferenceDate.bitPattern == other.timestamp.timeIntervalSinceReferenceDate.bitPattern
            && resource.count == other.resource.count
            && zip(resource, other.resource).allSatisfy { $0.isIdentical(to: $1) }
    }
}

private extension LocalCocktailItem {
    func isIdentical(to other: LocalCocktailItem) -> Bool {
        id == other.id
            && name.utf8.elementsEqual(other.name.utf8)
            && description.map { Array($0.utf8) } == other.description.map { Array($0.utf8) }
            && imageURL?.absoluteString == other.imageURL?.absoluteString
    }
}

extension FeedCacheDecodingOutcome {
    /// Equal, with decoded feeds identical down to the bytes.
    func isIdentical(to other: FeedCacheDecodingOutcome) -> Bool {
        switch (self, other) {
        case let (.decoded(cache), .decoded(otherCache)): cache.isIdentical(to: otherCache)
        default: self == other
        }
    }
}
