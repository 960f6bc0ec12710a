internal import JSONBytes

/// What a cache document's list holds, and how one element of it is read and written. The
/// document around it, its version and its timestamp are `CacheListDocument`'s.
protocol CacheListSchema {
    associatedtype Element: Sendable

    /// The list's key in the document, such as `items`.
    static var listKey: StaticString { get }

    /// One element at depth 3, or nil when it does not fit the schema; either way the whole value is consumed.
    static func element(from scanner: inout JSONByteScanner) throws(JSONSyntaxError) -> Element?

    static func append(_ element: Element, to writer: inout JSONByteWriter)

    /// The bytes the element will likely take, so that the writer's buffer is sized up front.
    static func estimatedSize(of element: Element) -> Int
}
