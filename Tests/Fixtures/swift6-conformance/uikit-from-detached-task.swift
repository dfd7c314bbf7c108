import UIKit

@MainActor
func showResult(in label: UILabel) {
    Task.detached {
        label.text = "끝"
    }
}
