import Foundation

/// The device: an iPhone.
#if SITEGEN_SWIFT6
@MainActor
#endif
open class UIDevice: NSObject {
#if SITEGEN_SWIFT6
    public static let current = UIDevice()
#else
    nonisolated(unsafe) public static let current = UIDevice()
#endif

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
