/// The keys of what a file the user owns (the bar, the substitutes, the favourites, their drinks) says when it cannot
/// be read or saved, each worded with where it lives.
struct UserDataFailureWording: Sendable {
    let table: StringTable
    let unreadable: String
    let unwritable: String
}

extension Presenter {
    func message(for reason: UserDataFailureReason, wording: UserDataFailureWording) -> String {
        switch reason {
        case let .unreadable(location): localizer.string(wording.unreadable, table: wording.table, location)
        case let .unwritable(location): localizer.string(wording.unwritable, table: wording.table, location)
        }
    }
}
