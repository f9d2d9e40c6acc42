import { z } from "zod";
import { clockTimeSchema } from "./call-for-offers.ts";
import { changeCall } from "./call-kinds.ts";
import { dateTimeSchema } from "./common.contract.ts";
import { LEGAL_DOCUMENT_KEYS } from "./legal.calls.ts";
import { staffAccess, staffRead } from "./staff-access.ts";

// 法律文件: the platform's 用户协议, 隐私政策 and 版权声明 in the back office (apps/operator `/legal`).
// An editor proposes a new version; it takes effect only when a second person approves it in the
// review queue (kind `legal`), and then at its effective time. Staff calls like operatorCalls (auth
// "operator"), spread into them in operator.calls.ts.
const base = "/api/cidp-operator/legal";
const keyParams = z.object({ key: z.enum(LEGAL_DOCUMENT_KEYS, { error: "文档不存在" }) });
const versionName = z
  .string({ error: "请输入版本号" })
  .trim()
  .min(1, "请输入版本号")
  .max(32, "版本号不能超过32个字符")
  .regex(/^[\w.-]+$/, "版本号只能包含字母、数字、“-”“_”“.”，如 2026-12-01");

/** The most characters a proposed text may hold. */
export const LEGAL_TEXT_MAX = 50_000;

/** A section of a legal document: a heading and its paragraphs (plain text). */
export interface LegalTextSection {
  heading: string;
  paragraphs: string[];
}

/**
 * A document's text as the back office's editor writes it: a line starting with "## " or a Chinese
 * ordinal ("一、") starts a section with that heading, every other non-empty line is a paragraph.
 * Returns null when a paragraph comes before any heading.
 */
export function parseLegalText(text: string): LegalTextSection[] | null {
  const sections: LegalTextSection[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = line.startsWith("## ") ? line.slice(3).trim() : /^[一二三四五六七八九十百]+、/.test(line) ? line : null;
    if (heading !== null) sections.push({ heading, paragraphs: [] });
    else {
      const current = sections.at(-1);
      if (!current) return null;
      current.paragraphs.push(line);
    }
  }
  return sections;
}

/** The sections written back as the editor's text (the form shows a version to start from this way). */
export function legalTextOf(sections: readonly LegalTextSection[]): string {
  return sections.map((s) => [/^[一二三四五六七八九十百]+、/.test(s.heading) ? s.heading : `## ${s.heading}`, ...s.paragraphs].join("\n")).join("\n\n");
}

/** What an editor proposes: the version's name, when it takes effect (China time), its title and text. */
export const legalProposalSchema = z.object({
  version: versionName,
  effectiveAt: clockTimeSchema("生效时间格式应为 年-月-日 时:分"),
  title: z.string({ error: "请输入标题" }).trim().min(1, "请输入标题").max(50, "标题不能超过50个字"),
  text: z
    .string({ error: "请输入正文" })
    .max(LEGAL_TEXT_MAX, "正文过长")
    .superRefine((text, context) => {
      const sections = parseLegalText(text);
      if (sections === null) context.addIssue({ code: "custom", message: "正文应以章节标题开头（以“一、”或“## ”开头的一行）" });
      else if (sections.length === 0) context.addIssue({ code: "custom", message: "请输入正文" });
      else if (sections.some((s) => s.paragraphs.length === 0)) context.addIssue({ code: "custom", message: "每个章节标题下应至少有一段正文" });
      else if (sections.some((s) => s.heading.length > 100)) context.addIssue({ code: "custom", message: "章节标题不能超过100个字" });
    }),
});
export type LegalProposalFields = z.output<typeof legalProposalSchema>;

/** What the services refuse of a proposal, each on its field (the back office matches the message to show it there). */
export const LEGAL_PROPOSAL_REFUSALS = {
  version: "该文件已有此版本号（或有同版本号的提议待审核），请换一个版本号",
  effectiveAt: "生效时间不能早于现在",
} as const;

/** The states of a proposal. */
export const LEGAL_PROPOSAL_STATES = { pending: "待审核", approved: "已发布", rejected: "已驳回" } as const;

const versionRowSchema = z.object({
  version: z.string(),
  title: z.string(),
  effectiveTime: dateTimeSchema,
  /** in-force: the one the portal shows now; scheduled: approved, effective later; superseded: an older one. */
  status: z.enum(["in-force", "scheduled", "superseded"]),
});

const proposalRowSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  effectiveTime: z.string(),
  state: z.enum(["pending", "approved", "rejected"]),
  stateLabel: z.string(),
  proposer: z.string(),
  proposeTime: z.string(),
  reviewer: z.string(),
  rejectReason: z.string(),
});

const sectionsSchema = z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) }));

/** The calls of 法律文件. */
export const operatorLegalCalls = {
  legalDocuments: staffRead({
    path: base,
    summary: "法律文件：用户协议、隐私政策、版权声明，各自的现行版本与生效时间",
    data: z.array(
      z.object({
        key: z.enum(LEGAL_DOCUMENT_KEYS),
        title: z.string(),
        version: z.string(),
        effectiveTime: z.string(),
        versions: z.number().int(),
        pending: z.number().int(),
      }),
    ),
    errors: [403],
  }),
  legalDocument: staffRead({
    path: `${base}/:key`,
    summary: "一份法律文件：各版本（新的在前，标出现行版本）与新版本的提议",
    params: keyParams,
    data: z.object({
      key: z.enum(LEGAL_DOCUMENT_KEYS),
      title: z.string(),
      current: z.string(),
      versions: z.array(versionRowSchema),
      proposals: z.array(proposalRowSchema),
      /** The text of the version in force, as the editor's text (to start a new version from). */
      currentText: z.string(),
    }),
    errors: [400, 403, 404],
  }),
  legalVersion: staffRead({
    path: `${base}/:key/versions/:version`,
    summary: "一份法律文件的某个版本全文",
    params: keyParams.extend({ version: z.string().regex(/^[\w.-]{1,32}$/, "版本号不正确") }),
    data: versionRowSchema.extend({ key: z.enum(LEGAL_DOCUMENT_KEYS), sections: sectionsSchema }),
    errors: [400, 403, 404],
  }),
  legalPropose: changeCall(staffAccess, {
    path: `${base}/:key/proposals`,
    summary: "提议新版本（由另一位审核人员审核通过后，于生效时间起生效）",
    params: keyParams,
    body: legalProposalSchema,
    data: z.object({ id: z.number().int() }),
    errors: [400, 403, 404, 409],
  }),
};

/** The permission key each call of 法律文件 needs. */
export const OPERATOR_LEGAL_CALL_PERMISSIONS = {
  legalDocuments: "content.read",
  legalDocument: "content.read",
  legalVersion: "content.read",
  legalPropose: "content.edit",
} as const;
