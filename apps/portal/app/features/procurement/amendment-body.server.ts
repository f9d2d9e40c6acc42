import { procurementCalls } from "@cidp/api-client/contract";
import { formatQuantity, parseQuantity } from "@cidp/domain";
import { formBody, formRows, typedFields } from "../../lib/form-fields.server.ts";
import { keptFilesFromForm } from "../../lib/kept-files.ts";
import { AMENDMENT_FILE_FIELD } from "./amendment-form.tsx";
import { procurementTexts as texts } from "./procurement-texts.ts";

/**
 * The 变更公告 form as the amend call takes it: each line's row (`lines[i].lineNo|spec|quantity|
 * remove`, with the line's values as published in `was*`) becomes a removal or a change of what
 * differs; the new line row an addition when named; the requirements as typed (the services
 * compare them with the sheet's). `confirm` publishes; otherwise the services only preview.
 */
export function amendmentBody(form: FormData, id: number, confirm: boolean) {
  const errors: string[] = [];
  const lines: Record<string, unknown>[] = formRows(form, "lines").flatMap((row): Record<string, unknown>[] => {
    const lineNo = Number(row.lineNo);
    if (!Number.isInteger(lineNo) || lineNo < 1) return [];
    if (row.remove === "on") return [{ kind: "remove" as const, lineNo }];
    const spec = (row.spec ?? "").trim();
    const quantityMilli = parseQuantity((row.quantity ?? "").trim());
    if (quantityMilli === null || quantityMilli === 0) {
      errors.push(texts.lineError(lineNo, texts.quantityInvalid));
      return [];
    }
    const change = {
      ...(spec !== (row.wasSpec ?? "") ? { spec } : {}),
      ...((row.wasQuantity ?? "") !== formatQuantity(quantityMilli) ? { quantityMilli } : {}),
    };
    return Object.keys(change).length > 0 ? [{ kind: "change" as const, lineNo, ...change }] : [];
  });
  const added = typedFields(form, ["addName", "addSpec", "addUnit", "addQuantity"]);
  if (added.addName) {
    const quantityMilli = parseQuantity(added.addQuantity);
    if (quantityMilli === null || quantityMilli === 0 || !added.addUnit) errors.push(texts.amendAddInvalid);
    else lines.push({ kind: "add", name: added.addName, spec: added.addSpec, unit: added.addUnit, quantityMilli });
  }
  if (errors.length > 0) return { ok: false as const, msg: errors.join("；") };
  const typed = typedFields(form, ["deliveryDate", "paymentTerms", "qualifications", "remark", "deadline"]);
  return formBody(procurementCalls.amend.body, form, {
    id,
    lines,
    confirm,
    header: {
      deliveryDate: typed.deliveryDate,
      paymentTerms: typed.paymentTerms,
      qualifications: typed.qualifications
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean),
      remark: typed.remark,
    },
    deadline: typed.deadline ? typed.deadline.replace("T", " ") : undefined,
    fileIds: keptFilesFromForm(form, AMENDMENT_FILE_FIELD).map((file) => file.fileId),
  });
}
