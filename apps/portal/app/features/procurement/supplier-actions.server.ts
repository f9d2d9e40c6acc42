import { clientCall } from "@cidp/api-client";
import { procurementCalls } from "@cidp/api-client/contract";
import { formBody } from "../../lib/form-fields.server.ts";
import { type ActionAnswer, memberAction } from "../../lib/session/member-action.server.ts";
import type { RequestContext } from "../../lib/session/portal-request.server.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import { quotationFromForm } from "./quotation-form-data.ts";

/** The supplier's answers on a sheet: 参与 / 不参与, 提交报价, 撤回报价. */
export async function supplierAction(request: Request, context: RequestContext, id: number): Promise<ActionAnswer> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "participate" || intent === "decline") {
    const body = formBody(procurementCalls.respond.body, form, { id, participate: intent === "participate" });
    if (!body.ok) return body;
    return memberAction(context, async (client) => {
      const answer = await clientCall(procurementCalls.respond)(client, body.data, { silent: true });
      return { msg: `${texts.responded}：${answer.data.stateLabel}` };
    });
  }
  if (intent === "withdraw") {
    return memberAction(context, async (client) => {
      await clientCall(procurementCalls.withdrawQuotation)(client, { id }, { silent: true });
      return { msg: texts.withdrawDone };
    });
  }
  const quotation = quotationFromForm(form, id);
  if (!quotation.ok) return quotation;
  return memberAction(context, async (client) => {
    const answer = await clientCall(procurementCalls.submitQuotation)(client, quotation.data, { silent: true });
    return { msg: texts.quoteDone(answer.data.version) };
  });
}
