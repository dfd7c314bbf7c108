import Dispatch
import Foundation
import RxCocoa
import RxRelay
import RxSwift
import Testing
import UIKit

/// RxCocoa's UIKit extensions on our headless UIKit, as a snippet uses them: a snippet plays the
/// user with `sendActions(for:)` after setting a control's value. RxCocoa does not build on Linux,
/// so each expectation is what RxCocoa documents (Traits.md: ControlProperty / ControlEvent,
/// GettingStarted.md, the API's doc comments) or its maintainers state; each test names it.
@MainActor @Suite struct RxCocoaUITests {
    // MARK: - Control events

    /// `rx.tap` is `.touchUpInside` (RxCocoa's doc comment "Reactive wrapper for TouchUpInside
    /// control event"); Traits.md: a ControlEvent sends no initial value.
    @Test func tapIsTouchUpInsideAndSendsNothingOnSubscription() {
        let button = UIButton()
        var taps = 0
        let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
        #expect(taps == 0)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 2)
        subscription.dispose()
        button.sendActions(for: .touchUpInside)
        #expect(taps == 2)
    }

    /// Traits.md: a ControlEvent completes when its control is freed.
    @Test func aControlEventCompletesWhenItsControlIsFreed() {
        var button: UIButton? = UIButton()
        var log: [String] = []
        _ = button!.rx.tap.subscribe(onNext: { log.append("tap") }, onCompleted: { log.append("completed") })
        button!.sendActions(for: .touchUpInside)
        button = nil
        #expect(log == ["tap", "completed"])
    }

    /// `rx.controlEvent(_:)`: the events asked for, any of them (RxCocoa: "Reactive wrapper for
    /// target action pattern").
    @Test func controlEventListensToTheEventsAskedFor() {
        let field = UITextField()
        var log: [String] = []
        _ = field.rx.controlEvent([.editingDidEnd, .editingDidEndOnExit]).subscribe(onNext: { log.append("ended") })
        field.sendActions(for: .editingChanged)
        field.sendActions(for: .editingDidEndOnExit)
        field.sendActions(for: .editingDidEnd)
        #expect(log == ["ended", "ended"])
    }

    // MARK: - Control properties

    /// Traits.md: a ControlProperty sends the initial control value, then user initiated changes;
    /// "Programmatic value changes won't be reported".
    @Test func textFieldTextIsTheCurrentTextThenWhatTheUserTypes() {
        let field = UITextField()
        field.text = "Se"
        var texts: [String?] = []
        _ = field.rx.text.subscribe(onNext: { texts.append($0) })
        field.text = "Seo"
        field.sendActions(for: .editingChanged)
        field.text = "Set in code"
        #expect(texts == ["Se", "Seo"])
    }

    /// RxCocoa's maintainers (ReactiveX/RxSwift#745): `rx.text` of a text field also fires when
    /// editing begins and ends, with the unchanged text; `distinctUntilChanged` leaves those out.
    @Test func textFieldTextRepeatsWhenEditingBeginsAndEnds() {
        let field = UITextField()
        field.text = "a"
        var all: [String?] = []
        var distinct: [String?] = []
        _ = field.rx.text.subscribe(onNext: { all.append($0) })
        _ = field.rx.text.distinctUntilChanged().subscribe(onNext: { distinct.append($0) })
        field.sendActions(for: .editingDidBegin)
        field.sendActions(for: .editingDidEnd)
        #expect(all == ["a", "a", "a"])
        #expect(distinct == ["a"])
    }

    /// `orEmpty` on `rx.text` (RxCocoa: "Transforms control property of type `String?` into
    /// control property of type `String`"); `changed` leaves out the value sent on subscription.
    @Test func orEmptyAndChangedOnATextField() {
        let field = UITextField()
        var typed: [String] = []
        var changes: [String] = []
        _ = field.rx.text.orEmpty.subscribe(onNext: { typed.append($0) })
        _ = field.rx.text.orEmpty.changed.subscribe(onNext: { changes.append($0) })
        field.text = "kim"
        field.sendActions(for: .editingChanged)
        #expect(typed == ["", "kim"])
        #expect(changes == ["kim"])
    }

    /// Traits.md: a ControlProperty is an observer too: `bind(to:)` sets the text, and the value
    /// set by code is not reported to its subscribers.
    @Test func bindingToATextFieldSetsItsText() {
        let field = UITextField()
        var texts: [String?] = []
        _ = field.rx.text.subscribe(onNext: { texts.append($0) })
        let relay = BehaviorRelay(value: "from the view model")
        let binding = relay.bind(to: field.rx.text)
        #expect(field.text == "from the view model")
        relay.accept("again")
        #expect(field.text == "again")
        #expect(texts == [""])
        binding.dispose()
    }

    /// Traits.md: a ControlProperty completes when its control is freed.
    @Test func aControlPropertyCompletesWhenItsControlIsFreed() {
        var field: UITextField? = UITextField()
        var log: [String] = []
        _ = field!.rx.text.orEmpty.subscribe(onNext: { log.append("text \($0)") }, onCompleted: { log.append("completed") })
        field = nil
        #expect(log == ["text ", "completed"])
    }

    /// RxCocoa's `controlProperty(editingEvents:getter:setter:)`: the building block reads with
    /// the getter on subscription and on the given events, and sets with the setter.
    @Test func controlPropertyBuildingBlock() {
        let button = UIButton()
        button.isSelected = false
        let selected = button.rx.controlProperty(editingEvents: .touchUpInside, getter: { $0.isSelected }, setter: { $0.isSelected = $1 })
        var values: [Bool] = []
        _ = selected.subscribe(onNext: { values.append($0) })
        button.isSelected = true
        button.sendActions(for: .touchUpInside)
        _ = Observable.just(false).bind(to: selected)
        #expect(values == [false, true])
        #expect(button.isSelected == false)
    }

    // MARK: - Switches, sliders, segments, steppers, spinners

    /// Traits.md: a ControlProperty sends the value, then user changes (`.valueChanged`), not
    /// values set in code. `rx.isOn` / `rx.value` of a switch.
    @Test func switchIsOnFollowsTheUsersFlips() {
        let toggle = UISwitch()
        var values: [Bool] = []
        _ = toggle.rx.isOn.subscribe(onNext: { values.append($0) })
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        toggle.setOn(false, animated: true)
        _ = Observable.just(true).bind(to: toggle.rx.value)
        #expect(values == [false, true])
        #expect(toggle.isOn)
    }

    /// `rx.value` of a slider and of a stepper, `rx.selectedSegmentIndex` of a segmented control
    /// (Traits.md's UISegmentedControl example: a control property read on `.valueChanged`).
    @Test func sliderStepperAndSegmentValues() {
        let slider = UISlider()
        let stepper = UIStepper()
        let segments = UISegmentedControl(items: ["All", "Open", "Closed"])
        segments.selectedSegmentIndex = 0
        var log: [String] = []
        _ = slider.rx.value.subscribe(onNext: { log.append("slider \($0)") })
        _ = stepper.rx.value.subscribe(onNext: { log.append("stepper \($0)") })
        _ = segments.rx.selectedSegmentIndex.subscribe(onNext: { log.append("segment \($0)") })
        slider.value = 0.25
        slider.sendActions(for: .valueChanged)
        stepper.value = 3
        stepper.sendActions(for: .valueChanged)
        segments.selectedSegmentIndex = 2
        segments.sendActions(for: .valueChanged)
        #expect(log == ["slider 0.0", "stepper 0.0", "segment 0", "slider 0.25", "stepper 3.0", "segment 2"])
        _ = Observable.just(1).bind(to: segments.rx.value)
        _ = Observable.just(false).bind(to: segments.rx.enabledForSegment(at: 2))
        #expect(segments.selectedSegmentIndex == 1)
        #expect(!segments.isEnabledForSegment(at: 2))
    }

    /// RxCocoa's `UIActivityIndicatorView.rx.isAnimating`: "Bindable sink for `startAnimating()`,
    /// `stopAnimating()` methods" (stopped, the spinner hides, as UIKit's `hidesWhenStopped` says).
    @Test func activityIndicatorIsAnimating() {
        let spinner = UIActivityIndicatorView(style: .medium)
        let loading = BehaviorRelay(value: true)
        _ = loading.bind(to: spinner.rx.isAnimating)
        #expect(spinner.isAnimating && !spinner.isHidden)
        loading.accept(false)
        #expect(!spinner.isAnimating && spinner.isHidden)
    }

    // MARK: - Search bar

    /// RxCocoa's UISearchBar `rx.text` (Traits.md's example: the text on subscription, then
    /// `searchBar(_:textDidChange:)`); typing is played on `searchTextField`.
    @Test func searchBarTextIsTheTextThenTyping() {
        let searchBar = UISearchBar()
        var texts: [String] = []
        _ = searchBar.rx.text.orEmpty.subscribe(onNext: { texts.append($0) })
        for typed in ["s", "sw", "swi"] {
            searchBar.searchTextField.text = typed
            searchBar.searchTextField.sendActions(for: .editingChanged)
        }
        searchBar.text = "set in code"
        #expect(texts == ["", "s", "sw", "swi"])
    }

    /// ReactiveX/RxSwift#1916: since RxCocoa 4.4 the search bar's `rx.text` also fires when editing
    /// ends (`searchBarTextDidEndEditing`), repeating the text.
    @Test func searchBarTextRepeatsWhenEditingEnds() {
        let searchBar = UISearchBar()
        searchBar.text = "rx"
        var texts: [String?] = []
        _ = searchBar.rx.text.subscribe(onNext: { texts.append($0) })
        searchBar.becomeFirstResponder()
        searchBar.resignFirstResponder()
        #expect(texts == ["rx", "rx"])
    }

    /// RxCocoa's `searchButtonClicked` and `cancelButtonClicked` (delegate messages
    /// `searchBarSearchButtonClicked`, `searchBarCancelButtonClicked`), with the app's delegate
    /// given by `rx.setDelegate` still told.
    @Test func searchBarButtonsAndTheAppsDelegate() {
        final class Screen: NSObject, UISearchBarDelegate {
            var told: [String] = []
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { told.append("search") }
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { told.append("cancel") }
        }
        let searchBar = UISearchBar()
        let screen = Screen()
        var heard: [String] = []
        _ = searchBar.rx.setDelegate(screen)
        _ = searchBar.rx.searchButtonClicked.subscribe(onNext: { heard.append("search") })
        _ = searchBar.rx.cancelButtonClicked.subscribe(onNext: { heard.append("cancel") })
        searchBar.searchTextField.sendActions(for: .editingDidEndOnExit)
        searchBar.delegate?.searchBarCancelButtonClicked(searchBar)
        #expect(heard == ["search", "cancel"])
        #expect(screen.told == ["search", "cancel"])
    }

    /// Traits.md: a ControlProperty completes when its control is freed (the search bar's, whose
    /// events come from its delegate).
    @Test func searchBarTextCompletesWhenTheBarIsFreed() {
        var searchBar: UISearchBar? = UISearchBar()
        var log: [String] = []
        _ = searchBar!.rx.text.orEmpty.subscribe(onNext: { log.append("text '\($0)'") }, onCompleted: { log.append("completed") })
        searchBar = nil
        #expect(log == ["text ''", "completed"])
    }

    // MARK: - Deallocation

    /// RxCocoa's `rx.deallocated`: "After object is deallocated one `()` element will be produced
    /// and sequence will immediately complete". Subscribing does not keep the object.
    @Test func deallocatedSendsOnceAndCompletesWhenTheObjectIsFreed() {
        final class DetailViewController: UIViewController {}
        var controller: DetailViewController? = DetailViewController()
        var log: [String] = []
        _ = controller!.rx.deallocated.subscribe(onNext: { log.append("deallocated") }, onCompleted: { log.append("completed") })
        _ = controller!.rx.deallocated.subscribe(onNext: { log.append("second") })
        #expect(log.isEmpty)
        controller = nil
        #expect(log == ["deallocated", "second", "completed"])
    }

    /// The same sequence subscribed after the object is gone ends at once with `()` (RxCocoa keeps
    /// the deallocation, a late subscriber hears it).
    @Test func deallocatedSubscribedLateEndsAtOnce() {
        var view: UIView? = UIView()
        let deallocated = view!.rx.deallocated
        view = nil
        var log: [String] = []
        _ = deallocated.subscribe(onNext: { log.append("deallocated") }, onCompleted: { log.append("completed") })
        #expect(log == ["deallocated", "completed"])
    }

    /// `take(until: rx.deallocated)`, the usual way to end a subscription with its owner.
    @Test func takeUntilDeallocatedEndsWithTheOwner() {
        var owner: UIViewController? = UIViewController()
        let ticks = PublishSubject<Int>()
        var heard: [String] = []
        _ = ticks.take(until: owner!.rx.deallocated).subscribe(onNext: { heard.append("\($0)") }, onCompleted: { heard.append("completed") })
        ticks.onNext(1)
        owner = nil
        ticks.onNext(2)
        #expect(heard == ["1", "completed"])
    }

    // MARK: - Binders

    /// RxCocoa's binders (`Binder`: "Observer that enforces interface binding rules"): each value
    /// sets the property.
    @Test func bindersSetTheirProperties() {
        let label = UILabel()
        let view = UIView()
        let button = UIButton()
        let imageView = UIImageView()
        let image = UIImage()
        _ = Observable.just("3 results").bind(to: label.rx.text)
        _ = Observable.just(true).bind(to: view.rx.isHidden)
        _ = Observable.just(0.5).bind(to: view.rx.alpha)
        _ = Observable.just(UIColor.red).bind(to: view.rx.backgroundColor)
        _ = Observable.just(false).bind(to: button.rx.isEnabled)
        _ = Observable.just("Search").bind(to: button.rx.title(for: .normal))
        _ = Observable.just("Busy").bind(to: button.rx.title(for: .disabled))
        _ = Observable.just(image).bind(to: imageView.rx.image)
        #expect(label.text == "3 results")
        #expect(view.isHidden)
        #expect(view.alpha == 0.5)
        #expect(view.backgroundColor == UIColor.red)
        #expect(!button.isEnabled)
        #expect(button.title(for: .normal) == "Search")
        #expect(button.currentTitle == "Busy")
        #expect(imageView.image === image)
    }

    /// A Driver drives a binder; the label's text follows the relay (Traits.md, Driver's
    /// practical usage example: `drive(resultCount.rx.text)`).
    @Test func aDriverDrivesALabel() {
        let label = UILabel()
        let count = BehaviorRelay(value: 0)
        _ = count.asDriver().map { "\($0) results" }.drive(label.rx.text)
        count.accept(7)
        #expect(label.text == "7 results")
    }
}

/// Binders on the main scheduler: checked from another thread, so outside the main-actor suite.
@Suite struct RxCocoaBinderSchedulingTests {
    /// RxCocoa's Binder: "Ensures binding is performed on a specific scheduler" (the main one by
    /// default): a value from a background thread is set on the main queue.
    @Test func aValueFromABackgroundThreadIsSetOnTheMainQueue() async {
        let onMain = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            DispatchQueue.main.async {
                let label = WatchedLabel()
                label.onSet = { label.onSet = nil; done.resume(returning: runsOnMainQueue()) }
                _ = Observable.just("late").subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default)).bind(to: label.rx.text)
                keepAlive(label)
            }
        }
        #expect(onMain)
    }
}

extension RxCocoaBinderSchedulingTests {
    /// The seed app's search: typing into the search bar, `debounce` on the main scheduler, then
    /// `distinctUntilChanged` (Traits.md's Driver example, with `throttle` there). Quick typing
    /// reaches the search once, with the last text.
    @Test func debouncedTypingReachesTheSearchOnce() async {
        let searched = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
            DispatchQueue.main.async {
                let searchBar = UISearchBar()
                var queries: [String] = []
                let subscription = SingleAssignmentDisposable()
                subscription.setDisposable(searchBar.rx.text.orEmpty
                    .debounce(.milliseconds(30), scheduler: MainScheduler.instance)
                    .distinctUntilChanged()
                    .filter { !$0.isEmpty }
                    .subscribe(onNext: { query in
                        queries.append(query)
                        subscription.dispose()
                        done.resume(returning: queries)
                    }))
                for typed in ["r", "rx", "rxs", "rxswift"] {
                    searchBar.searchTextField.text = typed
                    searchBar.searchTextField.sendActions(for: .editingChanged)
                }
                keepAlive(searchBar)
            }
        }
        #expect(searched == ["rxswift"])
    }
}

/// A label that says when its text is set.
final class WatchedLabel: UILabel {
    var onSet: (() -> Void)?
    override var text: String? {
        didSet { onSet?() }
    }
}

/// Keeps `object` until the end of the test process (a binder holds its target weakly).
@MainActor private var kept: [AnyObject] = []
@MainActor private func keepAlive(_ object: AnyObject) { kept.append(object) }
