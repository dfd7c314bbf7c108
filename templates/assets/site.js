/*
 * sitegen 기본 테마 스크립트 — 라이브러리 없이 작은 기능만 덧붙입니다.
 * JS가 꺼져 있어도 모든 내용은 그대로 읽을 수 있습니다.
 *   1. 밝은/어두운 테마 전환 (localStorage "sitegen-theme")
 *   2. 코드 복사 버튼
 *   3. 좁은 화면의 강의 목차 서랍
 *   4. "이 페이지의 내용"에서 지금 읽는 제목 표시 (스크롤 위치 기준)
 */
(function () {
  "use strict";

  var root = document.documentElement;
  var STORAGE_KEY = "sitegen-theme";
  var darkQuery = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;

  /* ---------- 1. 테마 ---------- */

  function storedTheme() {
    try {
      var t = localStorage.getItem(STORAGE_KEY);
      return t === "light" || t === "dark" ? t : null;
    } catch (e) {
      return null;
    }
  }

  function effectiveTheme() {
    var attr = root.getAttribute("data-theme");
    if (attr === "light" || attr === "dark") return attr;
    return darkQuery && darkQuery.matches ? "dark" : "light";
  }

  function updateThemeButton(button) {
    var dark = effectiveTheme() === "dark";
    button.setAttribute("aria-label", dark ? "밝은 테마로 전환" : "어두운 테마로 전환");
    button.setAttribute("title", dark ? "밝은 테마로 전환" : "어두운 테마로 전환");
  }

  function setupTheme() {
    var button = document.querySelector(".theme-toggle");
    var saved = storedTheme();
    if (saved) root.setAttribute("data-theme", saved);
    if (!button) return;
    button.hidden = false;
    updateThemeButton(button);
    button.addEventListener("click", function () {
      var next = effectiveTheme() === "dark" ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch (e) {
        /* 저장하지 못해도 이 쪽에서는 바뀝니다 */
      }
      updateThemeButton(button);
    });
    if (darkQuery) {
      var onChange = function () {
        if (!storedTheme()) {
          root.removeAttribute("data-theme");
        }
        updateThemeButton(button);
      };
      if (darkQuery.addEventListener) darkQuery.addEventListener("change", onChange);
      else if (darkQuery.addListener) darkQuery.addListener(onChange);
    }
  }

  /* ---------- 2. 코드 복사 ---------- */

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.top = "-1000px";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try {
      ok = document.execCommand("copy");
    } catch (e) {
      ok = false;
    }
    document.body.removeChild(area);
    return ok;
  }

  function showCopied(button, ok) {
    if (!button.dataset.label) button.dataset.label = button.textContent;
    button.textContent = ok ? "복사됨" : "복사 실패";
    button.classList.toggle("is-copied", ok);
    clearTimeout(button._copyTimer);
    button._copyTimer = setTimeout(function () {
      button.textContent = button.dataset.label;
      button.classList.remove("is-copied");
    }, 1500);
  }

  function setupCopy() {
    document.addEventListener("click", function (event) {
      var button = event.target.closest ? event.target.closest(".copy-button") : null;
      if (!button) return;
      var block = button.closest(".code-block");
      var code = block && block.querySelector("pre code, pre");
      if (!code) return;
      var text = code.textContent.replace(/\n$/, "");
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(
          function () { showCopied(button, true); },
          function () { showCopied(button, fallbackCopy(text)); }
        );
      } else {
        showCopied(button, fallbackCopy(text));
      }
    });
  }

  /* ---------- 3. 강의 목차 서랍 ---------- */

  function setupSidebar() {
    var button = document.querySelector(".sidebar-toggle");
    var sidebar = document.getElementById("sidebar");
    var backdrop = document.querySelector(".sidebar-backdrop");
    if (!button || !sidebar) return;
    button.hidden = false;
    var narrow = window.matchMedia("(max-width: 59.99rem)");

    function isOpen() {
      return root.classList.contains("sidebar-open");
    }

    function setOpen(open, restoreFocus) {
      root.classList.toggle("sidebar-open", open);
      button.setAttribute("aria-expanded", open ? "true" : "false");
      button.setAttribute("aria-label", open ? "강의 목차 닫기" : "강의 목차 열기");
      if (backdrop) backdrop.hidden = !open;
      if (open) {
        var target = sidebar.querySelector('[aria-current="page"]') || sidebar.querySelector("a");
        if (target) {
          // 서랍이 보이게 된 다음 프레임에 초점을 옮깁니다
          requestAnimationFrame(function () {
            target.focus({ preventScroll: true });
            centerInSidebar(target);
          });
        }
      } else if (restoreFocus) {
        button.focus();
      }
    }

    button.addEventListener("click", function () {
      setOpen(!isOpen(), true);
    });
    if (backdrop) {
      backdrop.addEventListener("click", function () {
        setOpen(false, true);
      });
    }
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && isOpen()) setOpen(false, true);
    });
    sidebar.addEventListener("click", function (event) {
      if (event.target.closest("a") && narrow.matches) setOpen(false, false);
    });
    var onResize = function () {
      if (!narrow.matches && isOpen()) setOpen(false, false);
    };
    if (narrow.addEventListener) narrow.addEventListener("change", onResize);
    else if (narrow.addListener) narrow.addListener(onResize);

    // 넓은 화면: 현재 글이 목차 스크롤 영역 가운데쯤 오도록
    function centerCurrent() {
      var current = sidebar.querySelector('[aria-current="page"]');
      if (current && !narrow.matches) centerInSidebar(current);
    }
    centerCurrent();
    loadFullNav(sidebar, centerCurrent);

    function centerInSidebar(el) {
      var box = sidebar.getBoundingClientRect();
      var r = el.getBoundingClientRect();
      if (r.top < box.top || r.bottom > box.bottom) {
        sidebar.scrollTop += r.top - box.top - sidebar.clientHeight / 2 + r.height / 2;
      }
    }
  }

  /* 페이지에는 지금 장의 글만 들어 있습니다. 모든 장의 글 목록은 한 파일(nav.html)에 있어
     한 번 받아 오면 모든 페이지가 캐시로 씁니다. 스크립트가 없으면 장 링크로 글을 찾아갑니다. */
  function loadFullNav(sidebar, done) {
    var nav = sidebar.querySelector(".course-nav[data-full-nav]");
    // 긴 장의 쪽은 지금 글 둘레만 보여 주는 제 목록을 그대로 씁니다(nav.html에서 그 장은 접혀 있습니다)
    if (!nav || !window.fetch || !window.DOMParser || nav.querySelector(".course-chapter-all")) return;
    fetch(nav.getAttribute("data-full-nav"))
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      })
      .then(function (html) {
        var full = new DOMParser().parseFromString(html, "text/html").querySelector(".course-chapters");
        var mine = nav.querySelector(".course-chapters");
        if (!full || !mine) return;
        // 한글 주소는 location.pathname에서 퍼센트 인코딩되어 있습니다
        var here = location.pathname;
        var decoded = here;
        try {
          decoded = decodeURI(here);
        } catch (e) {
          /* 그대로 씁니다 */
        }
        Array.prototype.forEach.call(full.querySelectorAll("a[href]"), function (a) {
          var href = a.getAttribute("href");
          if (href !== here && href !== decoded) return;
          a.setAttribute("aria-current", "page");
          if (a.classList.contains("course-note-link")) a.classList.add("is-current");
          var chapter = a.closest(".course-chapter");
          if (chapter) chapter.classList.add("is-current");
        });
        mine.parentNode.replaceChild(document.importNode(full, true), mine);
        nav.setAttribute("data-full-nav-loaded", "");
        done();
      })
      .catch(function () {
        /* 지금 장의 목록을 그대로 씁니다 */
      });
  }

  /* ---------- 4. 지금 읽는 제목 ---------- */

  function setupTocSpy() {
    var links = document.querySelectorAll(".toc .toc-item a");
    if (!links.length) return;
    var byId = {};
    var headings = [];
    Array.prototype.forEach.call(links, function (a) {
      var id = (a.getAttribute("href") || "").replace(/^#/, "");
      try {
        id = decodeURIComponent(id);
      } catch (e) {
        /* 그대로 씁니다 */
      }
      if (!id) return;
      (byId[id] = byId[id] || []).push(a);
      var h = document.getElementById(id);
      if (h && headings.indexOf(h) === -1) headings.push(h);
    });
    if (!headings.length) return;

    var activeId = null;
    var scheduled = false;

    function activate(id) {
      if (id === activeId) return;
      if (activeId && byId[activeId]) {
        byId[activeId].forEach(function (a) {
          a.classList.remove("is-active");
          a.removeAttribute("aria-current");
        });
      }
      activeId = id;
      if (id && byId[id]) {
        byId[id].forEach(function (a) {
          a.classList.add("is-active");
          a.setAttribute("aria-current", "true");
        });
      }
    }

    // 화면 위쪽 30% 선을 지난 마지막 제목이 "지금 읽는 곳"입니다.
    function update() {
      scheduled = false;
      var line = window.innerHeight * 0.3;
      var chosen = null;
      for (var i = 0; i < headings.length; i++) {
        if (headings[i].getBoundingClientRect().top <= line) chosen = headings[i].id;
        else break;
      }
      var doc = document.documentElement;
      if (window.innerHeight + window.pageYOffset >= doc.scrollHeight - 2) {
        chosen = headings[headings.length - 1].id; // 맨 끝까지 내렸으면 마지막 제목
      }
      activate(chosen);
    }

    function schedule() {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    }

    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    update();
  }

  /* ---------- 5. 검색 ---------- */

  /* 검색 스크립트(search.js)와 색인은 검색 칸을 처음 쓸 때 받습니다. / 키는 검색 칸으로 갑니다. */
  function setupSearch() {
    var input = document.getElementById("search-input");
    if (!input) return;
    var loaded = false;
    function load() {
      if (loaded) return;
      loaded = true;
      var script = document.createElement("script");
      script.src = (document.documentElement.getAttribute("data-root") || "/") + "assets/search.js";
      document.head.appendChild(script);
    }
    input.addEventListener("focus", load);
    input.addEventListener("input", load);
    document.addEventListener("keydown", function (e) {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
      var t = e.target;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      e.preventDefault();
      input.focus();
    });
  }

  /* ---------- 6. 개념·대응표 링크 미리보기 ---------- */

  /* title 말풍선은 터치 화면에서 보이지 않고 화면 낭독기마다 다르게 읽힙니다. JS가 있으면 title을
     data-preview로 옮겨(말풍선이 카드와 겹치지 않게) 두고, 마우스를 올리거나 키보드로 가거나 길게 누르는
     첫 순간에 카드(preview.css, preview.js)를 불러옵니다. 링크가 없는 페이지는 아무것도 받지 않습니다. */
  function setupPreviews() {
    var links = document.querySelectorAll("a.concept-link[title], a.counterpart-link[title]");
    if (!links.length) return;
    links.forEach(function (a) {
      a.setAttribute("data-preview", a.title);
      a.removeAttribute("title");
    });
    var root = document.documentElement.getAttribute("data-root") || "/";
    var started = false;
    function start(e) {
      var a = e.target && e.target.closest ? e.target.closest("a[data-preview]") : null;
      if (!a) return;
      // 불러오는 동안 누르고 있는 손가락: preview.js가 남은 시간만큼 기다립니다
      if (e.type === "pointerdown" && e.pointerType === "touch") window.sitegenPreviewPress = { link: a, x: e.clientX, y: e.clientY, at: Date.now() };
      if (started) return;
      started = true;
      var css = document.createElement("link");
      css.rel = "stylesheet";
      css.href = root + "assets/preview.css";
      // 스타일이 먼저 있어야 첫 카드가 잠깐이라도 맨 모양으로 보이지 않습니다
      css.onload = css.onerror = function () {
        var script = document.createElement("script");
        script.src = root + "assets/preview.js";
        document.head.appendChild(script);
      };
      document.head.appendChild(css);
    }
    function release() { window.sitegenPreviewPress = null; }
    document.addEventListener("pointerover", start, true);
    document.addEventListener("pointerdown", start, true);
    document.addEventListener("focusin", start, true);
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
  }

  function init() {
    setupTheme();
    setupCopy();
    setupSidebar();
    setupTocSpy();
    setupSearch();
    setupPreviews();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();

/* 비교 묶음의 탭: 고른 제목(RxSwift, Combine…)을 기억하고 페이지의 모든 묶음에 맞춥니다. */
(function () {
  "use strict";
  var KEY = "sitegen-compare-tab";
  var groups = document.querySelectorAll(".compare-group");
  if (!groups.length) return;

  function choose(title, save) {
    groups.forEach(function (group) {
      var tabs = group.querySelectorAll(".compare-tab");
      var has = Array.prototype.some.call(tabs, function (tab) { return tab.dataset.title === title; });
      if (!has) return;
      tabs.forEach(function (tab) {
        var on = tab.dataset.title === title;
        tab.setAttribute("aria-selected", on ? "true" : "false");
        tab.tabIndex = on ? 0 : -1;
        var panel = document.getElementById(tab.getAttribute("aria-controls"));
        if (panel) panel.classList.toggle("is-active", on);
      });
    });
    if (save) {
      try { localStorage.setItem(KEY, title); } catch (e) { /* 저장할 수 없으면 이번 페이지에서만 */ }
    }
  }

  groups.forEach(function (group) {
    var tabs = Array.prototype.slice.call(group.querySelectorAll(".compare-tab"));
    tabs.forEach(function (tab, index) {
      tab.addEventListener("click", function () { choose(tab.dataset.title, true); });
      tab.addEventListener("keydown", function (event) {
        var step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
        if (!step) return;
        event.preventDefault();
        var next = tabs[(index + step + tabs.length) % tabs.length];
        choose(next.dataset.title, true);
        next.focus();
      });
    });
  });

  try {
    var saved = localStorage.getItem(KEY);
    if (saved) choose(saved, false);
  } catch (e) { /* 기본은 첫 탭 */ }
})();

/* 읽은 기록: 이 기기의 localStorage 에만 둡니다(어디로도 보내지 않음). 글 끝까지 내려 읽거나
   「읽음으로 표시」를 누르면 읽은 글, 마지막으로 연 글은 홈의 「이어 읽기」가 됩니다. 홈에는 장마다
   읽은 글 수와 「기록 지우기」가 있습니다. 사이트마다(data-root) 한 곳에 적습니다:
   { v: 1, read: {주소: 시각}, last: {url, title}, quiz: {퀴즈 id: {choice, right}} } (quiz는 quiz.js가 씁니다).
   「기록 지우기」는 모두 지우고 "sitegen:progress-cleared" 이벤트를 알립니다. */
(function () {
  "use strict";
  var root = document.documentElement.getAttribute("data-root") || "/";
  var KEY = "sitegen-progress:" + root;

  function load() {
    try {
      var data = JSON.parse(localStorage.getItem(KEY) || "null");
      if (data && data.v === 1 && data.read && typeof data.read === "object") return data;
    } catch (e) { /* 읽을 수 없는 기록은 없는 것으로 */ }
    return { v: 1, read: {}, last: null };
  }
  function save(data) {
    try { localStorage.setItem(KEY, JSON.stringify(data)); } catch (e) { /* 저장할 수 없으면 이번 페이지에서만 */ }
  }
  // quiz.js가 같은 기록에 답을 둡니다
  window.sitegenRecord = { load: load, save: save };
  function pathOf(href) {
    try { return decodeURI(new URL(href, location.href).pathname); } catch (e) { return href; }
  }

  var kind = document.documentElement.getAttribute("data-kind");
  var here = pathOf(location.href);

  /* 글 쪽: 연 글을 기억하고, 끝 표시(.read-mark)가 화면에 들어오면 읽음으로 적습니다. */
  var mark = document.querySelector("[data-read-mark]");
  if (kind === "note" && mark) {
    var button = mark.querySelector("button");
    var title = (document.getElementById("note-title") || {}).textContent || document.title;
    var data = load();
    data.last = { url: here, title: title.trim() };
    save(data);
    var show = function () {
      var read = !!load().read[here];
      button.setAttribute("aria-pressed", read ? "true" : "false");
      button.textContent = read ? "읽음 ✓ (표시 지우기)" : "읽음으로 표시";
    };
    var set = function (read) {
      var d = load();
      if (read) d.read[here] = Date.now(); else delete d.read[here];
      save(d);
      show();
    };
    mark.hidden = false;
    show();
    button.addEventListener("click", function () { set(!load().read[here]); });
    if ("IntersectionObserver" in window) {
      var seen = new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) {
          // 글이 한 화면에 다 들어오는 짧은 글은 처음부터 보이므로, 내려 읽은 뒤에만 적습니다
          if (entry.isIntersecting && (window.scrollY > 0 || document.documentElement.scrollHeight <= window.innerHeight)) {
            if (!load().read[here]) set(true);
            seen.disconnect();
          }
        });
      });
      var watch = function () { seen.observe(mark); window.removeEventListener("scroll", watch); };
      if (document.documentElement.scrollHeight <= window.innerHeight) seen.observe(mark);
      else window.addEventListener("scroll", watch, { passive: true });
    }
  }

  /* 글 목록(홈, 장): 읽은 글에 표시를 붙입니다. */
  function markLists(data) {
    document.querySelectorAll(".note-list a[href]").forEach(function (a) {
      var read = !!data.read[pathOf(a.href)];
      var badge = a.querySelector(".read-badge");
      if (read && !badge) {
        badge = document.createElement("span");
        badge.className = "read-badge";
        badge.textContent = "읽음";
        a.appendChild(badge);
      } else if (!read && badge) {
        badge.remove();
      }
    });
  }

  /* 홈: 이어 읽기, 장마다 읽은 글 수, 기록 지우기. */
  var panel = document.querySelector("[data-progress]");
  function showHome() {
    var data = load();
    markLists(data);
    if (!panel) return;
    var readPaths = Object.keys(data.read);
    var any = readPaths.length > 0 || !!data.last || Object.keys(data.quiz || {}).length > 0;
    panel.hidden = !any;
    var go = panel.querySelector("[data-progress-continue]");
    if (data.last) {
      var link = go.querySelector("a");
      link.href = data.last.url;
      link.textContent = data.last.title;
      go.hidden = false;
    } else {
      go.hidden = true;
    }
    var total = 0;
    document.querySelectorAll("[data-chapter-progress]").forEach(function (line) {
      var card = line.closest(".chapter-card");
      var count = parseInt(line.getAttribute("data-note-count"), 10) || 0;
      var chapterLink = card && card.querySelector(".chapter-card-title a[href]");
      var read;
      if (chapterLink) {
        var prefix = pathOf(chapterLink.href);
        read = readPaths.filter(function (p) { return p !== prefix && p.indexOf(prefix) === 0; }).length;
      } else {
        // 제 쪽이 없는 장(맨 위 글들): 목록에 보이는 글로 셉니다
        read = Array.prototype.filter.call(card ? card.querySelectorAll(".note-list a[href]") : [], function (a) { return !!data.read[pathOf(a.href)]; }).length;
      }
      read = Math.min(read, count);
      total += read;
      line.textContent = "읽은 글 " + read + " / " + count;
      line.hidden = !any;
    });
    panel.querySelector("[data-progress-total]").textContent = "이 기기에서 읽은 글 " + total + "편";
  }
  if (panel || document.querySelector(".note-list")) {
    showHome();
    var clear = panel && panel.querySelector("[data-progress-clear]");
    if (clear) {
      clear.addEventListener("click", function () {
        try { localStorage.removeItem(KEY); } catch (e) { /* 없는 기록 */ }
        document.dispatchEvent(new CustomEvent("sitegen:progress-cleared"));
        showHome();
        var status = document.querySelector("[data-progress-status]");
        if (status) status.textContent = "읽은 기록과 퀴즈 답을 지웠습니다.";
      });
    }
    // 다른 탭에서 읽은 글도 바로 반영합니다
    window.addEventListener("storage", function (event) { if (event.key === KEY) showHome(); });
  }
})();


/* 오프라인 읽기: 과정이 켠 사이트(data-offline, sitegen build만 씁니다)는 worker(sw.js)를 둡니다. 홈의
   「오프라인에 저장」은 offline.js입니다. 켜지 않은 쪽(sitegen serve도)은 이 쪽을 맡은 worker를
   지웁니다: 같은 주소에서 빌드한 사이트가 남긴 worker가 이 쪽과 실시간 새로 고침을 맡지 않도록. */
(function () {
  var sw = navigator.serviceWorker, d = document.documentElement, root = d.getAttribute("data-root") || "/";
  if (!sw) return;
  if (d.hasAttribute("data-offline")) return sw.register(root + "sw.js", { scope: root });
  sw.getRegistrations().then(function (list) {
    list.forEach(function (r) { if (!location.href.indexOf(r.scope)) r.unregister(); });
  });
})();
