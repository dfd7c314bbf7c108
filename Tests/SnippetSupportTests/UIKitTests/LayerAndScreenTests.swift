import Testing
import UIKit

@Suite("CALayer, CGAffineTransform, UIScreen, responder chain")
struct LayerAndScreenTests {
    @Test("a view's layer keeps its look and shares the view's geometry")
    func layer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.cornerRadius = 8
        view.layer.borderColor = UIColor.red.cgColor
        view.layer.borderWidth = 1
        #expect(view.layer.cornerRadius == 8)
        #expect(view.layer.borderColor == UIColor.red.cgColor)
        #expect(UIColor(cgColor: UIColor.blue.cgColor) == .blue)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
    }

    @Test("transforms compose as Core Graphics documents; a view keeps the one it is given")
    func transform() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(scale) == CGPoint(x: 2, y: 3))
        let moved = scale.translatedBy(x: 10, y: 0)
        #expect(CGPoint.zero.applying(moved) == CGPoint(x: 20, y: 0))
        #expect(scale.concatenating(scale.inverted()).isIdentity)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = scale
        #expect(view.transform == scale && view.bounds.size == CGSize(width: 10, height: 10))
        view.transform = .identity
        #expect(view.transform.isIdentity)
    }

    @Test("the screen is an iPhone's; the device says iOS")
    func screen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIWindow(windowScene: UIWindowScene()).bounds == UIScreen.main.bounds)
    }

    @Test("the responder chain goes view → controller → superview → window → application")
    func responderChain() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        let button = UIButton()
        controller.view.addSubview(button)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
    }

    @Test("a stepper, a progress view and a page control keep their values in range")
    func ranges() {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        stepper.value = 10
        #expect(stepper.value == 3)
        stepper.wraps = true
        stepper.value += stepper.stepValue
        #expect(stepper.value == 0)
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 7
        #expect(pages.currentPage == 2)
    }

    @Test("an alert keeps its actions and text fields and is presented like a controller")
    func alert() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let alert = UIAlertController(title: "삭제", message: "정말요?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "취소", style: .cancel))
        alert.addAction(UIAlertAction(title: "삭제", style: .destructive) { _ in })
        alert.addTextField { $0.placeholder = "이유" }
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert)
        #expect(alert.actions.map(\.title) == ["취소", "삭제"])
        #expect(alert.textFields?.first?.placeholder == "이유")
        #expect(root.view.window === window)
    }
}
