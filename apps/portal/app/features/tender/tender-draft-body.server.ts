import { tenderCalls } from "@cidp/api-client/contract";
import { checkDepositAmount, checkScoringSheet, DEPOSIT_AMOUNT_TEXTS, formatFen, maxDepositFen, parseYuan, SCORING_SHEET_TEXTS } from "@cidp/domain";
import { formBody, formRows, typedFields } from "../../lib/form-fields.server.ts";
import { keptFilesFromForm } from "../../lib/kept-files.ts";
import { DOCUMENT_FIELD, type DraftErrors, type DraftValues, estimateOf, fieldOfMessage } from "./tender-draft-data.ts";
import { manageTexts as texts } from "./tender-manage-texts.ts";

const TEXT_FIELDS = [
  "title",
  "projectName",
  "location",
  "mode",
  "qualifications",
  "deposit",
  "method",
  "registrationEnd",
  "bidDeadline",
  "contactName",
  "contactPhone",
  "description",
] as const;

/**
 * The draft form as typed, to show again after a refusal: the fields trimmed, the rows of sections
 * (`sections[i].name|estimate`) and of the scoring sheet (`criteria[i].key|label|weight`), rows
 * left wholly empty dropped.
 */
export function draftFromForm(form: FormData): DraftValues {
  const typed = typedFields(form, TEXT_FIELDS);
  const cell = (row: Record<string, string>, field: string) => (row[field] ?? "").trim();
  return {
    ...typed,
    mode: typed.mode === "invited" ? "invited" : "public",
    method: typed.method === "comprehensive" ? "comprehensive" : "lowest_price",
    sections: formRows(form, "sections")
      .map((row) => ({ name: cell(row, "name"), estimate: cell(row, "estimate") }))
      .filter((s) => s.name || s.estimate),
    criteria: formRows(form, "criteria")
      .map((row) => ({ key: cell(row, "key"), label: cell(row, "label"), weight: cell(row, "weight") }))
      .filter((c) => c.label || c.weight),
    documents: keptFilesFromForm(form, DOCUMENT_FIELD),
  };
}

/** The draft read with the save call's body schema: the amounts in fen (the domain's money rule), the rows and lines as the call takes them. */
function draftBody(form: FormData, values: DraftValues, id: number | undefined) {
  return formBody(tenderCalls.saveDraft.body, form, {
    id,
    sections: values.sections.map((s) => ({ name: s.name, estimateFen: parseYuan(s.estimate) })),
    qualifications: values.qualifications
      .split("\n")
      .map((q) => q.trim())
      .filter(Boolean),
    depositFen: parseYuan(values.deposit || "0"),
    scoringSheet: values.method === "comprehensive" ? values.criteria.map((c, i) => ({ key: c.key || `c${i + 1}`, label: c.label, weight: c.weight })) : [],
    documentFileIds: values.documents.map((d) => d.fileId),
  });
}

/**
 * The draft as the server takes it, or every refused field with its message (the domain's rules:
 * deposit ≤ 2 % of the estimate, a scoring sheet summing to 100), before anything is sent; then the
 * contract's own check, a refusal shown on the field its message names.
 */
export function checkDraft(form: FormData, values: DraftValues, id: number | undefined) {
  const errors: DraftErrors = {};
  if (values.title.length < 4) errors.title = texts.needTitle;
  const badSection = values.sections.findIndex((s) => {
    const fen = parseYuan(s.estimate);
    return !s.name || fen === null || fen <= 0;
  });
  if (values.sections.length === 0) errors.sections = texts.needSection;
  else if (badSection >= 0) errors.sections = texts.badSection(badSection + 1);
  const depositFen = parseYuan(values.deposit || "0");
  const estimateFen = estimateOf(values);
  if (depositFen === null) errors.deposit = texts.badDeposit;
  else {
    const deposit = checkDepositAmount(depositFen, estimateFen);
    if (!deposit.ok) errors.deposit = texts.depositCap(DEPOSIT_AMOUNT_TEXTS[deposit.code], formatFen(maxDepositFen(estimateFen)));
  }
  if (values.method === "comprehensive") {
    const criteria = values.criteria.map((c, i) => ({ key: c.key || `c${i + 1}`, label: c.label, weight: Number(c.weight) }));
    const badWeight = criteria.findIndex((c) => !c.label || !Number.isInteger(c.weight) || c.weight <= 0);
    if (badWeight >= 0) errors.scoringSheet = texts.badWeight(badWeight + 1);
    else {
      const sheet = checkScoringSheet(criteria);
      if (!sheet.ok) errors.scoringSheet = SCORING_SHEET_TEXTS[sheet.code];
    }
  }
  if (!values.registrationEnd) errors.registrationEnd = texts.needTime;
  if (!values.bidDeadline) errors.bidDeadline = texts.needTime;
  else if (values.registrationEnd && values.registrationEnd > values.bidDeadline) errors.bidDeadline = texts.registrationAfterDeadline;
  if (Object.keys(errors).length > 0) return { ok: false as const, errors, msg: texts.refusedFields(Object.keys(errors).length) };
  const body = draftBody(form, values, id);
  if (body.ok) return { ok: true as const, body: body.data };
  const field = fieldOfMessage(body.msg);
  return { ok: false as const, errors: field ? { [field]: body.msg } : {}, msg: body.msg };
}
