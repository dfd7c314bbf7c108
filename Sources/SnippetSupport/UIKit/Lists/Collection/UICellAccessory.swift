import Foundation

/// An accessory of a list cell, declared so code setting accessories compiles (nothing is drawn).
public struct UICellAccessory {
    let name: String
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(name: "disclosureIndicator") }
    public static func checkmark() -> UICellAccessory { UICellAccessory(name: "checkmark") }
    public static func delete() -> UICellAccessory { UICellAccessory(name: "delete") }
    public static func reorder() -> UICellAccessory { UICellAccessory(name: "reorder") }
    public static func outlineDisclosure() -> UICellAccessory { UICellAccessory(name: "outlineDisclosure") }
    public static func label(text: String) -> UICellAccessory { UICellAccessory(name: "label \(text)") }
}
