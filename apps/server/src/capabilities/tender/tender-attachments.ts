import { tenderPaths } from "@cidp/api-client/contract";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { ownAttachments } from "../../platform/upload/own-attachments.ts";
import type { StoredFiles, StoredImage } from "../../platform/upload/stored-files.ts";
import { attachmentsOf } from "./attachment-repository.ts";
import type { TenderAttachmentKind } from "./schema.ts";

/** What an uploaded file is for: a bidder's attachment, or the tenderer's 招标文件 and 补遗 files. */
export type TenderFileKind = TenderAttachmentKind | "tender-document" | "addendum";

export const KIND_LABELS: Readonly<Record<TenderFileKind, string>> = {
  qualification: "资格文件",
  voucher: "转账凭证",
  technical: "技术文件",
  "tender-document": "招标文件",
  addendum: "补遗文件",
};

/**
 * The submitting member's own finished uploads among `ids`, of an allowed type and size; one that
 * is not refuses the whole call (400) before anything is written.
 */
export const ownDocuments = (files: StoredFiles, memberId: number, ids: readonly number[], kind: TenderFileKind): Promise<StoredImage[]> =>
  ownAttachments(files, memberId, ids, KIND_LABELS[kind]);

/** Where an attachment came from: the caller's address and the browser's device id. */
export const originOf = (request: FastifyRequest, deviceId: string) => ({ uploadIp: request.ip.slice(0, 64), deviceId });

/** A bidder's documents as a page shows them: name and a signed, expiring download link. */
export interface AttachedFiles {
  qualificationFiles: { id: number; name: string; link: string }[];
  depositVoucher: { id: number; name: string; link: string } | null;
  technicalFiles: { id: number; name: string; link: string }[];
}

/**
 * The documents of each bidder with download links, for a reader the caller already checked: the
 * bidder itself, or the tenderer of this tender. `technicalVisible` is false for the tenderer
 * until the opening: technical files are sealed like prices.
 */
export async function attachedFilesOf(
  db: Database,
  files: StoredFiles,
  bidderIds: readonly number[],
  technicalVisible: boolean,
): Promise<Map<number, AttachedFiles>> {
  const rows = (await attachmentsOf(db, bidderIds)).filter((row) => technicalVisible || row.kind !== "technical");
  const stored = await files.files(rows.map((row) => row.resourceId));
  const result = new Map<number, AttachedFiles>(bidderIds.map((id) => [id, { qualificationFiles: [], depositVoucher: null, technicalFiles: [] }]));
  for (const row of rows) {
    const file = stored.get(row.resourceId);
    const entry = result.get(row.bidderId);
    if (!file || !entry) continue;
    // Through the services' logged download (tender-documents.ts), not a bare signed link.
    const view = { id: file.id, name: file.fileName, link: `${tenderPaths.attachment}?id=${row.id}` };
    if (row.kind === "qualification") entry.qualificationFiles.push(view);
    else if (row.kind === "voucher") entry.depositVoucher = view;
    else entry.technicalFiles.push(view);
  }
  return result;
}

export const NO_FILES: AttachedFiles = { qualificationFiles: [], depositVoucher: null, technicalFiles: [] };
