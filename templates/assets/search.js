/* sitegen 검색: 빌드 때 만든 색인(search/)에서 질의에 필요한 조각만 받아 찾습니다.
   낱말 나누기는 Sources/NotesModel/Search/SearchTokenizer.swift 와 같은 규칙입니다.
   한글은 두 음절씩(띄어쓰기를 건너 이어지는 짝과 낱말 첫 음절 포함), 라틴 문자와 숫자는
   소문자 낱말과 camelCase 조각으로 나눕니다. site.js 가 검색 칸을 처음 쓸 때 불러옵니다. */
(function () {
  "use strict";
  var root = document.documentElement.getAttribute("data-root") || "/";
  var base = root + "search/";
  var cache = {};

  function fetchJSON(path) {
    if (!cache[path]) {
      cache[path] = fetch(base + path).then(function (r) {
        if (!r.ok) throw new Error(path + ": " + r.status);
        return r.json();
      });
    }
    return cache[path];
  }

  function isHangul(c) {
    return (c >= 0xac00 && c <= 0xd7a3) || (c >= 0x3131 && c <= 0x318e);
  }
  function isLatin(c) {
    return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  }
  function isSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d || c === 0xa0;
  }
  function camelParts(w) {
    var up = function (ch) { return ch >= "A" && ch <= "Z"; };
    var low = function (ch) { return ch >= "a" && ch <= "z"; };
    var dig = function (ch) { return ch >= "0" && ch <= "9"; };
    var parts = [], start = 0;
    for (var i = 1; i < w.length; i++) {
      var p = w[i - 1], c = w[i];
      if ((up(c) && low(p)) || (up(c) && up(p) && i + 1 < w.length && low(w[i + 1])) || dig(c) !== dig(p)) {
        parts.push(w.slice(start, i));
        start = i;
      }
    }
    parts.push(w.slice(start));
    return parts;
  }

  /* 색인과 같은 규칙. 질의(query)에서는 한 음절 낱말만 첫 음절을 따로 찾습니다. */
  function tokens(text, query) {
    var out = [], hangul = [], latin = "", bridge = null;
    function endHangul() {
      if (!hangul.length) return;
      if (!query || hangul.length === 1) out.push(hangul[0]);
      for (var i = 0; i + 1 < hangul.length; i++) out.push(hangul[i] + hangul[i + 1]);
      if (bridge) out.push(bridge + hangul[0]);
      bridge = hangul[hangul.length - 1];
      hangul = [];
    }
    function endLatin() {
      if (!latin) return;
      out.push(latin.toLowerCase());
      var parts = camelParts(latin);
      if (parts.length > 1) parts.forEach(function (p) { out.push(p.toLowerCase()); });
      bridge = null;
      latin = "";
    }
    for (var ch of text.normalize("NFC")) {
      var c = ch.codePointAt(0);
      if (isHangul(c)) { endLatin(); hangul.push(ch); }
      else if (isLatin(c)) { endHangul(); latin += ch; }
      else { endHangul(); endLatin(); if (!isSpace(c)) bridge = null; }
    }
    endHangul();
    endLatin();
    return out;
  }

  function compact(text) {
    var out = "";
    for (var ch of text.normalize("NFC").toLowerCase()) {
      var c = ch.codePointAt(0);
      if (isHangul(c) || isLatin(c)) out += ch;
    }
    return out;
  }

  function shard(token, count) {
    var it = Array.from(token);
    var first = it[0].codePointAt(0), second = it.length > 1 ? it[1].codePointAt(0) : 0;
    return (first * 31 + second) % count;
  }

  /* 구역 번호 → 그 구역이 든 쪽의 번호. pages.json 은 쪽마다 구역 수이고, 한 쪽의 구역은
     번호가 이어집니다. */
  function pageFinder(sizes) {
    var starts = [], n = 0;
    sizes.forEach(function (count) { starts.push(n); n += count; });
    return function (doc) {
      var low = 0, high = starts.length - 1;
      while (low < high) {
        var mid = (low + high + 1) >> 1;
        if (starts[mid] <= doc) low = mid; else high = mid - 1;
      }
      return low;
    };
  }

  function bySection(a, b) {
    return (b.phrase || 0) - (a.phrase || 0) || b.terms - a.terms || b.score - a.score || a.doc - b.doc;
  }

  /* 구역들의 본문을 받아 h.section, h.phrase 를 채웁니다. */
  function withTexts(meta, hits, phrase) {
    var chunks = Array.from(new Set(hits.map(function (h) { return Math.floor(h.doc / meta.chunk); })));
    return Promise.all(chunks.map(function (c) { return fetchJSON("t/" + c + ".json"); })).then(function (texts) {
      var byChunk = {};
      chunks.forEach(function (c, i) { byChunk[c] = texts[i]; });
      hits.forEach(function (h) {
        var s = byChunk[Math.floor(h.doc / meta.chunk)][h.doc % meta.chunk];
        h.section = s;
        h.phrase = phrase.length > 1 && compact(s[1] + " " + s[2] + " " + s[3]).indexOf(phrase) >= 0 ? 1 : 0;
      });
      return hits;
    });
  }

  function sectionResult(h, query) {
    var s = h.section;
    return { url: root + s[0].replace(/^\//, ""), title: s[1], heading: s[2], excerpt: excerpt(s[3], query) };
  }

  var SHOWN = 3;

  /* 질의 → 쪽(글)별 결과 [{url, title, heading, excerpt(HTML), sections: [{url, heading, excerpt}],
     more, moreSections}], 좋은 것부터. 한 글의 구역이 목록을 다 차지하지 않도록 글로 묶고, 글마다
     가장 좋은 구역 셋까지 보여 줍니다(나머지는 moreSections: 「더 보기」가 sitegenSearchSections 로 받음).
     url, heading, excerpt 는 그 글의 가장 좋은 구역의 것입니다. */
  function search(query, limit) {
    limit = limit || 10;
    var terms = Array.from(new Set(tokens(query, true)));
    if (!terms.length) return Promise.resolve([]);
    // 질의가 라틴 낱말로 끝나면(아직 치는 중) 그 낱말은 앞부분으로도 찾습니다
    var tail = /[A-Za-z0-9]{2,}$/.exec(query.trim());
    var prefix = tail ? tail[0].toLowerCase() : null;
    return Promise.all([fetchJSON("meta.json"), fetchJSON("pages.json")]).then(function (loaded) {
      var meta = loaded[0], pageOf = pageFinder(loaded[1]);
      var shards = Array.from(new Set(terms.map(function (t) { return shard(t, meta.shards); })));
      return Promise.all(shards.map(function (k) { return fetchJSON("i/" + k + ".json"); })).then(function (files) {
        var byShard = {};
        shards.forEach(function (k, i) { byShard[k] = files[i]; });
        var hits = {};
        terms.forEach(function (term) {
          var postings = byShard[shard(term, meta.shards)];
          var lists = [];
          if (postings[term]) lists.push([postings[term], 1]);
          if (prefix && term === prefix) {
            Object.keys(postings).forEach(function (key) {
              if (key !== term && key.indexOf(prefix) === 0) lists.push([postings[key], 0.5]);
            });
          }
          var seen = {};
          lists.forEach(function (entry) {
            var list = entry[0], weight = entry[1];
            var idf = Math.log(1 + meta.sections / (list.length / 2));
            // 구역 번호는 앞 번호와의 차이로 적혀 있습니다(첫 번호는 0부터)
            for (var i = 0, doc = 0; i < list.length; i += 2) {
              doc += list[i];
              var h = hits[doc] || (hits[doc] = { doc: doc, score: 0, terms: 0 });
              h.score += list[i + 1] * idf * weight;
              if (!seen[doc]) { seen[doc] = true; h.terms += 1; }
            }
          });
        });
        var need = terms.length <= 2 ? terms.length : Math.ceil(terms.length * 0.75);
        var found = Object.keys(hits).map(function (k) { return hits[k]; }).filter(function (h) { return h.terms >= need; });
        // 글로 묶습니다: 글의 순위는 가장 좋은 구역의 순위입니다(같으면 강의 차례). 맞는 구역 수는
        // 순위에 넣지 않습니다: 구역이 많은 긴 글이 태그로 주제를 밝힌 글을 밀어내지 않도록
        var byPage = {};
        found.forEach(function (h) {
          var p = pageOf(h.doc);
          (byPage[p] || (byPage[p] = { page: p, sections: [] })).sections.push(h);
        });
        var notes = Object.keys(byPage).map(function (p) {
          var note = byPage[p];
          note.sections.sort(bySection);
          return note;
        });
        var byNote = function (a, b) {
          return (b.phrase || 0) - (a.phrase || 0) || b.sections[0].terms - a.sections[0].terms ||
            b.sections[0].score - a.sections[0].score || a.page - b.page;
        };
        notes.sort(byNote);
        // 본문(발췌와 구절 확인)은 앞선 글들의 앞선 구역 것만 받습니다
        notes = notes.slice(0, Math.max(limit + 5, 15));
        var wanted = [];
        notes.forEach(function (n) { wanted = wanted.concat(n.sections.slice(0, SHOWN)); });
        return withTexts(meta, wanted, compact(query)).then(function () {
          notes.forEach(function (n) {
            var shown = n.sections.slice(0, SHOWN).sort(bySection);
            n.sections = shown.concat(n.sections.slice(SHOWN));
            n.phrase = shown[0].phrase;
          });
          notes.sort(byNote);
          return notes.slice(0, limit).map(function (n) {
            var shown = n.sections.slice(0, SHOWN).map(function (h) { return sectionResult(h, query); });
            var result = Object.assign({}, shown[0]);
            result.sections = shown;
            result.more = n.sections.length - shown.length;
            result.moreSections = n.sections.slice(SHOWN).map(function (h) { return h.doc; });
            return result;
          });
        });
      });
    });
  }

  /* 「더 보기」: 구역 번호들 → [{url, title, heading, excerpt}] (주어진 차례대로) */
  function sections(docs, query) {
    return fetchJSON("meta.json").then(function (meta) {
      var hits = docs.map(function (doc) { return { doc: doc }; });
      return withTexts(meta, hits, "").then(function () {
        return hits.map(function (h) { return sectionResult(h, query); });
      });
    });
  }

  function escapeHTML(s) {
    return s.replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; });
  }

  /* 본문에서 질의 낱말이 처음 나오는 곳 앞뒤를 잘라 <mark>로 표시합니다. 그대로 없는 낱말은
     라틴 조각(낱말 첫머리)과 한글 두 음절씩으로 찾습니다. */
  function excerpt(text, query) {
    var esc = function (x) { return x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); };
    var lowerText = text.toLowerCase();
    var marks = [];
    query.trim().split(/\s+/).filter(Boolean).forEach(function (w) {
      var lower = w.toLowerCase();
      if (lowerText.indexOf(lower) >= 0) { marks.push(esc(lower)); return; }
      (lower.match(/[a-z0-9]{2,}/g) || []).forEach(function (p) { marks.push("\\b" + esc(p) + "\\b"); });
      var h = Array.from(w).filter(function (ch) { return isHangul(ch.codePointAt(0)); });
      for (var i = 0; i + 1 < h.length; i += 2) marks.push(h[i] + h[i + 1]);
    });
    var pattern = marks.length ? new RegExp(marks.join("|"), "gi") : null;
    var first = pattern ? text.search(pattern) : -1;
    var start = Math.max(0, first - 40);
    var piece = text.slice(start, start + 160);
    var html = "";
    if (pattern) {
      var last = 0, m;
      pattern.lastIndex = 0;
      while ((m = pattern.exec(piece)) && m[0].length) {
        html += escapeHTML(piece.slice(last, m.index)) + "<mark>" + escapeHTML(m[0]) + "</mark>";
        last = m.index + m[0].length;
      }
      html += escapeHTML(piece.slice(last));
    } else {
      html = escapeHTML(piece);
    }
    return (start > 0 ? "… " : "") + html + (start + 160 < text.length ? " …" : "");
  }

  window.sitegenSearch = search;
  window.sitegenSearchSections = sections;
  window.sitegenSearchTokens = tokens;

  /* ---------- 검색 칸 ---------- */
  var input = document.getElementById("search-input");
  var panel = document.getElementById("search-results");
  if (!input || !panel) return;
  var status = document.getElementById("search-status");
  var generation = 0;

  function close() {
    panel.hidden = true;
  }

  function resultLink(r, withTitle) {
    var a = document.createElement("a");
    a.href = r.url;
    a.className = "search-result" + (withTitle ? "" : " search-subresult");
    a.innerHTML = (withTitle ? '<span class="search-result-title">' + escapeHTML(r.title) + "</span>" : "") +
      (r.heading ? '<span class="search-result-heading">' + escapeHTML(r.heading) + "</span>" : "") +
      '<span class="search-result-excerpt">' + r.excerpt + "</span>";
    return a;
  }

  /* 글마다 한 항목: 가장 좋은 구역(글 제목과 함께), 그 아래 다음 구역들, 남은 구역이 있으면 「더 보기」. */
  function show(results, query) {
    panel.textContent = "";
    if (!results.length) {
      var empty = document.createElement("p");
      empty.className = "search-empty";
      empty.textContent = "‘" + query + "’에 맞는 결과가 없습니다.";
      panel.appendChild(empty);
    } else {
      var list = document.createElement("ul");
      results.forEach(function (r) {
        var item = document.createElement("li");
        item.className = "search-note";
        item.appendChild(resultLink(r, true));
        var subs = document.createElement("ul");
        subs.className = "search-subresults";
        subs.setAttribute("aria-label", r.title + "의 다른 구역");
        r.sections.slice(1).forEach(function (s) {
          var li = document.createElement("li");
          li.appendChild(resultLink(s, false));
          subs.appendChild(li);
        });
        if (subs.children.length) item.appendChild(subs);
        if (r.more > 0) {
          var more = document.createElement("button");
          more.type = "button";
          more.className = "search-more";
          more.textContent = "더 보기 (" + r.more + "곳)";
          more.addEventListener("click", function () {
            more.disabled = true;
            sections(r.moreSections, query).then(function (rest) {
              if (!subs.parentNode) item.insertBefore(subs, more);
              var first = null;
              rest.forEach(function (s) {
                var li = document.createElement("li");
                var a = resultLink(s, false);
                li.appendChild(a);
                subs.appendChild(li);
                first = first || a;
              });
              more.remove();
              if (first) first.focus();
            }, function () { more.disabled = false; });
          });
          item.appendChild(more);
        }
        list.appendChild(item);
      });
      panel.appendChild(list);
    }
    if (status) status.textContent = results.length ? "글 " + results.length + "개" : "결과 없음";
    panel.hidden = false;
  }

  function run() {
    var query = input.value.trim();
    var mine = ++generation;
    if (!query) { close(); return; }
    search(query).then(function (results) {
      if (mine === generation) show(results, query);
    }).catch(function () {
      if (mine === generation) { panel.textContent = "검색 색인을 불러오지 못했습니다."; panel.hidden = false; }
    });
  }

  function links() {
    return Array.prototype.slice.call(panel.querySelectorAll("a.search-result"));
  }

  input.addEventListener("input", run);
  input.addEventListener("focus", function () { if (input.value.trim()) run(); });
  input.addEventListener("keydown", function (e) {
    if (e.key === "ArrowDown") {
      var all = links();
      if (all.length) { e.preventDefault(); all[0].focus(); }
    } else if (e.key === "Enter") {
      var first = links()[0];
      if (first) { e.preventDefault(); first.click(); }
    } else if (e.key === "Escape") {
      input.value = "";
      close();
    }
  });
  panel.addEventListener("keydown", function (e) {
    var all = links(), i = all.indexOf(document.activeElement);
    if (e.key === "ArrowDown" && i >= 0) { e.preventDefault(); (all[i + 1] || all[i]).focus(); }
    else if (e.key === "ArrowUp" && i >= 0) { e.preventDefault(); (i > 0 ? all[i - 1] : input).focus(); }
    else if (e.key === "Escape") { e.preventDefault(); close(); input.focus(); }
  });
  document.addEventListener("click", function (e) {
    // 「더 보기」처럼 누른 뒤 곧 사라지는 버튼(색인이 이미 있으면 이 처리보다 먼저 바뀝니다)은 바깥이 아닙니다
    if (!panel.hidden && e.target.isConnected && !panel.contains(e.target) && e.target !== input) close();
  });
  if (input.value.trim()) run();
})();
