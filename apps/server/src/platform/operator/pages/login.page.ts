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

/** The second factor: a code from the enrolled authenticator. */
export function operatorTotpPage(input: { csrf: string; error: string | null }): SafeHtml {
  return html`<h1>输入动态验证码</h1>
${messageLine("error", input.error)}
<p>请打开已绑定的身份验证器，输入当前显示的6位动态码。</p>
<form method="post" action="/operator/totp" novalidate>
<input type="hidden" name="_csrf" value="${input.csrf}">
<div class="field"><label for="code">动态验证码</label><input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></div>
<button type="submit">登录</button>
</form>`;
}

/**
 * The one-time enrolment link's page: a new operator chooses a password, one whose authenticator
 * was reset confirms theirs; both scan the secret and give a code from it.
 */
export function operatorEnrolPage(input: {
  action: string;
  username: string;
  displayName: string;
  choosePassword: boolean;
  error: string | null;
  secret: string;
  qrSvg: string;
}): SafeHtml {
  const password = input.choosePassword
    ? html`<div class="field"><label for="password">设置登录密码</label><input type="password" id="password" name="password" autocomplete="new-password" minlength="12" maxlength="64" required aria-describedby="password-rule"><p class="muted" id="password-rule">12–64位，须同时包含字母和数字</p></div>
<div class="field"><label for="passwordAgain">再次输入密码</label><input type="password" id="passwordAgain" name="passwordAgain" autocomplete="new-password" required></div>`
    : html`<div class="field"><label for="password">登录密码</label><input type="password" id="password" name="password" autocomplete="current-password" required></div>`;
  return html`<h1>绑定身份验证器</h1>
${messageLine("error", input.error)}
<p>${input.displayName}（账号 ${input.username}）：用手机上的身份验证器应用扫描二维码，或手动输入密钥，再填写应用显示的6位动态码。本链接只能使用一次。</p>
<div class="qr" aria-hidden="true">${raw(input.qrSvg)}</div>
<p>密钥：<code data-testid="totp-secret">${input.secret}</code></p>
<form method="post" action="${input.action}" novalidate>
<input type="hidden" name="username" value="${input.username}" autocomplete="username">
${password}
<div class="field"><label for="code">动态验证码</label><input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></div>
<button type="submit">绑定并登录</button>
</form>`;
}

/** A used, expired or unknown enrolment link. */
export function operatorEnrolGonePage(message: string): SafeHtml {
  return html`<h1>绑定链接无效</h1>
${messageLine("error", message)}
<p><a href="/operator/login">返回运营人员登录</a></p>`;
}
