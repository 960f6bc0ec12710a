import Foundation

/// What a screen shows below a drawing of the drink's photo; no drawing when none was asked for or could be made.
struct Pictured<Content> {
    let drawing: Data?
    let content: Content
}

extension Pictured: Sendable where Content: Sendable {}
