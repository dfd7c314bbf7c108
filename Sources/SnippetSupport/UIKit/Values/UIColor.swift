import Foundation

/// A color, kept as its red, green, blue and alpha components (0…1; extended values are kept as
/// given). Two colors are equal when their components are. There are no color spaces here:
/// `init(displayP3Red:…)` keeps its numbers as they are, and the system colors have their
/// light-appearance values.
open class UIColor: NSObject, @unchecked Sendable {
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alpha: CGFloat
    /// Made with `init(white:alpha:)`: described in the gray color space, as UIKit does.
    let isGray: Bool

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.isGray = false
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.red = white
        self.green = white
        self.blue = white
        self.alpha = alpha
        self.isGray = true
        super.init()
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A color for a trait collection; headless there is one appearance (light), so the provider
    /// is asked once, with the current trait collection.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let color = dynamicProvider(UITraitCollection.current)
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Colors from an asset catalog: there is none, so always nil.
    public convenience init?(named name: String) {
        return nil
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        isGray ? UIColor(white: red, alpha: alpha) : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color as it is for the given traits (always this color here).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard isGray || (red == green && green == blue) else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maxValue = max(red, green, blue), minValue = min(red, green, blue)
        let delta = maxValue - minValue
        var h: CGFloat = 0
        if delta > 0 {
            if maxValue == red { h = ((green - blue) / delta).truncatingRemainder(dividingBy: 6) }
            else if maxValue == green { h = (blue - red) / delta + 2 }
            else { h = (red - green) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxValue == 0 ? 0 : delta / maxValue
        brightness?.pointee = maxValue
        alpha?.pointee = self.alpha
        return true
    }

    // MARK: Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    /// As UIKit describes its colors: `UIExtendedSRGBColorSpace 1 0 0 1`, `UIExtendedGrayColorSpace 0.5 1`.
    open override var description: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
        }
        if isGray { return "UIExtendedGrayColorSpace \(number(red)) \(number(alpha))" }
        return "UIExtendedSRGBColorSpace \(number(red)) \(number(green)) \(number(blue)) \(number(alpha))"
    }

    // MARK: Private helpers

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let v = brightness
        let p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
