import {
  checkDepositAmount,
  checkScoringSheet,
  DEPOSIT_AMOUNT_TEXTS,
  fenToYuanText,
  formatFen,
  maxDepositFen,
  parseYuan,
  SCORING_SHEET_TEXTS,
} from "@cidp/domain";
import { manageTexts as texts } from "./tender-manage-texts.ts";

/** The draft form as typed (strings, as the controls hold them), so a refused save keeps everything. */
export interface DraftValues {
  title: string;
  projectName: string;
  location: string;
  mode: "public" | "invited";
  sections: { name: string; estimate: string }[];
  qualifications: string;
  deposit: string;
  method: "lowest_price" | "comprehensive";
  criteria: { key: string; label: string; weight: string }[];
  /** `yyyy-MM-ddTHH:mm`, as the picker takes it. */
  registrationEnd: string;
  bidDeadline: string;
  contactName: string;
  contactPhone: string;
  description: string;
}

/** Each refused field's message, by the field's name. */
export type DraftErrors = Partial<Record<"title" | "sections" | "deposit" | "scoringSheet" | "registrationEnd" | "bidDeadline", string>>;

export const EMPTY_DRAFT: DraftValues = {
  title: "",
  projectName: "",
  location: "",
  mode: "public",
  sections: [],
  qualifications: "",
  deposit: "0",
  method: "lowest_price",
  criteria: [
    { key: "price", label: "投标报价", weight: "60" },
    { key: "tech", label: "施工组织设计", weight: "25" },
    { key: "credit", label: "企业业绩与信誉", weight: "15" },
  ],
  registrationEnd: "",
  bidDeadline: "",
  contactName: "",
  contactPhone: "",
  description: "",
};

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const all = (form: FormData, name: string) => form.getAll(name).map((v) => String(v).trim());

/** The form's fields as typed; rows left wholly empty are dropped. */
export function draftFromForm(form: FormData): DraftValues {
  const names = all(form, "sectionName");
  const estimates = all(form, "sectionEstimate");
  const keys = all(form, "criterionKey");
  const labels = all(form, "criterionLabel");
  const weights = all(form, "criterionWeight");
  return {
    title: text(form, "title"),
    projectName: text(form, "projectName"),
    location: text(form, "location"),
    mode: text(form, "mode") === "invited" ? "invited" : "public",
    sections: names.map((name, i) => ({ name, estimate: estimates[i] ?? "" })).filter((s) => s.name || s.estimate),
    qualifications: String(form.get("qualifications") ?? ""),
    deposit: text(form, "deposit"),
    method: text(form, "method") === "comprehensive" ? "comprehensive" : "lowest_price",
    criteria: labels.map((label, i) => ({ key: keys[i] ?? "", label, weight: weights[i] ?? "" })).filter((c) => c.label || c.weight),
    registrationEnd: text(form, "registrationEnd"),
    bidDeadline: text(form, "bidDeadline"),
    contactName: text(form, "contactName"),
    contactPhone: text(form, "contactPhone"),
    description: String(form.get("description") ?? "").trim(),
  };
}

/** The estimate of the sections typed so far, in fen (rows not yet valid count nothing). */
export function estimateOf(values: DraftValues): number {
  return values.sections.reduce((sum, s) => sum + Math.max(0, parseYuan(s.estimate) ?? 0), 0);
}

/** The largest deposit the typed sections allow, in 元 for the hint. */
export const depositCapText = (values: DraftValues) => formatFen(maxDepositFen(estimateOf(values)));

/**
 * The draft as the server takes it, or every refused field with its message (the domain's rules:
 * deposit ≤ 2 % of the estimate, a scoring sheet summing to 100), before anything is sent.
 */
export function checkDraft(values: DraftValues, id: number | undefined) {
  const errors: DraftErrors = {};
  if (values.title.length < 4) errors.title = texts.needTitle;
  const sections = values.sections.map((s) => ({ name: s.name, estimateFen: parseYuan(s.estimate) }));
  const badSection = sections.findIndex((s) => !s.name || s.estimateFen === null || s.estimateFen <= 0);
  if (sections.length === 0) errors.sections = texts.needSection;
  else if (badSection >= 0) errors.sections = texts.badSection(badSection + 1);
  const depositFen = parseYuan(values.deposit || "0");
  const estimateFen = estimateOf(values);
  if (depositFen === null) errors.deposit = texts.badDeposit;
  else {
    const deposit = checkDepositAmount(depositFen, estimateFen);
    if (!deposit.ok) errors.deposit = texts.depositCap(DEPOSIT_AMOUNT_TEXTS[deposit.code], formatFen(maxDepositFen(estimateFen)));
  }
  const criteria = values.criteria.map((c, i) => ({ key: c.key || `c${i + 1}`, label: c.label, weight: Number(c.weight) }));
  if (values.method === "comprehensive") {
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
  if (Object.keys(errors).length > 0) return { ok: false as const, errors };
  return {
    ok: true as const,
    body: {
      ...(id ? { id } : {}),
      title: values.title,
      projectName: values.projectName,
      location: values.location,
      mode: values.mode,
      sections: sections.map((s) => ({ name: s.name, estimateFen: s.estimateFen ?? 0 })),
      qualifications: values.qualifications
        .split("\n")
        .map((q) => q.trim())
        .filter(Boolean),
      depositFen: depositFen ?? 0,
      method: values.method,
      scoringSheet: values.method === "comprehensive" ? criteria : [],
      registrationEnd: values.registrationEnd,
      bidDeadline: values.bidDeadline,
      contactName: values.contactName,
      contactPhone: values.contactPhone,
      description: values.description,
    },
  };
}

/** Which field a refusal of the server belongs to (its message names it), or none. */
export function fieldOfMessage(message: string): keyof DraftErrors | null {
  if (message.includes("保证金")) return "deposit";
  if (message.includes("评分")) return "scoringSheet";
  if (message.includes("标段")) return "sections";
  if (message.includes("报名截止")) return "registrationEnd";
  if (message.includes("投标截止")) return "bidDeadline";
  if (message.includes("项目名称")) return "title";
  return null;
}

/** A saved draft as the form shows it. */
export function draftValuesOf(tender: {
  title: string;
  projectName: string;
  location: string;
  mode: "public" | "invited";
  sections: readonly { name: string; estimateFen: number }[];
  qualifications: readonly string[];
  depositFen: number;
  method: "lowest_price" | "comprehensive";
  scoringSheet: readonly { key: string; label: string; weight: number }[];
  registrationEnd: string;
  bidDeadline: string;
  contactName: string;
  contactPhone: string;
  description: string;
}): DraftValues {
  const picker = (time: string) => time.slice(0, 16).replace(" ", "T");
  return {
    title: tender.title,
    projectName: tender.projectName,
    location: tender.location,
    mode: tender.mode,
    sections: tender.sections.map((s) => ({ name: s.name, estimate: fenToYuanText(s.estimateFen) })),
    qualifications: tender.qualifications.join("\n"),
    deposit: fenToYuanText(tender.depositFen),
    method: tender.method,
    criteria: tender.scoringSheet.length > 0 ? tender.scoringSheet.map((c) => ({ ...c, weight: String(c.weight) })) : EMPTY_DRAFT.criteria,
    registrationEnd: picker(tender.registrationEnd),
    bidDeadline: picker(tender.bidDeadline),
    contactName: tender.contactName,
    contactPhone: tender.contactPhone,
    description: tender.description,
  };
}
