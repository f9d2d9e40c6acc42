/**
 * 招标文件 and the files of its 补遗: who may download them, and how their versions count. The
 * tenderer's own files are published with the tender (第1版) and never change afterwards; each
 * clarification that carries files is the next version (《电子招标投标办法》: 招标文件 are
 * downloaded by the registered bidders, and a change reaches them as a 澄清或者修改).
 */
import type { BidderState } from "./bidder.ts";

/** Why a reader may not download a tender's documents. */
export type DocumentRefusalCode = "document.register-first" | "document.awaiting-review" | "document.registration-rejected";

/** Bidder states in which the registration has been approved: the tender's documents are theirs to read. */
const ENTITLED: ReadonlySet<BidderState> = new Set([
  "approved",
  "awaiting_deposit",
  "deposited",
  "bid",
  "invalid",
  "opened",
  "candidate",
  "won",
  "lost",
  "refunded",
]);

/**
 * Whether a reader may download the tender's documents: the tenderer always; a bidder once its
 * registration is approved; anyone else is told what to do first.
 */
export function documentRefusal(reader: { readonly tenderer: boolean; readonly bidderState: BidderState | null }): DocumentRefusalCode | null {
  if (reader.tenderer) return null;
  if (reader.bidderState === null || reader.bidderState === "eligible") return "document.register-first";
  if (reader.bidderState === "rejected") return "document.registration-rejected";
  return ENTITLED.has(reader.bidderState) ? null : "document.awaiting-review";
}

/** The Chinese reason of each refusal, with what to do. */
export const DOCUMENT_REFUSAL_TEXTS: Readonly<Record<DocumentRefusalCode, string>> = {
  "document.register-first": "请先报名投标，报名审核通过后可下载招标文件",
  "document.awaiting-review": "报名审核通过后可下载招标文件，请等待招标人审核",
  "document.registration-rejected": "报名未通过审核，不能下载招标文件",
};

/** The version the next set of files takes: 1 for the 招标文件 itself, then one more for each 补遗 that carries files. */
export function nextDocumentVersion(versions: readonly number[]): number {
  return versions.reduce((highest, version) => Math.max(highest, version), 0) + 1;
}

/** How a version is named beside its files. */
export function documentVersionLabel(version: number): string {
  return version === 1 ? "第1版 招标文件" : `第${version}版 补遗文件`;
}

/** The most files one publication (the tender, or one clarification) may carry. */
export const MAX_DOCUMENTS_PER_VERSION = 10;
