import Testing
import UIKit

@Suite("UIView")
struct ViewTests {
    @Test("frame is center less half of bounds.size; setting frame keeps bounds.origin")
    func frameAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.size = CGSize(width: 200, height: 50)
        #expect(view.frame == CGRect(x: -40, y: 20, width: 200, height: 50))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.bounds == CGRect(x: 0, y: 30, width: 10, height: 10))
    }

    @Test("a view has one superview: adding it elsewhere takes it out of the first")
    func oneSuperview() {
        let a = UIView(), b = UIView(), child = UIView()
        a.addSubview(child)
        b.addSubview(child)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.count == 1 && b.subviews[0] === child)
        #expect(child.superview === b)
        child.removeFromSuperview()
        #expect(child.superview == nil && b.subviews.isEmpty)
    }
}

@Suite("UIView hierarchy and layout")
struct ViewHierarchyTests {
    @Test("bounds.origin shifts where subviews appear, not their frames")
    func boundsOriginScrollsContent() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 50, width: 20, height: 20))
        container.addSubview(child)
        container.bounds.origin.y = 40
        #expect(child.frame.origin == CGPoint(x: 10, y: 50))
        #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 10, y: 50))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(container)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 10))
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
    }

    @Test("insertSubview, bringSubviewToFront and sendSubviewToBack order subviews back to front")
    func ordering() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(\.tag) == [0, 0, 0])
        #expect(parent.subviews[0] === c && parent.subviews[1] === a && parent.subviews[2] === b)
        parent.bringSubviewToFront(c)
        #expect(parent.subviews.last === c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b)
        parent.addSubview(b)
        #expect(parent.subviews.last === b && parent.subviews.count == 3)
    }

    @Test("viewWithTag finds the view itself or the first descendant with the tag")
    func tags() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        leaf.tag = 7
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(99) == nil)
        #expect(leaf.isDescendant(of: root) && !root.isDescendant(of: leaf))
    }

    @Test("window is the window the view is in, nil once removed; hooks tell of the move")
    func window() {
        final class Watching: UIView {
            var log: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) { log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }
            override func didMoveToWindow() { log.append("didMoveToWindow") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView()
        let view = Watching()
        container.addSubview(view)
        #expect(view.window == nil)
        window.addSubview(container)
        #expect(view.window === window)
        container.removeFromSuperview()
        #expect(view.window == nil)
        #expect(view.log == ["didMoveToSuperview", "willMove(toWindow: window)", "didMoveToWindow", "willMove(toWindow: nil)", "didMoveToWindow"])
    }

    @Test("layoutSubviews runs on layoutIfNeeded after setNeedsLayout or a size change, once")
    func layout() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.frame.origin = CGPoint(x: 5, y: 5)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.bounds.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
        view.setNeedsLayout()
        #expect(view.layouts == 2)
        view.layoutIfNeeded()
        #expect(view.layouts == 3)
    }

    @Test("tintColor comes from the nearest view that sets one, else system blue")
    func tint() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .green
        #expect(child.tintColor == .green)
    }

    @Test("sizeToFit keeps the origin and takes sizeThatFits; a plain view keeps its size")
    func sizeToFit() {
        let label = UILabel(frame: CGRect(x: 3, y: 4, width: 0, height: 0))
        label.text = "abcd"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 3, y: 4))
        #expect(label.frame.width == 34 && label.frame.height == 21)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 9))
        plain.sizeToFit()
        #expect(plain.frame.size == CGSize(width: 7, height: 9))
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("a stack view lays arranged views out along its axis; removing one from the stack keeps it a subview")
    func stackView() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 10))
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 5
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(b.frame == CGRect(x: 45, y: 0, width: 60, height: 30))
        #expect(stack.intrinsicContentSize.width == 105)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 12.5))
        #expect(b.frame == CGRect(x: 0, y: 17.5, width: 200, height: 12.5))
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 1 && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test("an activity indicator is hidden while stopped when hidesWhenStopped")
    func activityIndicator() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test("constraints are declared and inert: frames are what code sets")
    func inertConstraints() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let constraints = [
            child.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor, constant: 8),
            child.widthAnchor.constraint(equalToConstant: 50),
        ]
        NSLayoutConstraint.activate(constraints)
        parent.layoutIfNeeded()
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(child.frame == .zero)
    }
}
