import Foundation

/// An event from the system (there are none headless; kept for signatures).
open class UIEvent: NSObject {}
