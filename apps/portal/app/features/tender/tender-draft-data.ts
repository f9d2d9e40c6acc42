import { fenToYuanText, formatFen, maxDepositFen, parseYuan } from "@cidp/domain";

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
  /** The 招标文件's files so far (upload ids and names), kept by the form. */
  documents: { fileId: number; name: string }[];
}

/** The form field of the 招标文件's upload ids. */
export const DOCUMENT_FIELD = "documentFileIds";

/** Each refused field's message, by the field's name. */
export type DraftErrors = Partial<Record<"title" | "sections" | "deposit" | "scoringSheet" | "registrationEnd" | "bidDeadline" | "documents", string>>;

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
  documents: [],
};

/** The estimate of the sections typed so far, in fen (rows not yet valid count nothing). */
export function estimateOf(values: DraftValues): number {
  return values.sections.reduce((sum, s) => sum + Math.max(0, parseYuan(s.estimate) ?? 0), 0);
}

/** The largest deposit the typed sections allow, in 元 for the hint. */
export const depositCapText = (values: DraftValues) => formatFen(maxDepositFen(estimateOf(values)));

/** Which field a refusal of the server belongs to (its message names it), or none. */
export function fieldOfMessage(message: string): keyof DraftErrors | null {
  if (message.includes("招标文件")) return "documents";
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
  documentFiles: readonly { fileId: number; name: string }[];
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
    documents: tender.documentFiles.map((file) => ({ fileId: file.fileId, name: file.name })),
  };
}
