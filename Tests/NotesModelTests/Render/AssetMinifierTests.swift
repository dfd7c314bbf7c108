import Testing
@testable import NotesModel

@Suite struct AssetMinifierTests {
    @Test func cssLosesCommentsAndSpaceButKeepsMeaning() {
        let css = "/* 토큰 */\n:root {\n  --x: 1px;  /* 설명 */\n}\n\n.a  .b:not(.c) > d {\n  margin: calc(1rem + 2px) 0;\n  content: \"a  b\";\n}\n"
        #expect(AssetMinifier.css(css) == ":root{--x:1px;}.a .b:not(.c) > d{margin:calc(1rem + 2px) 0;content:\"a  b\";}\n")
        #expect(AssetMinifier.css("a :hover, b { x: 0.5rem 10.5px -0.25em rgba(0, 0, 0, 0.3); y: url(\"data:a, 0.5\") }") ==
                "a :hover,b{x:.5rem 10.5px -.25em rgba(0,0,0,.3);y:url(\"data:a, 0.5\")}\n")
    }

    @Test func jsLosesCommentLinesAndIndentationOnly() {
        let js = "(function () {\n  // 한 줄 설명\n  /* 여러\n     줄 */\n  var a = \"//not a comment\"; // kept\n  /* one */\n  /* lead */ var b = 1;\n  return a + b;\n})();\n"
        #expect(AssetMinifier.js(js) == "(function () {\nvar a = \"//not a comment\"; // kept\n/* lead */ var b = 1;\nreturn a + b;\n})();\n")
    }
}
