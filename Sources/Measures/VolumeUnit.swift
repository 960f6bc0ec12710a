/// A unit the user may ask volumes to be shown in.
public enum VolumeUnit: String, Sendable, CaseIterable {
    case ml, cl, oz
}
