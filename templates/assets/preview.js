/* 개념·대응표 링크의 미리보기 카드 (docs/theme.md, "링크 미리보기 카드").
   site.js가 링크에 처음 마우스를 올리거나 키보드로 가거나 손가락을 댈 때 불러옵니다.

   - 마우스: 올리면 보이고, 링크에서 카드로 옮겨 가도 남아 있다가 둘 다 벗어나면 닫힙니다.
   - 키보드: Tab으로 온 링크에서 보이고, Escape로 닫습니다. 포커스는 링크에 그대로 있습니다.
   - 터치: 길게 누르면 이동하는 대신 카드가 뜨고, 짧게 탭하면 그대로 이동합니다.
   WAI-ARIA의 툴팁 패턴입니다. 카드는 role="tooltip"이고 링크가 aria-describedby로 가리키므로
   화면 낭독기는 링크 이름 다음에 카드 내용(이름, 요약, 예제)을 설명으로 읽습니다. 카드 안에는
   누를 것이 없어서 포커스가 들어갈 일이 없고(대화 상자가 아닌 이유), 이동은 링크 자신이 합니다.

   개념 카드의 내용은 빌드가 개념마다 쓰는 작은 파일 concepts/<id>/preview.json에서 옵니다.
   처음 한 번만 받고 이 페이지에서는 기억해 둡니다. 받지 못하면 링크에 있던 "이름 — 요약"으로
   보여 줍니다. */
(function () {
  "use strict";
  var ID = "link-preview";
  // 이만큼 누르고 있으면 길게 누르기
  var HOLD_MS = 500;
  // 이보다 움직이면 스크롤로 봅니다
  var MOVE_PX = 10;
  // 링크에서 카드로 마우스를 옮길 틈
  var LEAVE_MS = 300;
  var card = null, owner = null, via = "", leaveTimer = 0;
  var press = null, held = null, touched = null;
  var loaded = {}, loading = {};

  function linkOf(node) {
    return node && node.closest ? node.closest("a[data-preview]") : null;
  }
  function inCard(node) { return !!(card && node && card.contains(node)); }

  /* ---------- 내용 ---------- */

  function previewURL(a) {
    if (!a.classList.contains("concept-link")) return null;
    return new URL("preview.json", a.href.split("#")[0]).href;
  }

  function fetchInfo(url) {
    if (!loading[url]) {
      loading[url] = fetch(url, { credentials: "same-origin" })
        .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
        .then(function (info) { loaded[url] = info; return info; })
        .catch(function () { delete loading[url]; return null; });
    }
    return loading[url];
  }

  function add(parent, tag, className, text) {
    var el = document.createElement(tag);
    if (className) el.className = className;
    if (text) el.textContent = text;
    parent.appendChild(el);
    return el;
  }

  function fill(a, info) {
    card.textContent = "";
    var text = a.getAttribute("data-preview") || "";
    var cut = text.indexOf(" — ");
    var concept = a.classList.contains("concept-link");
    var name = info ? info.title : concept && cut > 0 ? text.slice(0, cut) : "";
    var summary = info ? info.summary : concept && cut > 0 ? text.slice(cut + 3) : text;
    if (name) add(card, "p", "link-preview-title", name);
    if (summary) add(card, "p", "link-preview-summary", summary);
    var example = info && info.example;
    if (!example) return;
    var caption = [example.section, example.title].filter(Boolean).join(" · ");
    add(card, "p", "link-preview-caption", caption ? "예제 · " + caption : "예제");
    var code = add(add(card, "pre", "link-preview-code"), "code", "language-swift");
    // 빌드가 이스케이프해 쓴 강조 표시(tok-*)만 들어 있습니다
    code.innerHTML = example.html;
  }

  /* ---------- 자리: 링크 아래, 모자라면 위. 화면 밖으로 나가지 않습니다 ---------- */

  function place(a) {
    var rects = a.getClientRects();
    var r = rects.length ? rects[0] : a.getBoundingClientRect();
    var last = rects.length ? rects[rects.length - 1] : r;
    var width = document.documentElement.clientWidth, height = window.innerHeight, gap = 6, edge = 8;
    card.style.maxHeight = "";
    var w = card.offsetWidth, h = card.offsetHeight;
    var below = height - last.bottom - gap - edge, above = r.top - gap - edge;
    var left = Math.max(edge, Math.min(r.left, width - w - edge));
    var top;
    if (h <= below || below >= above) {
      top = last.bottom + gap;
      if (h > below) card.style.maxHeight = Math.max(below, 80) + "px";
      card.setAttribute("data-side", "below");
    } else {
      if (h > above) { card.style.maxHeight = above + "px"; h = above; }
      top = r.top - gap - h;
      card.setAttribute("data-side", "above");
    }
    // 좌표는 카드가 기대는 상자(offsetParent)에 대한 것입니다: body면 문서, 아니면 그 상자
    var base = card.offsetParent, x = window.scrollX, y = window.scrollY;
    if (base && base !== document.body && base !== document.documentElement) {
      var b = base.getBoundingClientRect();
      x = base.scrollLeft - b.left - base.clientLeft;
      y = base.scrollTop - b.top - base.clientTop;
    }
    card.style.left = left + x + "px";
    card.style.top = top + y + "px";
  }

  /* ---------- 보이기와 닫기 ---------- */

  // 카드는 내용이 다 왔을 때 한 번에 나타납니다: 나중에 예제가 붙어 커지거나 위로 옮겨 가면
  // 그것도 움직임(layout shift)이니까요. 링크의 설명(aria-describedby)은 처음부터 카드를 가리킵니다.
  function show(a, how) {
    clearTimeout(leaveTimer);
    if (owner === a) {
      if (how === "focus" || how === "touch") via = how;
      return;
    }
    hide();
    owner = a;
    via = how;
    a.setAttribute("aria-describedby", ID);
    var url = previewURL(a);
    if (!url || loaded[url]) { render(a, url ? loaded[url] : null); return; }
    fetchInfo(url).then(function (info) {
      if (owner === a && !card) render(a, info);
    });
  }

  function render(a, info) {
    card = document.createElement("div");
    card.id = ID;
    card.className = "link-preview" + (a.classList.contains("concept-link") ? " link-preview-concept" : "");
    card.setAttribute("role", "tooltip");
    fill(a, info);
    // 링크가 있는 영역(main) 안에: 화면 낭독기가 카드를 본문의 일부로 찾습니다
    (a.closest("main") || document.body).appendChild(card);
    place(a);
  }

  function hide() {
    clearTimeout(leaveTimer);
    if (card) card.parentNode.removeChild(card);
    if (owner) owner.removeAttribute("aria-describedby");
    card = owner = null;
    via = "";
  }

  function leaveSoon() {
    clearTimeout(leaveTimer);
    leaveTimer = setTimeout(hide, LEAVE_MS);
  }

  /* ---------- 마우스 ---------- */

  document.addEventListener("pointerover", function (e) {
    if (e.pointerType === "touch") return;
    var a = linkOf(e.target);
    if (a) { show(a, owner === a ? via : "hover"); return; }
    if (inCard(e.target)) { clearTimeout(leaveTimer); return; }
    if (owner && via === "hover") leaveSoon();
  });

  /* ---------- 키보드 ---------- */

  document.addEventListener("focusin", function (e) {
    var a = linkOf(e.target);
    // 키보드로 온 포커스만: 마우스 클릭이나 탭으로 생긴 포커스에는 띄우지 않습니다
    if (a && (!a.matches || a.matches(":focus-visible"))) show(a, "focus");
  });
  document.addEventListener("focusout", function (e) {
    if (owner && via === "focus" && linkOf(e.target) === owner) hide();
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && owner) hide();
  });

  /* ---------- 터치: 길게 누르기 ---------- */

  function startPress(a, x, y, wait) {
    cancelPress();
    press = { link: a, x: x, y: y };
    press.timer = setTimeout(function () { fire(a); }, Math.max(0, wait));
  }
  function cancelPress() {
    if (press) clearTimeout(press.timer);
    press = null;
  }
  function fire(a) {
    cancelPress();
    // 손을 뗄 때 오는 click은 이동이 아닙니다
    held = a;
    show(a, "touch");
  }

  document.addEventListener("pointerdown", function (e) {
    held = null;
    var a = linkOf(e.target);
    touched = e.pointerType === "touch" ? a : null;
    // 터치로는 카드를 눌러도 닫힙니다(누를 것이 없는 카드가 링크를 가리고 있을 수 있으니까요)
    if (owner && a !== owner && (e.pointerType === "touch" || !inCard(e.target))) hide();
    if (a && e.pointerType === "touch") startPress(a, e.clientX, e.clientY, HOLD_MS);
  });
  document.addEventListener("pointermove", function (e) {
    if (press && Math.abs(e.clientX - press.x) + Math.abs(e.clientY - press.y) > MOVE_PX) cancelPress();
  });
  document.addEventListener("pointerup", cancelPress);
  document.addEventListener("pointercancel", cancelPress);
  document.addEventListener("click", function (e) {
    var a = linkOf(e.target);
    if (a && a === held) e.preventDefault();
    held = null;
  }, true);
  // 길게 누르면 브라우저도 링크 메뉴를 띄웁니다: 누르는 중이거나 카드를 띄운 링크라면 카드가 대신합니다
  document.addEventListener("contextmenu", function (e) {
    var a = linkOf(e.target);
    if (!a || (e.pointerType !== "touch" && touched !== a)) return;
    if (held !== a) fire(a);
    e.preventDefault();
  });
  window.addEventListener("resize", hide);

  /* ---------- 불러오는 동안 있었던 일 ---------- */

  var pending = window.sitegenPreviewPress;
  if (pending && document.contains(pending.link)) {
    touched = pending.link;
    startPress(pending.link, pending.x, pending.y, HOLD_MS - (Date.now() - pending.at));
  } else {
    var focused = linkOf(document.activeElement);
    var hovered = document.querySelectorAll("a[data-preview]:hover");
    if (focused && focused.matches(":focus-visible")) show(focused, "focus");
    else if (hovered.length) show(hovered[hovered.length - 1], "hover");
  }
  window.sitegenPreviewPress = null;
  window.sitegenPreview = { show: show, hide: hide };
})();
