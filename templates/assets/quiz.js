/*
 * 퀴즈: 답을 고르고 "확인"을 누르면 브라우저에서 바로 채점합니다 (서버 없음).
 * 정답은 sitegen verify가 예제를 실제로 실행해 얻은 결과입니다.
 * 답은 이 기기의 localStorage("sitegen-progress:" + 사이트 경로, 읽은 기록과 같은 곳)에 코스별로 남습니다.
 * JS가 꺼져 있으면 각 답이 <details> 안에 있어 펼쳐 보며 확인할 수 있습니다.
 */
(function () {
  "use strict";

  /* 읽은 기록(site.js의 sitegenRecord: 이 사이트의 { v, read, last, quiz })의 quiz 에 답을 둡니다.
     「기록 지우기」가 함께 지웁니다. */
  var record = window.sitegenRecord;

  function load() {
    var quiz = record && record.load().quiz;
    return quiz && typeof quiz === "object" ? quiz : {};
  }

  function save(answers) {
    if (!record) return;
    var data = record.load();
    data.quiz = answers;
    record.save(data);
  }

  var answers = load();

  function feedback(form, choice) {
    var right = String(choice) === form.getAttribute("data-answer");
    var input = form.querySelector('input[value="' + choice + '"]');
    var why = input ? input.getAttribute("data-why") : null;
    var box = form.querySelector(".quiz-feedback");
    box.textContent = (right ? "정답입니다." : "틀렸습니다. 다시 생각해 보세요.") + (why ? " " + why : "");
    form.classList.toggle("quiz-right", right);
    form.classList.toggle("quiz-wrong", !right);
    return right;
  }

  function reset(form) {
    var id = form.getAttribute("data-quiz");
    delete answers[id];
    form.classList.remove("quiz-right", "quiz-wrong");
    form.querySelector(".quiz-feedback").textContent = "";
    var inputs = form.querySelectorAll("input[type=radio]");
    for (var i = 0; i < inputs.length; i++) inputs[i].checked = false;
  }

  var forms = Array.prototype.slice.call(document.querySelectorAll("form.quiz"));
  forms.forEach(function (form) {
    form.querySelector(".quiz-choices").hidden = false;
    form.querySelector(".quiz-actions").hidden = false;
    var fallback = form.querySelector(".quiz-static");
    if (fallback) fallback.hidden = true;
    var id = form.getAttribute("data-quiz");
    var stored = answers[id];
    if (stored && typeof stored.choice === "number") {
      var input = form.querySelector('input[value="' + stored.choice + '"]');
      if (input) {
        input.checked = true;
        feedback(form, stored.choice);
      }
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var chosen = form.querySelector("input[type=radio]:checked");
      if (!chosen) {
        form.querySelector(".quiz-feedback").textContent = "먼저 답을 하나 고르세요.";
        return;
      }
      var choice = Number(chosen.value);
      answers[id] = { choice: choice, right: feedback(form, choice) };
      save(answers);
      summarize();
    });
  });

  /* 이 글의 퀴즈 요약과 "틀린 문제만 다시 풀기" */
  var summary = null;
  if (forms.length > 0) {
    summary = document.createElement("div");
    summary.className = "quiz-summary";
    summary.setAttribute("role", "status");
    var text = document.createElement("p");
    var retry = document.createElement("button");
    retry.type = "button";
    retry.className = "quiz-retry";
    retry.textContent = "틀린 문제만 다시 풀기";
    retry.addEventListener("click", function () {
      var first = null;
      forms.forEach(function (form) {
        var stored = answers[form.getAttribute("data-quiz")];
        if (stored && !stored.right) {
          reset(form);
          if (!first) first = form;
        }
      });
      save(answers);
      summarize();
      if (first) {
        first.scrollIntoView({ block: "center" });
        var radio = first.querySelector("input[type=radio]");
        if (radio) radio.focus();
      }
    });
    summary.appendChild(text);
    summary.appendChild(retry);
    var last = forms[forms.length - 1];
    var article = last.closest(".prose") || last.parentNode;
    article.appendChild(summary);
  }

  function summarize() {
    if (summary) {
      var done = 0, right = 0, wrong = 0;
      forms.forEach(function (form) {
        var stored = answers[form.getAttribute("data-quiz")];
        if (stored) { done++; if (stored.right) right++; else wrong++; }
      });
      summary.querySelector("p").textContent = "이 글의 퀴즈 " + forms.length + "문제 중 " + right + "개 맞힘" + (done < forms.length ? " (" + (forms.length - done) + "문제 남음)" : "");
      summary.querySelector(".quiz-retry").hidden = wrong === 0;
    }
    var progress = document.querySelectorAll(".quiz-progress[data-quiz-ids]");
    for (var i = 0; i < progress.length; i++) {
      var ids = progress[i].getAttribute("data-quiz-ids").split(" ");
      var correct = 0;
      for (var j = 0; j < ids.length; j++) if (answers[ids[j]] && answers[ids[j]].right) correct++;
      progress[i].textContent = "퀴즈 " + ids.length + "문제 중 " + correct + "개 맞힘";
    }
  }

  summarize();

  document.addEventListener("sitegen:progress-cleared", function () {
    answers = {};
    forms.forEach(reset);
    summarize();
  });
})();
