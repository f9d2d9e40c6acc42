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

/** Where each way of logging in posts, under which title. */
const loginForms = {
  password: { title: m.titles.passwordLogin, action: "/login" },
  sms: { title: m.titles.smsLogin, action: "/login/sms" },
} as const;

/** A log-in page: its tab, the form with the phone and the way's own fields, and the links below. */
function loginPage(way: keyof typeof loginForms, state: FormState, context: FormContext, ownFields: SafeHtml): SafeHtml {
  const { title, action } = loginForms[way];
  return html`<h1>${title}</h1>
${tabs(way, context.redirect)}
${errorSummary(state)}
<form method="post" action="${action}" novalidate>
${hiddenFields(context)}
${field(state, { name: "phone", label: m.labels.phone, type: "tel", autocomplete: "tel-national", inputmode: "numeric", maxlength: 11 })}
${ownFields}
<button type="submit" class="primary">${m.labels.login}</button>
</form>
${footerLinks(context.redirect)}`;
}

/** Log-in by phone and password; with `captcha`, the slider of the step-up before the button. */
export function passwordLoginPage(state: FormState, context: FormContext, options: { captcha: boolean } = { captcha: false }): SafeHtml {
  const password = field(state, { name: "password", label: m.labels.password, type: "password", autocomplete: "current-password" });
  const ownFields = html`${password}
${options.captcha ? captchaStepUp() : ""}`;
  return loginPage("password", state, context, ownFields);
}

/** Log-in by phone and SMS code. */
export function smsLoginPage(state: FormState, context: FormContext): SafeHtml {
  return loginPage("sms", state, context, codeField(state, "login"));
}
