import Foundation

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes straight to a file descriptor, whole, retrying on interruption.
///
/// A closed pipe (`dringo feed | head`) ends the writing quietly; SIGPIPE is ignored in `main`.
public struct FileDescriptorSink: OutputSink {
    private let descriptor: Int32

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    public func write(_ data: Data) {
        data.withUnsafeBytes { write($0.bindMemory(to: UInt8.self)) }
    }

    private func write(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// The terminal's width in columns, when the descriptor is a terminal that knows it.
    public var terminalWidth: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
