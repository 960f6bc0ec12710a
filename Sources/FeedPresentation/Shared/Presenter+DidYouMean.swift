extension Presenter {
    /// `message`, then the question that offers the drink names nearest what was asked, when there are any:
    /// "… Did you mean 'Negroni'?".
    func message(_ message: String, offering closest: [String]) -> String {
        guard let last = closest.last else { return message }
        let question: String
        if closest.count == 1 {
            question = localizer.string("DID_YOU_MEAN_DRINK", table: .shared, last)
        } else {
            let others = closest.dropLast().map(localizer.quoted).joined(separator: localizer.string("LIST_SEPARATOR", table: .shared))
            question = localizer.string("DID_YOU_MEAN_DRINKS", table: .shared, others, last)
        }
        return message + " " + question
    }
}
