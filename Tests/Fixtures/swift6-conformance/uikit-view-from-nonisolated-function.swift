import UIKit

func hideContent(of controller: UIViewController) {
    controller.view.isHidden = true
}

final class Logger {
    func log(_ controller: UIViewController) {
        print(controller.title ?? "")
    }
}
