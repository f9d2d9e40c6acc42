import { html, type SafeHtml } from "../html.ts";
import { loginSiteMessages as m } from "../login-site.messages.ts";
import { codeField, errorSummary, type FormContext, type FormState, field, hiddenFields, pageLink } from "./form-parts.ts";

/** Forgotten password: phone, SMS code and a new password twice. */
export function forgotPasswordPage(state: FormState, context: FormContext): SafeHtml {
  return html`<h1>${m.titles.forgotPassword}</h1>
${errorSummary(state)}
<form method="post" action="/forgot-password" novalidate>
${hiddenFields(context)}
${field(state, { name: "phone", label: m.labels.phone, type: "tel", autocomplete: "tel-national", inputmode: "numeric", maxlength: 11 })}
${codeField(state, "reset")}
${field(state, { name: "password", label: m.labels.newPassword, type: "password", autocomplete: "new-password", hint: m.hints.password })}
${field(state, { name: "confirmPassword", label: m.labels.confirmPassword, type: "password", autocomplete: "new-password" })}
<button type="submit" class="primary">${m.labels.reset}</button>
</form>
<div class="links"><a href="${pageLink("/login", context.redirect)}">${m.links.backToLogin}</a></div>`;
}
