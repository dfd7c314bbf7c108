/// Where things go in a marble diagram: the label column, the time scale (wide enough that
/// marbles of one row never overlap), the rows, the axis and its ticks.
extension MarbleSVG {
    struct Layout {
        /// Space between marbles that share a tick, and the least between neighbours.
        static let gap = 4.0

        let labelWidth: Double
        let axisStart: Double
        let firstTick: Int
        let scale: Double
        let lineEnd: Double
        let width: Double
        let height: Double
        let rowCount: Int
        let ticks: [Int]

        /// The layout of `diagram`'s rows on the time scale and label column of `scaleOf` (all the
        /// rows that must line up with them: a marble quiz's question and its choices), or its own.
        init(_ diagram: MarbleDiagram, scaleOf all: MarbleDiagram? = nil) {
            let scaled = all ?? diagram
            labelWidth = max(44, (scaled.rows.map { Self.units($0.label) }.max() ?? 0) * Self.unitWidth + 16)
            let range = scaled.timeRange ?? 0...0
            firstTick = range.lowerBound
            let span = Double(max(range.upperBound - range.lowerBound, 1))
            let clusters = scaled.rows.map { Self.clusters($0.events) }
            let widest = clusters.joined().map(Self.clusterWidth).max() ?? 0
            // Neighbouring marbles of a row must not touch: the scale grows until they don't.
            let margins = labelWidth + 14 + widest + 14 + 6
            var scale = max(MarbleSVG.shortestAxis, MarbleSVG.naturalWidth - margins) / span
            for row in clusters {
                for (left, right) in zip(row, row.dropFirst()) {
                    let needed = (Self.clusterWidth(left) + Self.clusterWidth(right)) / 2 + Self.gap
                    // (Ticks only grow along a row; `max` keeps a malformed log from dividing by zero.)
                    scale = max(scale, needed / Double(max(right[0].time - left[0].time, 1)))
                }
            }
            self.scale = scale
            axisStart = labelWidth + 14 + widest / 2
            lineEnd = axisStart + span * scale + widest / 2 + 14
            width = lineEnd + 6
            rowCount = diagram.rows.count
            height = MarbleSVG.top + Double(rowCount) * MarbleSVG.rowHeight + 30
            ticks = Self.ticks(range)
        }

        func x(_ time: Int) -> Double { axisStart + Double(time - firstTick) * scale }
        func rowCenter(_ index: Int) -> Double { MarbleSVG.top + (Double(index) + 0.5) * MarbleSVG.rowHeight }
        var axisY: Double { MarbleSVG.top + Double(rowCount) * MarbleSVG.rowHeight + 6 }

        /// Round ticks (1, 2 or 5 times a power of ten apart), at most six of them.
        static func ticks(_ range: ClosedRange<Int>) -> [Int] {
            let span = max(range.upperBound - range.lowerBound, 1)
            var power = 1, step = 1
            search: while true {
                for factor in [1, 2, 5] where span / (factor * power) <= 5 {
                    step = factor * power
                    break search
                }
                power *= 10
            }
            let first = Int((Double(range.lowerBound) / Double(step)).rounded(.up)) * step
            return Array(stride(from: first, through: range.upperBound, by: step))
        }

        /// A row's events grouped by tick, in order (events of one tick are drawn side by side).
        static func clusters(_ events: [MarbleDiagram.Event]) -> [[MarbleDiagram.Event]] {
            var groups: [[MarbleDiagram.Event]] = []
            for event in events {
                if let last = groups.last?.first, last.time == event.time {
                    groups[groups.count - 1].append(event)
                } else {
                    groups.append([event])
                }
            }
            return groups
        }

        static func clusterWidth(_ cluster: [MarbleDiagram.Event]) -> Double {
            cluster.map(width(of:)).reduce(0, +) + gap * Double(cluster.count - 1)
        }

        static func width(of event: MarbleDiagram.Event) -> Double {
            switch event.kind {
            case .value(let value): return max(MarbleSVG.marbleHeight, units(MarbleSVG.shortened(value)) * unitWidth + 14)
            case .completed, .cancelled: return 8
            case .error: return 16
            }
        }

        /// Width of a half-width character of the diagram's monospaced 12-unit text.
        static let unitWidth = 7.2

        /// Text width in half-width characters: Hangul and CJK take two.
        static func units(_ text: String) -> Double {
            text.unicodeScalars.reduce(0) { total, scalar in
                let wide = (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                    || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
                return total + (wide ? 2 : 1)
            }
        }
    }
}
