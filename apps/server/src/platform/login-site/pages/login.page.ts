import { html, type SafeHtml } from "../html.ts";
import { loginSiteMessages as m } from "../login-site.messages.ts";
import { captchaStepUp, codeField, errorSummary, type FormContext, type FormState, field, hiddenFields, pageLink } from "./form-parts.ts";

function tabs(current: "password" | "sms", redirect: string): SafeHtml {
  const link = (kind: "password" | "sms", path: string, label: string) =>
    html`<a href="${pageLink(path, redirect)}"${kind === current ? html` aria-current="page"` : ""}>${label}</a>`;
  return html`<nav class="tabs" aria-label="登录方式">${link("password", "/login", m.links.passwordLogin)}${link("sms", "/login/sms", m.links.smsLogin)}</nav>`;
}

function footerLinks(redirect: string): SafeHtml {
  return html`<div class="links"><a href="${pageLink("/forgot-password", redirect)}">${m.links.forgotPassword}</a><a href="${pageLink("/register", redirect)}">${m.links.register}</a></div>`;
}

/** Log-in by phone and password; with `captcha`, the slider of the step-up before the button. */
export function passwordLoginPage(state: FormState, context: FormContext, options: { captcha: boolean } = { captcha: false }): SafeHtml {
  return html`<h1>${m.titles.passwordLogin}</h1>
${tabs("password", context.redirect)}
${errorSummary(state)}
<form method="post" action="/login" novalidate>
${hiddenFields(context)}
${field(state, { name: "phone", label: m.labels.phone, type: "tel", autocomplete: "tel-national", inputmode: "numeric", maxlength: 11 })}
${field(state, { name: "password", label: m.labels.password, type: "password", autocomplete: "current-password" })}
${options.captcha ? captchaStepUp() : ""}
<button type="submit" class="primary">${m.labels.login}</button>
</form>
${footerLinks(context.redirect)}`;
}

/** Log-in by phone and SMS code. */
export function smsLoginPage(state: FormState, context: FormContext): SafeHtml {
  return html`<h1>${m.titles.smsLogin}</h1>
${tabs("sms", context.redirect)}
${errorSummary(state)}
<form method="post" action="/login/sms" novalidate>
${hiddenFields(context)}
${field(state, { name: "phone", label: m.labels.phone, type: "tel", autocomplete: "tel-national", inputmode: "numeric", maxlength: 11 })}
${codeField(state, "login")}
<button type="submit" class="primary">${m.labels.login}</button>
</form>
${footerLinks(context.redirect)}`;
}
