import { clientCall } from "@cidp/api-client";
import { procurementCalls } from "@cidp/api-client/contract";
import { parseYuan } from "@cidp/domain";
import { type ActionAnswer, memberAction } from "../../lib/session/member-action.server.ts";
import type { RequestContext } from "../../lib/session/portal-request.server.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import { quotedLinesFromForm } from "./quotation-form-data.ts";

/** The supplier's answers on a sheet: 参与 / 不参与, 提交报价, 撤回报价. */
export async function supplierAction(request: Request, context: RequestContext, id: number, lineNos: readonly number[]): Promise<ActionAnswer> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "participate" || intent === "decline") {
    return memberAction(context, async (client) => {
      const answer = await clientCall(procurementCalls.respond)(
        client,
        { id, participate: intent === "participate", reason: String(form.get("reason") ?? "") },
        { silent: true },
      );
      return { msg: `${texts.responded}：${answer.data.stateLabel}` };
    });
  }
  if (intent === "withdraw") {
    return memberAction(context, async (client) => {
      await clientCall(procurementCalls.withdrawQuotation)(client, { id }, { silent: true });
      return { msg: texts.withdrawDone };
    });
  }
  const { lines, errors } = quotedLinesFromForm(form, lineNos);
  const freightFen = parseYuan(String(form.get("freight") ?? "0") || "0");
  if (freightFen === null) errors.push(`${texts.freight}应为金额，最多两位小数`);
  if (errors.length > 0) return { ok: false, msg: errors.join("；") };
  return memberAction(context, async (client) => {
    const answer = await clientCall(procurementCalls.submitQuotation)(
      client,
      {
        id,
        lines,
        freightFen: freightFen ?? 0,
        validUntil: String(form.get("validUntil") ?? ""),
        acceptPaymentTerms: form.get("acceptPaymentTerms") === "on",
        remark: String(form.get("remark") ?? ""),
        pledge: (form.get("pledge") === "on") as true,
      },
      { silent: true },
    );
    return { msg: texts.quoteDone(answer.data.version) };
  });
}
