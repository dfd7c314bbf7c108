import Foundation

/// The device: an iPhone.
open class UIDevice: NSObject {
    nonisolated(unsafe) public static let current = UIDevice()

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
    open var orientation: UIDeviceOrientation { .portrait }
    open var isBatteryMonitoringEnabled = false
}
