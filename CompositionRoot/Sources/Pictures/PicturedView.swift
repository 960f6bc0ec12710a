import FeedPresentation
import FeedTerminalUI

/// Writes the drawing, if any, then has `base` display the content below it.
struct PicturedView<Base: ResourceView>: ResourceView {
    let output: any OutputSink
    let base: Base

    func display(_ viewModel: Pictured<Base.ResourceViewModel>) {
        if let drawing = viewModel.drawing {
            output.write(drawing)
        }
        base.display(viewModel.content)
    }
}
