import Foundation
import UIKit

@MainActor
func fade(_ view: UIView) {
    DispatchQueue.global().async {
        view.alpha = 0
    }
}
