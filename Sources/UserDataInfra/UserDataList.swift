import FileStorage
internal import JSONBytes

/// A user-data document's list, described once: its key, how one element is read and written, and
/// whose error a store of it throws. The document around it is `UserDataDocument`'s.
public struct UserDataList<Element>: Sendable {
    /// The list's key in the document, such as `ingredients`.
    let key: StaticString
    /// The bytes the element will likely take, so that the writer's buffer is sized up front.
    let estimatedSize: @Sendable (Element) -> Int
    let read: @Sendable (inout JSONByteScanner) throws(JSONSyntaxError) -> Element
    let write: @Sendable (Element, inout JSONByteWriter) -> Void
    let error: @Sendable (FileDocumentError) -> any Error

    init<StoreError: UserDataStoreError>(
        key: StaticString,
        storeError _: StoreError.Type,
        estimatedSize: @escaping @Sendable (Element) -> Int,
        read: @escaping @Sendable (inout JSONByteScanner) throws(JSONSyntaxError) -> Element,
        write: @escaping @Sendable (Element, inout JSONByteWriter) -> Void
    ) {
        self.key = key
        self.estimatedSize = estimatedSize
        self.read = read
        self.write = write
        self.error = { failure in
            switch failure {
            case .unreadable, .unsupportedVersion: StoreError.unreadable(location: failure.path)
            case .systemCallFailed: StoreError.unwritable(location: failure.path)
            }
        }
    }

    /// A list of objects of one schema.
    init<Object: UserDataObject, StoreError: UserDataStoreError>(
        key: StaticString, of _: Object.Type, storeError: StoreError.Type, estimatedSize: @escaping @Sendable (Element) -> Int
    ) where Object.Value == Element {
        self.init(
            key: key, storeError: storeError, estimatedSize: estimatedSize,
            read: { scanner throws(JSONSyntaxError) in try Object.read(from: &scanner) },
            write: { element, writer in Object.write(element, to: &writer) })
    }
}
