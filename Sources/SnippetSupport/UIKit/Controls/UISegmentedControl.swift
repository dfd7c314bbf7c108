import Foundation

/// Segments with titles or images, one selected (or none: `noSegment`). Selecting in code sends
/// nothing; a snippet taps a segment with `selectedSegmentIndex = i` then
/// `sendActions(for: .valueChanged)`.
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var storedSelection = UISegmentedControl.noSegment

    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?

    /// The selected segment's index, or `noSegment`. An index outside the segments is ignored.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else { return }
            storedSelection = newValue
        }
    }

    open var numberOfSegments: Int { segments.count }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Segments for the items: each a `String` (a title) or a `UIImage`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(title: nil, image: image))
            } else {
                segments.append(Segment(title: item as? String ?? "\(item)", image: nil))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Segments for actions: each action's title; selecting a segment and sending
    /// `.valueChanged` runs the selected segment's action too, as UIKit does.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segmentActions = actions
        segments = actions.map { Segment(title: $0.title, image: $0.image) }
    }

    private var segmentActions: [UIAction] = []

    open override func sendActions(for controlEvents: UIControl.Event) {
        if controlEvents.contains(.valueChanged), segmentActions.indices.contains(storedSelection) {
            sendAction(segmentActions[storedSelection])
        }
        super.sendActions(for: controlEvents)
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title, image: nil), at: clamp(segment))
        adjustSelectionAfterInsert(at: clamp(segment))
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: nil, image: image), at: clamp(segment))
        adjustSelectionAfterInsert(at: clamp(segment))
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insertSegment(withTitle: action.title, at: segment, animated: animated)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelection == segment { storedSelection = UISegmentedControl.noSegment }
        else if storedSelection > segment { storedSelection -= 1 }
    }

    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = UISegmentedControl.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    open override var intrinsicContentSize: CGSize {
        let font = UIFont.systemFont(ofSize: 13)
        let widths = segments.map { segment in
            max(segment.width, TextMeasure.width(of: segment.title ?? "", font: font) + 20, segment.image.map { $0.size.width + 20 } ?? 0)
        }
        let widest = widths.max() ?? 0
        return CGSize(width: (widest * CGFloat(segments.count)).rounded(.up), height: 32)
    }

    // MARK: Private helpers

    private func clamp(_ index: Int) -> Int { max(0, min(index, segments.count)) }

    private func adjustSelectionAfterInsert(at index: Int) {
        if storedSelection != UISegmentedControl.noSegment, storedSelection >= index { storedSelection += 1 }
    }
}
