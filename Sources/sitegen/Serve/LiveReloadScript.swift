import NIOCore

/// The script `serve` adds to every page it sends (never to what `sitegen build` writes): it
/// listens to `/__sitegen/events` and reloads the page, swaps stylesheets, or shows the build's
/// errors over the page.
enum LiveReloadScript {
    static let path = "/__sitegen/live.js"

    /// `<script>` placed before the page's last `</body>` (or at its end), naming the file and
    /// the version the page was sent as, so a page opened just before a rebuild (or served by a
    /// previous `serve`) reloads as soon as it connects.
    static func inject(into page: [UInt8], file: String, version: String) -> [UInt8] {
        let tag = Array("<script src=\"\(path)\" data-file=\"\(escape(file))\" data-version=\"\(escape(version))\"></script>\n".utf8)
        let closing = Array("</body>".utf8)
        var position = page.count
        if page.count >= closing.count {
            for start in stride(from: page.count - closing.count, through: 0, by: -1)
            where page[start] == closing[0] && Array(page[start..<start + closing.count]) == closing {
                position = start
                break
            }
        }
        var result = page
        result.insert(contentsOf: tag, at: position)
        return result
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static let buffer = ByteBuffer(string: source)

    static let source = #"""
    // sitegen serve: live reload and the build error overlay. Only `sitegen serve` sends this.
    (function () {
      "use strict";
      var me = document.currentScript;
      var file = (me && me.getAttribute("data-file")) || "";
      var version = (me && me.getAttribute("data-version")) || "";
      var delay = 250;
      var source = null;

      function parse(text) {
        try { return JSON.parse(text || "{}"); } catch (e) { return {}; }
      }

      function connect() {
        source = new EventSource("/__sitegen/events?file=" + encodeURIComponent(file) + "&version=" + encodeURIComponent(version));
        source.addEventListener("open", function () { delay = 250; });
        source.addEventListener("reload", function (event) {
          var data = parse(event.data);
          var files = data.files || [];
          var mine = data.all || files.indexOf(file) >= 0 || !file;
          // the search index (search/*.json) is read on use, not by the page: no reload for it
          var other = files.some(function (name) { return !/\.(html|css|xml|json)$/.test(name); });
          if (mine || other) { location.reload(); }
        });
        source.addEventListener("css", function (event) { refreshStyles(parse(event.data).files || []); });
        source.addEventListener("ok", function () { hideOverlay(); });
        source.addEventListener("verify", function (event) { showStatus(parse(event.data)); });
        source.addEventListener("error", function (event) {
          if (typeof event.data === "string") { showOverlay(parse(event.data)); return; }
          // The connection dropped (the server stopped or restarted): try again, slower each time.
          source.close();
          setTimeout(connect, delay);
          delay = Math.min(delay * 2, 5000);
        });
      }

      function refreshStyles(files) {
        var links = document.querySelectorAll('link[rel="stylesheet"]');
        Array.prototype.forEach.call(links, function (link) {
          var url = new URL(link.href, location.href);
          if (url.origin !== location.origin) { return; }
          var name = decodeURIComponent(url.pathname.replace(/^\//, ""));
          if (files.length && files.indexOf(name) < 0) { return; }
          url.searchParams.set("sitegen", String(Date.now()));
          var next = link.cloneNode();
          next.href = url.href;
          var done = function () { if (link.parentNode) { link.parentNode.removeChild(link); } };
          next.addEventListener("load", done);
          next.addEventListener("error", done);
          link.parentNode.insertBefore(next, link.nextSibling);
        });
      }

      function element(tag, style, text) {
        var node = document.createElement(tag);
        if (style) { node.setAttribute("style", style); }
        if (text) { node.textContent = text; }
        return node;
      }

      function showOverlay(data) {
        hideOverlay();
        var problems = data.problems || [];
        var overlay = element("div", "position:fixed;inset:0;z-index:2147483647;background:rgba(15,18,22,.72);display:flex;align-items:flex-start;justify-content:center;padding:6vh 16px;overflow:auto;font:15px/1.6 system-ui,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;");
        overlay.id = "sitegen-error-overlay";
        overlay.setAttribute("role", "alertdialog");
        overlay.setAttribute("aria-labelledby", "sitegen-error-title");
        var box = element("div", "max-width:960px;width:100%;background:#fff;color:#1b1f24;border-top:6px solid #d1242f;border-radius:8px;padding:20px 24px;box-shadow:0 12px 40px rgba(0,0,0,.4);");
        var title = element("h2", "margin:0 0 4px;font-size:20px;color:#d1242f;", data.title || "빌드 오류");
        title.id = "sitegen-error-title";
        box.appendChild(title);
        box.appendChild(element("p", "margin:0 0 12px;color:#57606a;", data.note || "마지막으로 성공한 빌드를 보여 주고 있습니다. 파일을 고쳐 저장하면 이 창은 저절로 사라집니다."));
        var list = element("ul", "margin:0;padding:0;list-style:none;");
        problems.forEach(function (problem) {
          var item = element("li", "margin:0 0 8px;padding:8px 12px;background:#fff5f5;border-radius:6px;");
          item.appendChild(element("code", "display:block;white-space:pre-wrap;word-break:break-all;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;", problem.text || ""));
          list.appendChild(item);
        });
        box.appendChild(list);
        var close = element("button", "margin-top:8px;padding:4px 12px;border:1px solid #d0d7de;border-radius:6px;background:#f6f8fa;cursor:pointer;font:inherit;", "닫기");
        close.addEventListener("click", hideOverlay);
        box.appendChild(close);
        overlay.appendChild(box);
        document.body.appendChild(overlay);
      }

      function hideOverlay() {
        var overlay = document.getElementById("sitegen-error-overlay");
        if (overlay) { overlay.parentNode.removeChild(overlay); }
      }

      var statusTimer = null;
      function showStatus(data) {
        var status = document.getElementById("sitegen-status");
        if (!status) {
          status = element("div", "position:fixed;right:12px;bottom:12px;z-index:2147483646;padding:4px 12px;border-radius:999px;background:#1b1f24;color:#fff;font:13px/1.6 system-ui,sans-serif;opacity:.9;");
          status.id = "sitegen-status";
          status.setAttribute("role", "status");
          document.body.appendChild(status);
        }
        status.textContent = data.text || "";
        clearTimeout(statusTimer);
        if (!data.running) {
          statusTimer = setTimeout(function () { if (status.parentNode) { status.parentNode.removeChild(status); } }, 4000);
        }
      }

      connect();
    })();
    """#
}
