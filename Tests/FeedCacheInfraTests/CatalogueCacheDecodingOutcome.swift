import CatalogueFeature
import FileStorage
import Foundation
import Testing

@testable import FeedCacheInfra

/// What a catalogue decoder made of some bytes, so the two decoders' answers compare with `==`.
enum CatalogueCacheDecodingOutcome: Equatable, CustomTestStringConvertible {
    case decoded(CachedCatalogue)
    case failed(DocumentCodecError)
    /// An error of any other type: neither decoder may ever throw one.
    case failedUntyped(String)

    /// The hand-written decoder's answer.
    static func ofDecoder(_ bytes: [UInt8]) -> CatalogueCacheDecodingOutcome {
        do {
            return .decoded(try CatalogueCacheDocument.decode(bytes))
        } catch {
            return .failed(error)
        }
    }

    /// The Codable reference's answer.
    static func ofReference(_ bytes: [UInt8]) -> CatalogueCacheDecodingOutcome {
        do {
            return .decoded(try CodableCatalogueCacheDocument.decode(Data(bytes)))
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
        case let .decoded(catalogue):
            "\(catalogue.drinks.count) drinks from \(catalogue.timestamp.timeIntervalSinceReferenceDate): \(catalogue.drinks.map { "\($0.id) \($0.name.debugDescription)" })"
        case let .failed(error): "\(error)"
        case let .failedUntyped(error): "untyped \(error)"
        }
    }

    /// Equal, with decoded catalogues identical down to the bytes.
    func isIdentical(to other: CatalogueCacheDecodingOutcome) -> Bool {
        switch (self, other) {
        case let (.decoded(catalogue), .decoded(otherCatalogue)): catalogue.isIdentical(to: otherCatalogue)
        default: self == other
        }
    }
}

extension CachedCatalogue {
    /// Equal down to the bytes: `==` takes canonically equivalent strings for equal, and -0 for 0.
    func isIdentical(to other: CachedCatalogue) -> Bool {
        timestamp.timeIntervalSinceReferenceDate.bitPattern == other.timestamp.timeIntervalSinceReferenceDate.bitPattern
            && drinks.count == other.drinks.count
            && zip(drinks, other.drinks).allSatisfy { $0.isIdentical(to: $1) }
    }
}

private extension LocalDrink {
    func isIdentical(to other: LocalDrink) -> Bool {
        id == other.id && name.bytes == other.name.bytes && category?.bytes == other.category?.bytes
            && alcoholic?.bytes == other.alcoholic?.bytes && glass?.bytes == other.glass?.bytes
            && instructions?.bytes == other.instructions?.bytes && imageURLText?.bytes == other.imageURLText?.bytes
            && translations == other.translations
            && ingredients.map { [$0.name.bytes, $0.measure?.bytes ?? []] }
                == other.ingredients.map { [$0.name.bytes, $0.measure?.bytes ?? []] }
            && ingredients.map { $0.measure == nil } == other.ingredients.map { $0.measure == nil }
    }

    /// Keyed by the codes' bytes, since `==` on strings would merge canonically equivalent codes.
    private var translations: [[UInt8]: [UInt8]] {
        Dictionary(translatedInstructions.map { ($0.key.bytes, $0.value.bytes) }, uniquingKeysWith: { first, _ in first })
    }
}

private extension String {
    var bytes: [UInt8] { Array(utf8) }
}
