import Foundation
import Mustache
import Testing
@testable import NotesModel

/// Sitegen's own renderer against swift-mustache, the oracle: the same templates and contexts
/// must give the same bytes.
@Suite struct TemplateRendererTests {
    /// Both renderings of template `main` of `templates`: ours (`nil` when it leaves the page to
    /// swift-mustache) and swift-mustache's.
    static func render(_ templates: [String: String], _ context: [String: Any], main: String = "t") -> (ours: String?, theirs: String, renders: Bool) {
        var library = MustacheLibrary()
        var parsed: [String: MustacheTemplate] = [:]
        for (name, text) in templates {
            let template = try! TemplateEscaping.parse(text)
            library.register(template, named: name)
            parsed[name] = template
        }
        let set = TemplateSet(parsed)
        return (set.render(main, context).map { String(decoding: $0, as: UTF8.self) }, library.render(context, withTemplate: main) ?? "", set.renders(main))
    }

    static var context: [String: Any] { [
        "s": "a<b>&\"'c", "e": "", "words": "hello wORLD 반응형 ärger", "i": 3, "z": 0, "n": -2, "t": true, "f": false,
        "d": 1.5, "d2": 0.1, "big": 1e20, "opt": Optional("o") as Any, "optList": Optional(["p", "q"]) as Any,
        "list": [["name": "x", "i": 1], ["name": "y<"], ["name": "z", "s": "own"]] as [[String: Any]],
        "strs": ["b", "a", "c"], "ints": [3, 1, 2], "doubles": [2.5, 1.0], "empty": [] as [Any], "noDicts": [] as [[String: Any]],
        "anys": ["x", 1, true, ["name": "n"] as [String: Any], 2.5] as [Any],
        "dict": ["name": "D", "inner": ["deep": "v"] as [String: Any], "n": 7] as [String: Any],
        "a": ["b": [:] as [String: Any]] as [String: Any], "c": 1,
        "sd": ["name": "S<", "url": "/u/"], "sds": [["title": "T1", "url": "/1/"], ["title": "T2"]], "noSds": [] as [[String: String]],
        "nested": ["list": [["x": ["y": "deep<"] as [String: Any]]] as [[String: Any]]] as [String: Any],
    ] }

    static func expectSame(_ templates: [String: String], _ context: [String: Any] = context, main: String = "t", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = render(templates, context, main: main)
        #expect(result.renders, "not rendered by sitegen: \(templates[main]!)", sourceLocation: sourceLocation)
        #expect(result.ours == result.theirs, "\(templates[main]!.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func variables() {
        for t in [
            "{{s}}|{{{s}}}|{{&s}}|{{ s }}|{{i}}|{{z}}|{{n}}|{{d}}|{{d2}}|{{big}}|{{t}}|{{f}}|{{e}}|{{missing}}|{{opt}}",
            "{{dict.name}}|{{dict.inner.deep}}|{{dict.missing.x}}|{{dict.n}}|{{nested.list}}|{{a.b}}",
            "{{strs}}|{{ints}}|{{doubles}}|{{anys}}|{{empty}}|{{noDicts}}|{{list}}|{{optList}}",
            "{{dict}}|{{{dict}}}|{{.}}|{{.s}}|{{.dict.name}}|{{..}}",
        ] {
            Self.expectSame(["t": t])
        }
    }

    @Test func sectionsOverEveryKindOfValue() {
        for t in [
            "{{#list}}{{name}}-{{i}}-{{s}};{{/list}}",
            "{{#strs}}[{{.}}]{{/strs}}{{#ints}}{{.}},{{/ints}}{{#doubles}}{{.}},{{/doubles}}{{#anys}}<{{.}}|{{name}}>{{/anys}}",
            "{{#t}}yes{{s}}{{/t}}{{#f}}no{{/f}}{{^f}}notf{{/f}}{{^t}}nott{{/t}}",
            "{{#i}}{{.}}{{/i}}{{#z}}zero{{.}}{{/z}}{{#e}}E{{.}}E{{/e}}{{^e}}x{{/e}}{{^z}}nz{{/z}}{{#d}}{{.}}{{/d}}",
            "{{#empty}}a{{/empty}}{{^empty}}none{{.}}{{/empty}}{{^noDicts}}[{{.}}]{{/noDicts}}{{^strs}}no{{/strs}}",
            "{{#missing}}m{{/missing}}{{^missing}}nm{{/missing}}{{#dict.missing}}x{{/dict.missing}}",
            "{{#dict}}{{name}}{{#inner}}{{deep}}{{name}}{{n}}{{/inner}}{{/dict}}",
            "{{#dict.inner}}{{.deep}}{{.name}}{{name}}{{/dict.inner}}",
            "{{#opt}}{{.}}{{/opt}}{{#optList}}{{.}}{{/optList}}",
            "{{#s}}{{.}}{{length}}{{/s}}{{#list}}{{#dict}}{{name}}{{s}}{{/dict}}{{/list}}",
            "{{#a.b}}{{c}}{{/a.b}}{{a.c}}{{#a}}{{b.c}}{{/a}}",
            "{{#dict}}{{inner.missing}}{{missing.x}}{{dict.name}}{{/dict}}{{list.name}}{{strs.count}}",
            "{{#nested.list}}{{x.y}}{{#x}}{{y}}{{/x}}{{/nested.list}}",
            "{{#list}}{{#list}}{{name}}{{/list}}|{{/list}}",
            "{{sd}}|{{sd.name}}|{{#sd}}{{url}}{{name}}{{s}}{{/sd}}|{{sds}}|{{#sds}}{{title}}{{url}}{{name}}{{index()}}{{/sds}}{{^noSds}}none{{.}}{{/noSds}}",
            "{{count(sd)}}{{empty(sd)}}{{#sorted(sd)}}{{key}}={{value}}{{.}};{{/sorted(sd)}}{{sorted(sd)}}{{#enumerated(sd)}}{{key}}{{/enumerated(sd)}}{{count(sds)}}{{first(sds)}}{{#last(sds)}}{{title}}{{/last(sds)}}",
        ] {
            Self.expectSame(["t": t])
        }
    }

    @Test func aListSectionsPosition() {
        for t in [
            "{{#list}}{{#first()}}F{{/first()}}{{index()}}{{^last()}},{{/last()}}{{#even()}}e{{/even()}}{{#odd()}}o{{/odd()}}{{plusone(index())}}{{/list}}",
            "{{first()}}{{index()}}{{#last()}}x{{/last()}}{{^first()}}nf{{/first()}}",
            "{{#strs}}{{#t}}{{index()}}{{/t}}{{#dict}}{{index()}}{{/dict}}{{^f}}{{index()}}{{/f}}{{/strs}}",
            "{{#list}}{{> p}}{{/list}}",
            "{{#strs}}{{()}}{{nope()}}{{/strs}}",
        ] {
            Self.expectSame(["t": t, "p": "{{index()}}{{name}}"])
        }
    }

    @Test func transforms() {
        for t in [
            "{{count(strs)}} {{empty(strs)}} {{empty(empty)}} {{first(strs)}} {{last(strs)}} {{first(empty)}}|{{last(noDicts)}}|",
            "{{#sorted(strs)}}{{.}}{{/sorted(strs)}} {{#reversed(strs)}}{{.}}{{/reversed(strs)}} {{#sorted(ints)}}{{.}}{{/sorted(ints)}} {{sorted(anys)}}|{{sorted(strs)}}|{{sorted(doubles)}}|{{sorted(list)}}",
            "{{uppercased(s)}} {{lowercased(words)}} {{capitalized(words)}} {{reversed(words)}} {{empty(s)}} {{empty(e)}} {{uppercased(i)}}",
            "{{plusone(i)}} {{minusone(i)}} {{equalzero(z)}} {{equalzero(i)}} {{even(i)}} {{odd(i)}} {{odd(n)}} {{plusone(plusone(i))}} {{plusone(d)}} {{plusone(s)}} {{unknown(i)}} {{empty(t)}}",
            "{{count(dict)}} {{empty(dict)}} {{#sorted(dict)}}{{key}}={{value}};{{/sorted(dict)}} {{#enumerated(dict)}}{{key}};{{/enumerated(dict)}}",
            "{{#sorted(dict)}}{{.}}|{{value.deep}}{{#value}}{{deep}}{{/value}}{{/sorted(dict)}}{{first(sorted(dict))}}|{{sorted(dict)}}",
            "{{count(list)}} {{#first(list)}}{{name}}{{/first(list)}} {{#last(list)}}{{name}}{{/last(list)}} {{#reversed(list)}}{{name}}{{index()}}{{/reversed(list)}}",
            "{{#reversed(reversed(strs))}}{{.}}{{/reversed(reversed(strs))}}{{first(reversed(strs))}}{{last(reversed(ints))}}{{count(reversed(strs))}}{{reversed(reversed(strs))}}",
            "{{#sorted(reversed(strs))}}{{.}}{{/sorted(reversed(strs))}}{{^empty(list)}}has{{/empty(list)}}{{#empty(noDicts)}}none{{/empty(noDicts)}}",
            "{{first(.)}}{{count(.)}}{{#list}}{{uppercased(.)}}{{uppercased(name)}}{{/list}}{{count(opt)}}{{count(optList)}}",
        ] {
            Self.expectSame(["t": t])
        }
    }

    @Test func standaloneLinesAndWhitespace() {
        for t in [
            "a\n  {{#t}}\n  b\n  {{/t}}\nc\n", "  {{! comment }}\nx\n", "a {{! c }} b\n", "{{#list}}\n  - {{name}}\n{{/list}}\n",
            "| {{#t}} {{/t}} |", "\r\n{{#t}}\r\nx\r\n{{/t}}\r\n", "  {{^f}}\n  y\n  {{/f}}", "{{!\n multi\n line\n}}\nx",
            "  {{#t}}  \n\tq\n\t{{/t}}\t\nend", "#{{#t}}\n/\n{{/t}}", " {{s}}\n {{#list}}{{name}}{{/list}} \n", "\n\n  {{! a }}  \n\n",
        ] {
            Self.expectSame(["t": t])
        }
    }

    @Test func partialsAndTheirIndentation() {
        let p = "x\ny\n{{#list}}{{name}}\n{{/list}}z"
        for t in ["a\n  {{> p}}\nb", "  {{> p}}", "\t{{> p}}\n", "x {{> p}} y", "{{> missing}}|", "  {{> q}}\n", "\r\n  {{> crlf}}\r\n", "{{#list}}\n  {{> p}}\n{{/list}}"] {
            Self.expectSame(["t": t, "p": p, "q": "{{> r}}\n  {{> r}}", "r": "r1\n  r2\n{{s}}\n", "crlf": "a\r\nb\r\n{{#t}}\r\nc{{/t}}\r\n"])
        }
    }

    @Test func inheritance() {
        let templates = [
            "parent": "<{{$title}}default{{/title}}>\n{{$body}}\n  body default\n{{/body}}\n",
            "parent2": "{{$a}}A{{/a}}|{{> part}}|\n  {{> part}}\n", "part": "{{$b}}B\n{{/b}}x\n",
            "grand": "{{$x}}gx{{/x}}{{$y}}gy{{/y}}", "mid": "{{<grand}}{{$x}}mx{{/x}}{{/grand}}",
            "indented": "  {{$b}}\n  line1\n  line2\n  {{/b}}\nend\n",
        ]
        for t in [
            "{{<parent}}{{$title}}T{{s}}{{/title}}{{/parent}}", "{{<parent}}\n{{$body}}\n  overridden\n  {{i}}\n{{/body}}\n{{/parent}}\n",
            "{{<parent}}{{/parent}}", "{{<parent2}}{{$b}}overB{{/b}}{{/parent2}}", "{{<mid}}{{$y}}ty{{/y}}{{/mid}}",
            "{{<mid}}{{$x}}tx{{/x}}{{/mid}}", "{{<indented}}{{/indented}}", "{{<indented}}\n  {{$b}}\n    mine\n  more\n  {{/b}}\n{{/indented}}",
            "{{#list}}{{<parent}}{{$title}}{{name}}{{index()}}{{/title}}{{/parent}}{{/list}}", "{{$free}}unowned {{s}}{{/free}}",
            "x\n  {{<parent}}{{$title}}t{{/title}}{{/parent}}\ny",
        ] {
            Self.expectSame(templates.merging(["t": t]) { $1 })
        }
    }

    @Test func delimiters() {
        for t in [
            "{{=<% %>=}}<% s %><%# t %>yes<%/ t %>\n<%={{ }}=%>{{i}}", "  {{=| |=}}\n|s|\n|{ s |}", "{{=[[ ]]=}}[[> p]][[#list]][[name]][[/list]]",
            "{{=<% %>=}}<%! c %>{{s}}<%={{ }}=%>{{s}}",
        ] {
            Self.expectSame(["t": t, "p": "{{s}}"])
        }
    }

    /// What the renderer does not implement is left to swift-mustache, per template at load,
    /// and per page for a value it does not model; the page is the same either way.
    @Test func whatItDoesNotImplementGoesToSwiftMustache() {
        #expect(!Self.render(["t": "{{>*dyn}}", "x": "y"], ["dyn": "x"]).renders)
        #expect(!Self.render(["t": "{{%CONTENT_TYPE:TEXT}}{{s}}"], [:]).renders)
        #expect(!Self.render(["t": "a{{> u}}", "u": "{{>*dyn}}"], [:]).renders)
        #expect(Self.render(["t": "a{{> u}}", "u": "{{s}}"], [:]).renders)
        for context: [String: Any] in [["x": Int32(1)], ["x": Optional<String>.none as Any], ["x": NSNull()], ["x": [1, 2] as Set<Int>]] {
            let result = Self.render(["t": "{{x}}{{#x}}a{{/x}}"], context)
            #expect(result.renders && result.ours == nil)
        }
        let reversed = Self.render(["t": "{{reversed(strs)}}"], Self.context)
        #expect(reversed.ours == nil)
    }

    /// Random contexts over the default theme's own templates, with the names it reads.
    @Test func theDefaultThemeWithRandomContexts() throws {
        let folder = TemplateVariablesTests.checkout.appendingPathComponent("templates")
        let theme = try #require(Theme.load(defaultFolder: folder, overrideFolder: nil).theme)
        let names = Theme.files(under: folder).filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }
        var random = RandomContext(seed: 0x7E_3A11)
        for name in names {
            #expect(theme.templates.renders(name), "\(name)")
            for _ in 0..<40 {
                let context = random.dictionary(depth: 0)
                let ours = theme.templates.render(name, context).map { String(decoding: $0, as: UTF8.self) }
                #expect(ours != nil)
                #expect(ours == theme.library.render(context, withTemplate: name), "\(name)")
            }
        }
    }
}

/// Contexts made of the names templates read, at random: strings that need escaping, numbers,
/// booleans, lists and dictionaries, a few levels deep.
struct RandomContext {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int(state >> 33) % bound
    }

    static let names = TemplateVariables.known.sorted()
    static let texts = ["", "plain", "<b>Tom & \"Jerry\"'s</b>", "반응형 <스트림>", "/a/b/", "https://x.github.io/c/", "line\nbreak"]

    mutating func dictionary(depth: Int) -> [String: Any] {
        var result: [String: Any] = [:]
        for _ in 0..<(depth == 0 ? 40 : 6) {
            result[Self.names[next(Self.names.count)]] = value(depth: depth + 1)
        }
        return result
    }

    mutating func value(depth: Int) -> Any {
        switch next(depth > 2 ? 4 : 9) {
        case 0: return Self.texts[next(Self.texts.count)]
        case 1: return next(5) - 1
        case 2: return next(2) == 0
        case 3: return [] as [[String: Any]]
        case 4: return dictionary(depth: depth)
        case 5: return (0..<next(4)).map { _ in dictionary(depth: depth + 1) }
        case 6: return (0..<next(3)).map { _ in Self.texts[next(Self.texts.count)] }
        // Dictionary literals of strings only are `[String: String]` (`page`, `site.comparisons`).
        case 7: return strings()
        default: return (0..<next(3)).map { _ in strings() }
        }
    }

    mutating func strings() -> [String: String] {
        var result: [String: String] = [:]
        for _ in 0..<next(5) {
            result[Self.names[next(Self.names.count)]] = Self.texts[next(Self.texts.count)]
        }
        return result
    }
}
