import { html, type SafeHtml } from "../html.ts";
import { loginSiteMessages as m } from "../login-site.messages.ts";
import { codeField, errorSummary, type FormContext, type FormState, field, hiddenFields, pageLink } from "./form-parts.ts";

/** Where the agreement texts live on the portal. */
export interface AgreementLinks {
  userAgreement: string;
  privacyPolicy: string;
}

/** Registration: phone, SMS code, real name, password and the consent box (unticked by default). */
export function registerPage(state: FormState, context: FormContext, links: AgreementLinks): SafeHtml {
  const consentError = state.fieldErrors.consent;
  return html`<h1>${m.titles.register}</h1>
${errorSummary(state)}
<form method="post" action="/register" novalidate>
${hiddenFields(context)}
${field(state, { name: "phone", label: m.labels.phone, type: "tel", autocomplete: "tel-national", inputmode: "numeric", maxlength: 11 })}
${codeField(state, "register")}
${field(state, { name: "realName", label: m.labels.realName, type: "text", autocomplete: "name", maxlength: 20 })}
${field(state, { name: "password", label: m.labels.password, type: "password", autocomplete: "new-password", hint: m.hints.password })}
<div class="field check">
<input type="checkbox" id="consent" name="consent" value="yes"${state.values.consent === "yes" ? html` checked` : ""}${
    consentError ? html` aria-invalid="true" aria-describedby="consent-error"` : ""
  }>
<label for="consent">${m.consent.before}</label><a href="${links.userAgreement}" target="_blank" rel="noopener noreferrer">${m.links.userAgreement}</a>${m.consent.and}<a href="${links.privacyPolicy}" target="_blank" rel="noopener noreferrer">${m.links.privacyPolicy}</a>
${consentError ? html`<p class="error" id="consent-error">${consentError}</p>` : ""}
</div>
<button type="submit" class="primary">${m.labels.register}</button>
</form>
<div class="links"><a href="${pageLink("/login", context.redirect)}">${m.links.backToLogin}</a></div>`;
}
