/// One kind of user data: what its document's list holds.
public protocol UserDataSchema: Sendable {
    associatedtype Element: Sendable
    static var list: UserDataList<Element> { get }
}
