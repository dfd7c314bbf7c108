import Foundation

private func systemRGB(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
}

// MARK: Fixed colors (as UIKit documents their components)

extension UIColor {
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

// MARK: System colors (light appearance)

extension UIColor {
    public class var systemRed: UIColor { systemRGB(255, 59, 48) }
    public class var systemGreen: UIColor { systemRGB(52, 199, 89) }
    public class var systemBlue: UIColor { systemRGB(0, 122, 255) }
    public class var systemOrange: UIColor { systemRGB(255, 149, 0) }
    public class var systemYellow: UIColor { systemRGB(255, 204, 0) }
    public class var systemPink: UIColor { systemRGB(255, 45, 85) }
    public class var systemPurple: UIColor { systemRGB(175, 82, 222) }
    public class var systemTeal: UIColor { systemRGB(48, 176, 199) }
    public class var systemIndigo: UIColor { systemRGB(88, 86, 214) }
    public class var systemMint: UIColor { systemRGB(0, 199, 190) }
    public class var systemCyan: UIColor { systemRGB(50, 173, 230) }
    public class var systemBrown: UIColor { systemRGB(162, 132, 94) }
    public class var systemGray: UIColor { systemRGB(142, 142, 147) }
    public class var systemGray2: UIColor { systemRGB(174, 174, 178) }
    public class var systemGray3: UIColor { systemRGB(199, 199, 204) }
    public class var systemGray4: UIColor { systemRGB(209, 209, 214) }
    public class var systemGray5: UIColor { systemRGB(229, 229, 234) }
    public class var systemGray6: UIColor { systemRGB(242, 242, 247) }
    /// The app's tint (system blue unless a view sets its own).
    public class var tintColor: UIColor { systemBlue }

    public class var label: UIColor { UIColor(white: 0, alpha: 1) }
    public class var secondaryLabel: UIColor { systemRGB(60, 60, 67, 0.6) }
    public class var tertiaryLabel: UIColor { systemRGB(60, 60, 67, 0.3) }
    public class var quaternaryLabel: UIColor { systemRGB(60, 60, 67, 0.18) }
    public class var link: UIColor { systemRGB(0, 122, 255) }
    public class var placeholderText: UIColor { systemRGB(60, 60, 67, 0.3) }
    public class var separator: UIColor { systemRGB(60, 60, 67, 0.29) }
    public class var opaqueSeparator: UIColor { systemRGB(198, 198, 200) }
    public class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public class var secondarySystemBackground: UIColor { systemRGB(242, 242, 247) }
    public class var tertiarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public class var systemGroupedBackground: UIColor { systemRGB(242, 242, 247) }
    public class var secondarySystemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public class var tertiarySystemGroupedBackground: UIColor { systemRGB(242, 242, 247) }
    public class var systemFill: UIColor { systemRGB(120, 120, 128, 0.2) }
    public class var secondarySystemFill: UIColor { systemRGB(120, 120, 128, 0.16) }
    public class var tertiarySystemFill: UIColor { systemRGB(118, 118, 128, 0.12) }
    public class var quaternarySystemFill: UIColor { systemRGB(116, 116, 128, 0.08) }
}
