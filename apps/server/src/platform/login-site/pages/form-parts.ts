import { html, type SafeHtml } from "../html.ts";
import { loginSiteMessages as m } from "../login-site.messages.ts";

/** What a form shows again after a failed submit: the values typed (never passwords) and the errors. */
export interface FormState {
  values: Readonly<Record<string, string>>;
  /** Errors by field name; linked to their input through aria-describedby. */
  fieldErrors: Readonly<Record<string, string>>;
  /** An error about the whole form (wrong credentials, a wait, the slider first). */
  formError?: string;
}

/** An empty form. */
export const emptyForm: FormState = { values: {}, fieldErrors: {} };

/** Hidden fields every form carries: the return address and the CSRF token. */
export interface FormContext {
  redirect: string;
  csrfToken: string;
}

/** One text-like input with its label, hint and error, linked for screen readers. */
export function field(
  state: FormState,
  options: {
    name: string;
    label: string;
    type: "tel" | "text" | "password";
    autocomplete: string;
    hint?: string;
    inputmode?: string;
    maxlength?: number;
    after?: SafeHtml;
  },
): SafeHtml {
  const { name } = options;
  const error = state.fieldErrors[name];
  const describedBy = [options.hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  const value = options.type === "password" ? "" : (state.values[name] ?? "");
  const input = html`<input id="${name}" name="${name}" type="${options.type}" autocomplete="${options.autocomplete}" required${
    options.inputmode ? html` inputmode="${options.inputmode}"` : ""
  }${options.maxlength ? html` maxlength="${options.maxlength}"` : ""} value="${value}"${error ? html` aria-invalid="true"` : ""}${
    describedBy ? html` aria-describedby="${describedBy}"` : ""
  }>`;
  return html`<div class="field">
<label for="${name}">${options.label}</label>
${options.after ? html`<div class="code-row">${input}${options.after}</div>` : input}
${options.hint ? html`<p class="hint" id="${name}-hint">${options.hint}</p>` : ""}
${error ? html`<p class="error" id="${name}-error">${error}</p>` : ""}
</div>`;
}

/** The summary at the top of a failed form; it takes focus-free attention via role=alert. */
export function errorSummary(state: FormState): SafeHtml {
  const entries = Object.entries(state.fieldErrors);
  if (!state.formError && entries.length === 0) return html``;
  return html`<div class="summary" role="alert" id="form-errors">
<h2>${m.errors.summary}</h2>
<ul>${state.formError ? html`<li>${state.formError}</li>` : ""}${entries.map(([name, text]) => html`<li><a href="#${name}">${text}</a></li>`)}</ul>
</div>`;
}

/** The hidden return address and CSRF token. */
export function hiddenFields(context: FormContext): SafeHtml {
  return html`<input type="hidden" name="redirect" value="${context.redirect}"><input type="hidden" name="_csrf" value="${context.csrfToken}">`;
}

/** A page link that keeps the return address. */
export function pageLink(path: string, redirect: string): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** The slider's markup (stage, track with a keyboard-operable handle, refresh), shared by both uses. */
function captchaPanel(hidden: boolean): SafeHtml {
  return html`<div class="captcha" id="captcha"${hidden ? html` hidden` : ""}>
<p class="hint" id="captcha-help">${m.hints.captcha}</p>
<div class="captcha-stage"><img id="captcha-bg" alt="拼图验证背景" width="300" height="140"><img id="captcha-piece" alt="" width="50" height="50"></div>
<div class="captcha-track"><div class="captcha-handle" id="captcha-handle" role="slider" tabindex="0" aria-label="拼图滑块" aria-describedby="captcha-help" aria-valuemin="0" aria-valuemax="250" aria-valuenow="0">→</div></div>
<div class="captcha-actions"><button type="button" class="secondary" id="captcha-refresh">换一张</button></div>
</div>`;
}

/**
 * The step-up of the password log-in: after failures on the phone or from this address (see
 * credential-guard.ts) the slider comes first; the script puts its one-time proof into the hidden
 * `captchaProof` field, which the log-in spends.
 */
export function captchaStepUp(): SafeHtml {
  return html`<p class="note" id="captcha-note">${m.hints.captchaStepUp}</p>
<noscript><p class="note">${m.hints.captchaNoScript}</p></noscript>
<input type="hidden" name="captchaProof" id="captcha-proof" value="">
<p class="status" id="send-status" role="status" aria-live="polite"></p>
${captchaPanel(true)}`;
}

/**
 * The SMS code input with its send button and the slider captcha. Without JavaScript the button
 * stays hidden and a note says that this step needs it.
 */
export function codeField(state: FormState, purpose: "login" | "register" | "reset"): SafeHtml {
  const button = html`<button type="button" class="secondary" id="send-code" data-purpose="${purpose}" hidden>${m.labels.sendCode}</button>`;
  return html`${field(state, { name: "code", label: m.labels.code, type: "text", autocomplete: "one-time-code", inputmode: "numeric", maxlength: 6, after: button })}
<p class="status" id="send-status" role="status" aria-live="polite"></p>
<noscript><p class="note">${m.hints.noScript}</p></noscript>
${captchaPanel(true)}`;
}
