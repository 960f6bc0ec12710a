import FeedPresentation
import Foundation

/// What a screen shows below a drawing of a photo; no drawing when none was asked for or could be made.
public struct Pictured<Content> {
    public let drawing: Data?
    public let content: Content

    public init(drawing: Data?, content: Content) {
        self.drawing = drawing
        self.content = content
    }
}

extension Pictured: Sendable where Content: Sendable {}

/// Writes the drawing, if any, then has `base` display the content below it.
public struct PicturedView<Base: ResourceView>: ResourceView {
    private let output: any OutputSink
    private let base: Base

    public init(output: any OutputSink, base: Base) {
        self.output = output
        self.base = base
    }

    public func display(_ viewModel: Pictured<Base.ResourceViewModel>) {
        if let drawing = viewModel.drawing {
            output.write(drawing)
        }
        base.display(viewModel.content)
    }
}
