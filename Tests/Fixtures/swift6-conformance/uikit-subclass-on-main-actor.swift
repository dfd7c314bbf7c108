import UIKit

final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "이름"
        view.alpha = 1
    }
}

let controller = ProfileViewController()
controller.viewDidLoad()
