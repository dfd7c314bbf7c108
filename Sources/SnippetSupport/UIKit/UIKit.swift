// A headless UIKit for snippets, written from Apple's UIKit documentation: the names, signatures and
// documented behaviour of what notes use, with no drawing, no animation and no layout engine
// beyond frames. Everything runs on the main thread, as in UIKit.
//
// Foundation comes with it, as on iOS: CGFloat, CGPoint, CGSize, CGRect, IndexPath, NSAttributedString.
@_exported import Foundation
