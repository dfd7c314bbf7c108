import RxSwift
import UIKit

extension Reactive where Base: UISwitch {
    /// Whether the switch is on: on subscription, then as the user flips it (`.valueChanged`).
    public var isOn: ControlProperty<Bool> {
        value
    }

    /// The same as `isOn`.
    public var value: ControlProperty<Bool> {
        controlPropertyWithDefaultEvents(getter: { uiSwitch in uiSwitch.isOn }, setter: { uiSwitch, on in uiSwitch.isOn = on })
    }
}

extension Reactive where Base: UISlider {
    /// The slider's value: on subscription, then as the user slides (`.valueChanged`).
    public var value: ControlProperty<Float> {
        controlPropertyWithDefaultEvents(getter: { slider in slider.value }, setter: { slider, value in slider.value = value })
    }
}

extension Reactive where Base: UISegmentedControl {
    /// The selected segment: on subscription, then as the user picks another (`.valueChanged`).
    public var selectedSegmentIndex: ControlProperty<Int> {
        value
    }

    /// The same as `selectedSegmentIndex`.
    public var value: ControlProperty<Int> {
        controlPropertyWithDefaultEvents(getter: { control in control.selectedSegmentIndex }, setter: { control, index in control.selectedSegmentIndex = index })
    }

    /// Enables or disables the segment at `index`.
    public func enabledForSegment(at index: Int) -> Binder<Bool> {
        Binder(base) { control, enabled in control.setEnabled(enabled, forSegmentAt: index) }
    }

    /// Sets the title of the segment at `index`.
    public func titleForSegment(at index: Int) -> Binder<String?> {
        Binder(base) { control, title in control.setTitle(title, forSegmentAt: index) }
    }

    /// Sets the image of the segment at `index`.
    public func imageForSegment(at index: Int) -> Binder<UIImage?> {
        Binder(base) { control, image in control.setImage(image, forSegmentAt: index) }
    }
}

extension Reactive where Base: UIActivityIndicatorView {
    /// `true` starts the spinner, `false` stops it.
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, animating in
            if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
    }
}

extension Reactive where Base: UIStepper {
    /// The stepper's value: on subscription, then as the user steps (`.valueChanged`).
    public var value: ControlProperty<Double> {
        controlPropertyWithDefaultEvents(getter: { stepper in stepper.value }, setter: { stepper, value in stepper.value = value })
    }
}

extension Reactive where Base: UIPageControl {
    /// Sets `currentPage`.
    public var currentPage: Binder<Int> {
        Binder(base) { control, page in control.currentPage = page }
    }

    /// Sets `numberOfPages`.
    public var numberOfPages: Binder<Int> {
        Binder(base) { control, count in control.numberOfPages = count }
    }
}

extension Reactive where Base: UIProgressView {
    /// Sets `progress`.
    public var progress: Binder<Float> {
        Binder(base) { view, progress in view.progress = progress }
    }
}

extension Reactive where Base: UIRefreshControl {
    /// `true` begins refreshing, `false` ends it.
    public var isRefreshing: Binder<Bool> {
        Binder(base) { control, refreshing in
            if refreshing { control.beginRefreshing() } else { control.endRefreshing() }
        }
    }
}
