import Foundation
import Testing
@testable import NotesModel

/// The GFM extensions sitegen turns on — tables, strikethrough, autolinks, tagfilter, task lists —
/// through the same path as `sitegen render`. Debian's spec file holds only a few extension
/// examples; these are ours. Each expected HTML is what `cmark-gfm --unsafe -e table
/// -e strikethrough -e autolink -e tagfilter -e tasklist` prints for the input.
@Suite struct GFMExtensionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let markdown: String
        let html: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a table with column alignment", markdown: "| 왼쪽 | 가운데 | 오른쪽 |\n| :-- | :-: | --: |\n| 1 | 2 | 3 |\n", html: "<table>\n<thead>\n<tr>\n<th align=\"left\">왼쪽</th>\n<th align=\"center\">가운데</th>\n<th align=\"right\">오른쪽</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align=\"left\">1</td>\n<td align=\"center\">2</td>\n<td align=\"right\">3</td>\n</tr>\n</tbody>\n</table>\n"),
        Case(name: "a table cell with an escaped pipe in code", markdown: "| 이름 | 설명 |\n| --- | --- |\n| `a\\|b` | 파이프 |\n", html: "<table>\n<thead>\n<tr>\n<th>이름</th>\n<th>설명</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td><code>a|b</code></td>\n<td>파이프</td>\n</tr>\n</tbody>\n</table>\n"),
        Case(name: "a table row with fewer cells is filled, extra cells dropped", markdown: "| a | b |\n| --- | --- |\n| 1 |\n| 1 | 2 | 3 |\n", html: "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td></td>\n</tr>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n"),
        Case(name: "a table ends at a blank line", markdown: "| a |\n| --- |\n| 1 |\n\n다음 문단\n", html: "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>\n<p>다음 문단</p>\n"),
        Case(name: "a delimiter row that does not match is not a table", markdown: "| a | b |\n| --- |\n| 1 | 2 |\n", html: "<p>| a | b |\n| --- |\n| 1 | 2 |</p>\n"),
        Case(name: "strikethrough with one or two tildes", markdown: "~~지움~~ 그대로 ~하나~\n", html: "<p><del>지움</del> 그대로 <del>하나</del></p>\n"),
        Case(name: "three tildes are not strikethrough", markdown: "문장 ~~~아님~~~ 끝\n", html: "<p>문장 ~~~아님~~~ 끝</p>\n"),
        Case(name: "www and http autolinks", markdown: "www.example.com 과 https://swift.org/docs 를 봅니다.\n", html: "<p><a href=\"http://www.example.com\">www.example.com</a> 과 <a href=\"https://swift.org/docs\">https://swift.org/docs</a> 를 봅니다.</p>\n"),
        Case(name: "an e-mail autolink", markdown: "연락: me@example.com.\n", html: "<p>연락: <a href=\"mailto:me@example.com\">me@example.com</a>.</p>\n"),
        Case(name: "trailing punctuation stays outside an autolink", markdown: "(https://swift.org/) 와 https://example.com/a?b=1.\n", html: "<p>(<a href=\"https://swift.org/\">https://swift.org/</a>) 와 <a href=\"https://example.com/a?b=1\">https://example.com/a?b=1</a>.</p>\n"),
        Case(name: "tagfilter escapes dangerous tags and keeps others", markdown: "<title>t</title> <b>굵게</b> <textarea>x</textarea>\n\n<script>alert(1)</script>\n", html: "&lt;title>t&lt;/title> <b>굵게</b> &lt;textarea>x&lt;/textarea>\n&lt;script>alert(1)&lt;/script>\n"),
        Case(name: "task list items", markdown: "- [ ] 할 일\n- [x] 끝난 일\n- [X] 대문자도 끝남\n", html: "<ul>\n<li><input type=\"checkbox\" disabled=\"\" /> 할 일</li>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> 끝난 일</li>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> 대문자도 끝남</li>\n</ul>\n"),
        Case(name: "a task marker needs a space after it", markdown: "- [x]붙음\n- [ ]\n", html: "<ul>\n<li>[x]붙음</li>\n<li>[ ]</li>\n</ul>\n"),
    ]

    @Test(arguments: cases)
    func rendersAsCmarkGFM(_ example: Case) {
        let rendered = StandaloneRenderer.render(example.markdown, displayPath: "example.md").html
        #expect(SiteHTMLNormaliser.normalise(rendered) == SiteHTMLNormaliser.canonicalInputs(example.html))
    }
}
