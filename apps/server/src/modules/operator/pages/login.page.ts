import { html, raw, type SafeHtml } from "../../login-site/html.ts";
import { messageLine } from "./operator-layout.ts";

/** The first factor: username and password. */
export function operatorLoginPage(username: string, error: string | null): SafeHtml {
  return html`<h1>运营人员登录</h1>
${messageLine("error", error)}
<form method="post" action="/operator/login" novalidate>
<div class="field"><label for="username">账号</label><input type="text" id="username" name="username" autocomplete="username" required value="${username}"></div>
<div class="field"><label for="password">密码</label><input type="password" id="password" name="password" autocomplete="current-password" required></div>
<button type="submit">下一步</button>
</form>
<p class="muted">运营后台与会员账号相互独立，登录需要密码和身份验证器动态码。</p>`;
}

/** The second factor: a code from the enrolled authenticator, or enrolment with the secret shown once. */
export function operatorTotpPage(input: { csrf: string; error: string | null; enrol: { secret: string; qrSvg: string } | null }): SafeHtml {
  const { enrol } = input;
  return html`<h1>${enrol ? "绑定身份验证器" : "输入动态验证码"}</h1>
${messageLine("error", input.error)}
${
  enrol
    ? html`<p>首次登录须绑定身份验证器（如手机上的验证器应用）：扫描二维码，或手动输入密钥，再填写应用显示的6位动态码。</p>
<div class="qr" aria-hidden="true">${raw(enrol.qrSvg)}</div>
<p>密钥：<code data-testid="totp-secret">${enrol.secret}</code></p>`
    : html`<p>请打开已绑定的身份验证器，输入当前显示的6位动态码。</p>`
}
<form method="post" action="/operator/totp" novalidate>
<input type="hidden" name="_csrf" value="${input.csrf}">
<div class="field"><label for="code">动态验证码</label><input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></div>
<button type="submit">${enrol ? "绑定并登录" : "登录"}</button>
</form>`;
}
