/// A setting in the environment that dringo cannot use, which is a usage error whatever the command; it names the
/// value, which holds no secret.
public enum SettingFailureReason: Error, Equatable, Sendable {
    /// `DRINGO_DEMO` is neither on (1, true, yes) nor off (0, false, no, empty).
    case invalidDemo(String)
    /// `DRINGO_PICTURE` names no way of drawing a photo.
    case invalidPicture(String)
}
