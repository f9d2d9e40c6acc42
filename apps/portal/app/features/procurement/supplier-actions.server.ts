import { clientCall } from "@cidp/api-client";
import { procurementCalls } from "@cidp/api-client/contract";
import { formBody } from "../../lib/form-fields.server.ts";
import { type ActionAnswer, memberAction } from "../../lib/session/member-action.server.ts";
import type { RequestContext } from "../../lib/session/portal-request.server.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import { quotationFromForm, typedQuotation } from "./quotation-form-data.ts";
import { importQuoteTemplate, type TemplateImport } from "./quote-template-import.server.ts";
import type { SupplierSheet } from "./sheet-loaders.server.ts";

/**
 * The supplier's answers on sheet `id`: 参与 / 不参与, 提交报价, 撤回报价; and, on the page that
 * shows the quotation form (`sheet`), a filled 报价模板 read into the form (nothing is sent).
 */
export async function supplierAction(request: Request, context: RequestContext, id: number, sheet?: SupplierSheet): Promise<ActionAnswer | TemplateImport> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "import-template") {
    if (!sheet?.canQuote) return { ok: false, msg: texts.cannotQuote };
    const file = form.get("quoteTemplate");
    return importQuoteTemplate(file instanceof File ? await file.arrayBuffer() : new ArrayBuffer(0), sheet, typedQuotation(form));
  }
  if (intent === "participate" || intent === "decline") {
    const body = formBody(procurementCalls.respond.body, form, { id, participate: intent === "participate" });
    if (!body.ok) return body;
    return memberAction(context, async (client) => {
      const answer = await clientCall(procurementCalls.respond)(client, body.data, { silent: true });
      return { msg: `${texts.responded}：${answer.data.stateLabel}` };
    });
  }
  if (intent === "reconfirm") {
    return memberAction(context, async (client) => await clientCall(procurementCalls.reconfirmQuotation)(client, { id }, { silent: true }));
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
