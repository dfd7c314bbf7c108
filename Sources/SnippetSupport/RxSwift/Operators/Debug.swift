import Foundation

public extension ObservableType {
    /// Prints every event, the subscription and the disposal, each line starting with the clock
    /// time (`yyyy-MM-dd HH:mm:ss.SSS`) and `identifier` (by default `file:line (function)`).
    func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        let log = DebugLog(name: identifier ?? "\(fileName):\(line) (\(function))", trim: trimOutput)
        let source = asObservable()
        return Observable.create { observer in
            log.write("subscribed")
            let connection = source.subscribe { event in
                log.write("Event \(log.shorten("\(event)"))")
                observer.on(event)
            }
            let once = BooleanDisposable()
            return Disposables.create {
                if !once.isDisposed {
                    once.dispose()
                    log.write("isDisposed")
                }
                connection.dispose()
            }
        }
    }
}

/// The lines `debug` prints: a timestamp, the name, an arrow, what happened.
struct DebugLog {
    let name: String
    let trim: Bool
    private let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter
    }()

    init(name: String, trim: Bool) {
        self.name = name
        self.trim = trim
    }

    func write(_ what: String) {
        print("\(clock.string(from: Date())): \(name) -> \(what)")
    }

    /// With `trimOutput`, a description over 40 characters keeps its first and last 20.
    func shorten(_ text: String) -> String {
        guard trim, text.count > 40 else { return text }
        return "\(text.prefix(20))...\(text.suffix(20))"
    }
}
