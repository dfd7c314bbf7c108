/*
 * 오프라인 읽기 (service worker). 과정의 content/index.md 머리말에 offline: true 를 쓰면
 * sitegen build가 이 파일을 사이트 맨 위에 sw.js 로 씁니다. 맨 앞 줄에 빌드가 정한
 * BUILD(이 빌드의 id), ROOT(사이트 경로, "/" 또는 "/course/"), MANIFEST(저장할 파일 목록)가 붙습니다.
 *
 * - 한 빌드의 파일은 캐시 하나("sitegen-offline:" + ROOT + BUILD)에만 둡니다. 새 빌드의 worker가
 *   자리를 잡으면 옛 빌드의 캐시를 통째로 지웁니다: 두 빌드의 파일이 섞이지 않습니다.
 *   과정 전체를 저장해 두었다면 새 빌드도 전체를, 아니면 열어 두었던 글들을 새 빌드에서 다시 받습니다.
 * - 요청은 먼저 네트워크로 보내고(늘 새 내용), 안 되면 캐시에서 답합니다. 받은 파일은 이 빌드의
 *   목록에 있는 크기와 같을 때만 저장합니다(새 빌드의 파일이 옛 빌드의 캐시에 들어가지 않게).
 * - 저장하지 않은 쪽을 오프라인으로 열면 빌드가 쓴 offline.html을 보여 줍니다.
 * - 이 사이트 밖(다른 호스트, 다른 경로)의 요청에는 손대지 않습니다.
 */
"use strict";

var PREFIX = "sitegen-offline:" + ROOT;
var NAME = PREFIX + BUILD;
/* 과정 전체를 저장했다는 표시: 페이지가 요청하지 않는 주소에 둡니다 */
var WHOLE = ROOT + MANIFEST + "?whole";
var manifest = null;

function urlOf(path) {
  var page = path === "index.html" ? "" : path.replace(/\/index\.html$/, "/");
  return new URL(ROOT + page, self.location.href).href;
}

function pathOf(url) {
  var path;
  try { path = decodeURIComponent(url.pathname); } catch (e) { return null; }
  if (path.indexOf(ROOT) !== 0) return null;
  path = path.slice(ROOT.length);
  return path === "" || /\/$/.test(path) ? path + "index.html" : path;
}

/* 이 빌드의 목록: 처음에는 네트워크에서(빌드 id가 다르면 사이트가 그 사이 바뀐 것), 다음부터 캐시에서 */
function loadManifest(fromNetwork) {
  if (manifest) return Promise.resolve(manifest);
  var url = new URL(ROOT + MANIFEST, self.location.href).href;
  var read = fromNetwork
    ? fetch(url, { cache: "no-store" }).then(function (r) {
        if (!r.ok) throw new Error("manifest " + r.status);
        return caches.open(NAME).then(function (cache) { return cache.put(url, r.clone()); }).then(function () { return r.json(); });
      })
    : caches.open(NAME).then(function (cache) { return cache.match(url); }).then(function (r) { return r ? r.json() : null; });
  return read.then(function (m) {
    if (m && m.build !== BUILD) throw new Error("the site changed while installing");
    manifest = m;
    return m;
  });
}

/* 파일 하나를 받아 크기가 목록과 같으면 캐시에 둡니다. 다르면(다른 빌드) 실패합니다. */
function store(cache, path) {
  return fetch(urlOf(path), { cache: "no-cache" }).then(function (r) {
    if (!r.ok) throw new Error(path + ": " + r.status);
    return r.clone().arrayBuffer().then(function (body) {
      if (body.byteLength !== manifest.files[path]) throw new Error(path + ": not this build's file");
      return cache.put(urlOf(path), r).then(function () { return body.byteLength; });
    });
  });
}

/* paths를 넷씩 나란히 받습니다. 이미 캐시에 있는 것은 건너뜁니다. onFile(바이트)을 파일마다 부릅니다. */
function storeAll(cache, paths, onFile, tolerant) {
  var next = 0;
  function worker() {
    if (next >= paths.length) return Promise.resolve();
    var path = paths[next++];
    return cache.match(urlOf(path))
      .then(function (hit) { return hit ? manifest.files[path] : store(cache, path); })
      .then(null, function (error) { if (!tolerant) throw error; return 0; })
      .then(function (bytes) { if (onFile) onFile(bytes); return worker(); });
  }
  return Promise.all([worker(), worker(), worker(), worker()]);
}

function oldCaches() {
  return caches.keys().then(function (keys) {
    return keys.filter(function (key) { return key.indexOf(PREFIX) === 0 && key !== NAME; });
  });
}

/* 옛 빌드에서 저장해 둔 것을 이 빌드로: 전체였으면 전체를, 아니면 그 주소들 가운데 이 빌드에 있는 것을 */
function carryOver(cache) {
  return oldCaches().then(function (keys) {
    return Promise.all(keys.map(function (key) {
      return caches.open(key).then(function (old) {
        return old.match(WHOLE).then(function (whole) {
          if (whole) return saveWhole(cache, null);
          return old.keys().then(function (requests) {
            var paths = requests.map(function (request) { return pathOf(new URL(request.url)); })
              .filter(function (path) { return path && manifest.files[path] !== undefined; });
            return storeAll(cache, paths, null, true);
          });
        });
      });
    }));
  });
}

function saveWhole(cache, report) {
  var paths = Object.keys(manifest.files);
  var done = 0;
  return storeAll(cache, paths, function (bytes) {
    done += bytes;
    if (report) report({ type: "progress", done: done, total: manifest.bytes });
  }).then(function () {
    return cache.put(WHOLE, new Response(BUILD));
  });
}

self.addEventListener("install", function (event) {
  event.waitUntil(loadManifest(true).then(function () {
    return caches.open(NAME).then(function (cache) {
      var shell = manifest.shell.filter(function (path) { return manifest.files[path] !== undefined; });
      return storeAll(cache, shell, null, false)
        .then(function () { return self.clients.matchAll({ includeUncontrolled: true, type: "window" }); })
        .then(function (windows) {
          // 지금 열려 있는 쪽(처음 연 쪽은 worker가 생기기 전에 받았습니다)
          var open = windows.map(function (client) { return pathOf(new URL(client.url)); })
            .filter(function (path) { return path && manifest.files[path] !== undefined; });
          return storeAll(cache, open, null, true);
        })
        .then(function () { return carryOver(cache); });
    });
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(oldCaches().then(function (keys) {
    return Promise.all(keys.map(function (key) { return caches.delete(key); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  var path = pathOf(url);
  if (path === null) return;
  var page = request.mode === "navigate";
  // 목록에 없는 것(실시간 새로 고침 같은)은 브라우저가 그대로 다룹니다
  if (!page && manifest && manifest.files[path] === undefined) return;
  event.respondWith(loadManifest(false).then(function (m) {
    var size = m ? m.files[path] : undefined;
    return fetch(request).then(function (response) {
      if (size !== undefined && response.status === 200 && response.type === "basic") {
        var copy = response.clone();
        event.waitUntil(copy.arrayBuffer().then(function (body) {
          if (body.byteLength !== size) return;
          return caches.open(NAME).then(function (cache) {
            return cache.put(urlOf(path), new Response(body, { headers: copy.headers }));
          });
        }));
      }
      return response;
    }, function (error) {
      return caches.open(NAME).then(function (cache) {
        return cache.match(size !== undefined ? urlOf(path) : request, { ignoreSearch: true }).then(function (hit) {
          if (hit) return hit;
          if (page) return cache.match(urlOf("offline.html"));
          throw error;
        });
      }).then(function (answer) {
        if (!answer) throw error;
        return answer;
      });
    });
  }));
});

/* 홈의 「오프라인에 저장」: { sitegen: "status" } 에는 지금 상태를, { sitegen: "save" } 에는
   과정 전체를 받으며 진행을 알립니다. */
self.addEventListener("message", function (event) {
  var ask = event.data && event.data.sitegen;
  var client = event.source;
  function tell(message) { message.build = BUILD; if (client) client.postMessage({ sitegen: message }); }
  if (ask === "status") {
    event.waitUntil(loadManifest(false).then(function (m) {
      return caches.open(NAME).then(function (cache) { return cache.match(WHOLE); }).then(function (whole) {
        tell({ type: "status", whole: !!whole, total: m ? m.bytes : 0, files: m ? Object.keys(m.files).length : 0 });
      });
    }));
  } else if (ask === "save") {
    event.waitUntil(loadManifest(false).then(function () {
      return caches.open(NAME).then(function (cache) { return saveWhole(cache, tell); });
    }).then(function () {
      tell({ type: "saved", total: manifest.bytes });
    }, function (error) {
      tell({ type: "failed", reason: String(error && error.message || error) });
    }));
  }
});
