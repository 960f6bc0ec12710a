import Foundation
import StoreCore
import TestSupport
import Testing

/// The clock every cache test reads: a fixed instant, never `Date()`.
let fixedCurrentDate = Date(timeIntervalSince1970: 1_700_000_000)

/// A resource whose domain model is numbers and whose cached form is their text, so that a test
/// sees each conversion run. Feed and catalogue are such resources, of cocktails and of drinks.
typealias NumbersLoader = LocalResourceLoader<[Int], [String]>
typealias NumbersStoreSpy = DocumentStoreSpy<Cached<[String]>>

let uniqueNumbers = (model: [7, 11_007], local: ["7", "11007"])

func makeLoader(
    store: any DocumentStore<Cached<[String]>>,
    currentDate: @escaping @Sendable () -> Date = { fixedCurrentDate }
) -> NumbersLoader {
    NumbersLoader(
        store: store, policy: .sevenDays, currentDate: currentDate,
        toLocal: { $0.map(String.init) }, toModel: { $0.compactMap { Int($0) } })
}

extension Date {
    /// The save date of a resource that reaches its max age at this date: the youngest one the policy rejects.
    func minusMaxAge() -> Date {
        addingTimeInterval(-MaxAgePolicy.sevenDays.maxAge)
    }
}

/// Numbers cached at `timestamp`.
func cachedNumbers(at timestamp: Date) -> Cached<[String]> {
    Cached(uniqueNumbers.local, timestamp: timestamp)
}

/// The numbers' cache use cases over a spy of an in-memory store holding `cached`, both tracked for leaks.
func makeSUT(
    tracking leakTracker: LeakTracker,
    cached: Cached<[String]>? = nil,
    failing: Set<NumbersStoreSpy.Message> = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: NumbersLoader, store: NumbersStoreSpy) {
    makeSUT(tracking: leakTracker, store: DocumentStoreSpy(cached, failing: failing), sourceLocation: sourceLocation)
}

func makeSUT<Store: DocumentStore & AnyObject>(
    tracking leakTracker: LeakTracker,
    store: Store,
    sourceLocation: SourceLocation = #_sourceLocation
) -> (sut: NumbersLoader, store: Store) where Store.Document == Cached<[String]> {
    let sut = makeLoader(store: store)
    leakTracker.track(store, fileID: sourceLocation.fileID, line: sourceLocation.line)
    leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
    return (sut, store)
}
