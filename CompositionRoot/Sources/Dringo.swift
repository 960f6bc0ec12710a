public enum Dringo {}
