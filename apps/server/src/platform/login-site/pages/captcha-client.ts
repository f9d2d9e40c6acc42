import { captchaPaths } from "../../captcha/routes.ts";
import { smsPaths } from "../../sms/routes.ts";

/**
 * The small script of the slider: runs the captcha (pointer or arrow keys, recording the track;
 * every round the server asks for, with the phone so failures count against it). On the SMS step
 * it shows the send button, trades the proof for a code and counts down 60 s (spec §4); on the
 * password log-in's step-up (a hidden `captcha-proof` field) it opens at once and puts the proof
 * into that field for the log-in to spend.
 * Plain ES2019 so no build step is needed; it runs under the page's CSP nonce.
 */
export const captchaClientScript = `(function () {
  var button = document.getElementById("send-code");
  var proofField = document.getElementById("captcha-proof");
  if (!button && !proofField) return;
  var status = document.getElementById("send-status");
  var panel = document.getElementById("captcha");
  var bg = document.getElementById("captcha-bg");
  var piece = document.getElementById("captcha-piece");
  var handle = document.getElementById("captcha-handle");
  var refresh = document.getElementById("captcha-refresh");
  var phone = document.getElementById("phone");
  var code = document.getElementById("code");
  var purpose = button ? button.getAttribute("data-purpose") : null;
  var MAX = 250, challenge = null, x = 0, track = [], start = 0, dragging = false, grab = 0, busy = false;
  if (button) button.hidden = false;
  function say(text) { status.textContent = text; }
  function move(next) {
    x = Math.max(0, Math.min(MAX, next));
    piece.style.left = x + "px";
    handle.style.left = x + "px";
    handle.setAttribute("aria-valuenow", String(Math.round(x)));
  }
  function record(y) {
    var now = performance.now();
    if (track.length === 0) start = now;
    track.push({ x: Math.round(x), y: Math.round(y), t: Math.round(now - start) });
  }
  function post(url, body) {
    return fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" })
      .then(function (r) { return r.json(); });
  }
  function show(next) {
    challenge = next; track = []; move(0);
    bg.src = challenge.backgroundImage;
    piece.src = challenge.pieceImage;
    piece.style.top = challenge.pieceY + "px";
  }
  function load() {
    challenge = null; track = []; move(0);
    // The phone goes along: the server counts failures per phone as well as per address.
    var url = ${JSON.stringify(captchaPaths.generate)} + "?phone=" + encodeURIComponent(phone.value.trim());
    return fetch(url, { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (body) {
      if (!body.success) { say(body.msg); return; }
      show(body.data);
    }).catch(function () { say("网络连接失败，请检查网络设置"); });
  }
  function countdown() {
    var left = 60;
    button.disabled = true;
    button.textContent = left + "秒后重新获取";
    var timer = setInterval(function () {
      left -= 1;
      if (left <= 0) { clearInterval(timer); button.disabled = false; button.textContent = "获取验证码"; return; }
      button.textContent = left + "秒后重新获取";
    }, 1000);
  }
  function submit() {
    if (!challenge || busy || track.length === 0) return;
    busy = true;
    post(${JSON.stringify(captchaPaths.validate)}, { captchaId: challenge.captchaId, x: Math.round(x), track: track, phone: phone.value.trim() }).then(function (body) {
      if (!body.success) { say(body.msg); return load(); }
      // One more round (after failures, or while the server sees a campaign): the next puzzle.
      if (body.data.next) { say(body.msg); show(body.data.next); handle.focus(); return; }
      if (proofField) { proofField.value = body.data.proof; panel.hidden = true; say("验证通过，请点击登录"); return; }
      return post(${JSON.stringify(smsPaths.sendValidate)}, { data: { phone: phone.value.trim(), proof: body.data.proof, purpose: purpose } }).then(function (sent) {
        say(sent.msg);
        panel.hidden = true;
        if (sent.success) { countdown(); code.focus(); } else { button.focus(); }
      });
    }).catch(function () { say("网络连接失败，请检查网络设置"); }).then(function () { busy = false; });
  }
  if (button) button.addEventListener("click", function () {
    if (!/^1[3-9]\\d{9}$/.test(phone.value.trim())) { say("请输入正确的11位手机号"); phone.focus(); return; }
    say("");
    panel.hidden = false;
    load().then(function () { handle.focus(); });
  });
  // The step-up: the puzzle is there at once; a new one each time the phone changes.
  if (proofField) {
    panel.hidden = false;
    load();
    phone.addEventListener("change", function () { proofField.value = ""; panel.hidden = false; load(); });
  }
  refresh.addEventListener("click", function () { load(); handle.focus(); });
  handle.addEventListener("pointerdown", function (e) {
    if (!challenge || busy) return;
    dragging = true; track = []; grab = e.clientX - x;
    handle.setPointerCapture(e.pointerId);
    record(e.clientY);
  });
  handle.addEventListener("pointermove", function (e) { if (!dragging) return; move(e.clientX - grab); record(e.clientY); });
  handle.addEventListener("pointerup", function (e) { if (!dragging) return; dragging = false; record(e.clientY); submit(); });
  handle.addEventListener("keydown", function (e) {
    if (!challenge || busy) return;
    var step = e.shiftKey ? 1 : 5;
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      e.preventDefault();
      if (track.length === 0) record(0);
      move(x + (e.key === "ArrowRight" ? step : -step));
      record(0);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      record(0);
      submit();
    }
  });
})();`;
