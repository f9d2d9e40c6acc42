import { clientCall } from "@cidp/api-client";
import { financeApplyRequestSchema, homeCalls, projectApplyRequestSchema } from "@cidp/api-client/contract";
import { messageOf, validatePhone } from "@cidp/domain";
import { data, redirect } from "react-router";
import { refusalMessage } from "../../lib/api/refusal-message.ts";
import { blankAsUnset, formBodyByField, typedFields } from "../../lib/form-fields.server.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { type ApplyField, type ApplyKind, type ApplyRefusal, applyFields, applyPaths } from "./apply-fields.ts";
import { applyTexts as texts } from "./apply-texts.ts";

/** The member page an applicant continues on: only the portal's own member pages are followed. */
export function nextPage(url: URL): string | null {
  const next = url.searchParams.get("next") ?? "";
  return /^\/user\/[\w/-]+$/.test(next) ? next : null;
}

/** Which field a refusal of the services belongs beside: the SMS code's, the phone's, or none. */
function fieldOfRefusal(msg: string, phoneMessage: string): ApplyField | null {
  if (msg.includes("验证码")) return "code";
  if (msg === phoneMessage || msg.includes("手机号")) return "phone";
  return null;
}

/**
 * Checks an application with the contract's schema, every field's message at once (the phone by
 * spec §5's rule, its own text), then submits it; the services check it again and spend the SMS
 * code. A pass goes on to the confirmation (a 303, so a reload does not apply twice).
 */
export async function submitApply(kind: ApplyKind, request: Request, context: RequestContext) {
  const form = await request.formData();
  const fields = applyFields[kind];
  const values = typedFields(form, fields);
  const refuse = (errors: ApplyRefusal["errors"], msg = "") => data<ApplyRefusal>({ ok: false, errors, msg, values }, { status: 400 });
  // An empty field is "not given", so each answers its schema's "请输入…/请选择…" message.
  const given = blankAsUnset(form, fields);
  // 万元 typed as text: a number, or NaN (refused with the amount's message).
  const computed = kind === "finance" && given.amount !== undefined ? { ...given, amount: Number(given.amount) } : given;
  const parsed = kind === "finance" ? formBodyByField(financeApplyRequestSchema, form, computed) : formBodyByField(projectApplyRequestSchema, form, computed);
  const errors: ApplyRefusal["errors"] = parsed.ok ? {} : parsed.errors;
  const phone = validatePhone(values.phone);
  const phoneMessage = phone.ok ? "" : messageOf(phone);
  if (!phone.ok) errors.phone = phoneMessage;
  if (!parsed.ok || Object.keys(errors).length > 0) return refuse(errors);
  try {
    const answer =
      kind === "finance"
        ? await clientCall(homeCalls.financeApply)(portalRequest(context).visitor, parsed.data as typeof financeApplyRequestSchema._output, { silent: true })
        : await clientCall(homeCalls.projectApply)(portalRequest(context).visitor, parsed.data as typeof projectApplyRequestSchema._output, { silent: true });
    return redirect(`${applyPaths[kind]}?${new URLSearchParams({ submitted: "1", next: answer.data.next }).toString()}`, 303);
  } catch (error) {
    const msg = refusalMessage(error, texts.submitFailed);
    const field = fieldOfRefusal(msg, messageOf({ code: "phone.invalid" }));
    return field ? refuse({ [field]: msg }) : refuse({}, msg);
  }
}
