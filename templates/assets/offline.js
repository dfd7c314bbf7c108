/*
 * 홈의 「오프라인에 저장」(site.js가 data-offline 사이트의 홈에서만 불러옵니다). 과정 전체의 크기를 먼저
 * 보이고, 누르면 worker(sw.js)가 빌드의 목록(offline-manifest.json)에 있는 모든 파일을 받아 두는 동안
 * 진행 막대를 채웁니다. worker와는 postMessage({ sitegen: "status" | "save" })로 이야기합니다.
 */
(function () {
  "use strict";
  var sw = navigator.serviceWorker;
  var box = document.querySelector("[data-offline-save]");
  if (!sw || !box) return;
  var button = box.querySelector("[data-offline-start]");
  var bar = box.querySelector("[data-offline-progress]");
  var size = box.querySelector("[data-offline-size]");
  var status = box.querySelector("[data-offline-status]");
  function mb(bytes) { return (bytes / 1048576).toFixed(1) + " MB"; }
  function ask(what) { sw.ready.then(function (r) { r.active.postMessage({ sitegen: what }); }); }
  sw.addEventListener("message", function (event) {
    var m = event.data && event.data.sitegen;
    if (!m) return;
    box.setAttribute("data-offline-build", m.build);
    if (m.type === "status") {
      box.hidden = false;
      size.textContent = "전체 " + mb(m.total) + " (파일 " + m.files + "개)";
      if (m.whole) {
        box.setAttribute("data-offline-state", "saved");
        status.textContent = "이 과정은 이 기기에 저장되어 있습니다.";
        button.textContent = "다시 저장";
      }
    } else if (m.type === "progress") {
      bar.hidden = false;
      bar.max = m.total;
      bar.value = m.done;
      size.textContent = mb(m.done) + " / " + mb(m.total);
    } else {
      var saved = m.type === "saved";
      box.setAttribute("data-offline-state", saved ? "saved" : "failed");
      button.disabled = false;
      button.textContent = saved ? "다시 저장" : "오프라인에 저장";
      if (saved) bar.value = bar.max;
      status.textContent = saved ? "저장했습니다. 인터넷 없이도 이 과정을 읽고 검색할 수 있습니다." : "저장하지 못했습니다. 인터넷 연결을 확인하고 다시 눌러 주세요.";
    }
  });
  if (sw.startMessages) sw.startMessages();
  button.addEventListener("click", function () {
    button.disabled = true;
    box.setAttribute("data-offline-state", "saving");
    status.textContent = "저장하는 중입니다…";
    ask("save");
  });
  ask("status");
})();
