import Testing
import UIKit

@Suite("UIControl and controls")
struct ControlTests {
    @Test("sendActions runs the actions registered for any of the events, in the order added")
    func sendActions() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("value or tap") }, for: [.valueChanged, .touchUpInside])
        control.addAction(UIAction { _ in log.append("editing") }, for: .allEditingEvents)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["tap", "value or tap"])
        log.removeAll()
        control.sendActions(for: .editingChanged)
        #expect(log == ["editing"])
        log.removeAll()
        control.sendActions(for: .touchDown)
        #expect(log.isEmpty)
    }

    @Test("an action's sender is the control while its handler runs")
    func sender() {
        let button = UIButton(type: .system)
        var seen: Any?
        let action = UIAction(title: "Go") { action in seen = action.sender }
        button.addAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect((seen as? UIButton) === button)
        #expect(action.sender == nil)
    }

    @Test("actions with the same identifier replace each other; removeAction stops one")
    func identifiers() {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["second"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["second"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("setting values in code sends no event")
    func programmaticChangesSendNothing() {
        var events = 0
        let field = UITextField(), toggle = UISwitch(), slider = UISlider()
        let segments = UISegmentedControl(items: ["A", "B"])
        for control in [field, toggle, slider, segments] as [UIControl] {
            control.addAction(UIAction { _ in events += 1 }, for: .allEvents)
        }
        field.text = "typed in code"
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        slider.value = 0.5
        segments.selectedSegmentIndex = 1
        #expect(events == 0)
        field.sendActions(for: .editingChanged)
        #expect(events == 1)
    }

    @Test("the state follows isEnabled, isSelected and isHighlighted")
    func state() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        #expect(UIControl.Event.allEditingEvents.contains(.editingChanged))
        #expect(UIControl.Event.allTouchEvents.contains(.touchUpInside))
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6 && UIControl.Event.valueChanged.rawValue == 1 << 12)
    }

    @Test("a text field's text is empty, never nil; editing begins and ends through the delegate")
    func textField() {
        final class Delegate: NSObject, UITextFieldDelegate {
            var log: [String] = []
            var allowEnd = true
            func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        }
        let field = UITextField()
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "")
        let delegate = Delegate()
        field.delegate = delegate
        field.addAction(UIAction { _ in delegate.log.append("event begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in delegate.log.append("event end") }, for: .editingDidEnd)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        delegate.allowEnd = false
        #expect(!field.resignFirstResponder())
        delegate.allowEnd = true
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(delegate.log == ["didBegin", "event begin", "shouldEnd", "shouldEnd", "didEnd", "event end"])
    }

    @Test("insertText and deleteBackward type as the keyboard does: editingChanged and the notification")
    func typing() {
        let field = UITextField()
        var seen: [String] = []
        field.addAction(UIAction { action in seen.append((action.sender as? UITextField)?.text ?? "?") }, for: .editingChanged)
        final class Counter: @unchecked Sendable { var count = 0 }
        let notified = Counter()
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in notified.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        field.insertText("R")
        field.insertText("x")
        field.deleteBackward()
        #expect(seen == ["R", "Rx", "R"])
        #expect(notified.count == 3 && field.hasText)
        field.deleteBackward()
        field.deleteBackward()
        #expect(seen.count == 4 && !field.hasText)
    }

    @Test("a button's title for a state falls back to the normal state's")
    func buttonTitles() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.title(for: .highlighted) == "Follow")
        #expect(button.currentTitle == "Follow")
        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(button.titleLabel?.text == "Following")
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        button.configuration = configuration
        #expect(button.configuration?.title == "Buy")
        #expect(button.currentTitle == "Buy")
    }

    @Test("a slider keeps its value within its bounds")
    func sliderClamps() {
        let slider = UISlider()
        slider.value = 2
        #expect(slider.value == 1)
        slider.minimumValue = 10
        slider.maximumValue = 20
        #expect(slider.value == 10)
        slider.setValue(-5, animated: false)
        #expect(slider.value == 10)
        slider.value = 15
        slider.maximumValue = 12
        #expect(slider.value == 12)
    }

    @Test("a segmented control has its items and one selected index or none")
    func segmentedControl() {
        let control = UISegmentedControl(items: ["List", "Grid"])
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 5
        #expect(control.selectedSegmentIndex == 1)
        control.insertSegment(withTitle: "Map", at: 0, animated: false)
        #expect(control.titleForSegment(at: 0) == "Map" && control.selectedSegmentIndex == 2)
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("a search bar's typing, played on its text field, reaches the delegate; setting text does not")
    func searchBar() {
        final class Delegate: NSObject, UISearchBarDelegate {
            var texts: [String] = []
            var searched = 0
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { texts.append(searchText) }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searched += 1 }
        }
        let bar = UISearchBar()
        let delegate = Delegate()
        bar.delegate = delegate
        #expect(bar.text == "")
        bar.text = "set in code"
        #expect(delegate.texts.isEmpty)
        bar.searchTextField.text = "rx"
        bar.searchTextField.sendActions(for: .editingChanged)
        #expect(delegate.texts == ["rx"])
        #expect(bar.text == "rx")
        bar.searchTextField.sendActions(for: .editingDidEndOnExit)
        #expect(delegate.searched == 1)
    }
}
