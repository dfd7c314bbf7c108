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
