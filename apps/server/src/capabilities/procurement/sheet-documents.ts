import { QUOTATION_VALID_STATES, type QuotationState } from "@cidp/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { businesses } from "../../platform/member/schema.ts";
import { uploadResources } from "../../platform/upload/schema.ts";
import { inquiryDocuments, inquiryQuotations } from "./schema.ts";

/**
 * A sheet's files: the buyer's 询价附件 (quotation null, round 0) and each supplier's 报价附件 by
 * round. Who reads which is decided by their callers (sheet-document-routes.ts and the views).
 */

/** Who attached a set of files, and when. */
interface AttachedBy {
  memberId: number | null;
  at: Date;
}

/** Where a set of files belongs: the sheet itself, or one supplier's quotation of one round. */
interface FileSet {
  sheetId: number;
  quotationId: number | null;
  round: number;
}

const inSet = ({ sheetId, quotationId, round }: FileSet) =>
  and(
    eq(inquiryDocuments.sheetId, sheetId),
    quotationId === null ? isNull(inquiryDocuments.quotationId) : eq(inquiryDocuments.quotationId, quotationId),
    eq(inquiryDocuments.round, round),
  );

/**
 * Sets the files of one set (inside the caller's transaction): files it already holds keep who
 * attached them, new ones are added, those no longer listed go.
 */
export async function replaceFileSet(tx: Database, set: FileSet, resourceIds: readonly number[], by: AttachedBy): Promise<void> {
  const wanted = new Set(resourceIds);
  const held = await tx.select().from(inquiryDocuments).where(inSet(set));
  const dropped = held.filter((row) => !wanted.has(row.resourceId)).map((row) => row.id);
  if (dropped.length > 0) await tx.delete(inquiryDocuments).where(inArray(inquiryDocuments.id, dropped));
  const kept = new Set(held.map((row) => row.resourceId));
  const added = [...wanted].filter((id) => !kept.has(id));
  if (added.length === 0 || by.memberId === null) return;
  const attachedBy = by.memberId;
  await tx.insert(inquiryDocuments).values(added.map((resourceId) => ({ ...set, resourceId, attachedBy, attachedAt: by.at })));
}

/** The upload ids a set holds (a draft's files already attached may be a colleague's uploads). */
export async function heldResourceIds(db: Database, set: FileSet): Promise<Set<number>> {
  const rows = await db.select({ resourceId: inquiryDocuments.resourceId }).from(inquiryDocuments).where(inSet(set));
  return new Set(rows.map((row) => row.resourceId));
}

/** The upload ids a business already sent with its quotation on a sheet, whatever the round. */
export async function quotationResourceIds(db: Database, sheetId: number, businessId: number): Promise<Set<number>> {
  const rows = await db
    .select({ resourceId: inquiryDocuments.resourceId })
    .from(inquiryDocuments)
    .innerJoin(inquiryQuotations, eq(inquiryQuotations.id, inquiryDocuments.quotationId))
    .where(and(eq(inquiryDocuments.sheetId, sheetId), eq(inquiryQuotations.supplierBusinessId, businessId)));
  return new Set(rows.map((row) => row.resourceId));
}

/** Every file of a sheet with its name and size, the sheet's own first, then by quotation, round and order. */
export function sheetFilesOf(db: Database, sheetId: number) {
  return db
    .select({
      id: inquiryDocuments.id,
      quotationId: inquiryDocuments.quotationId,
      round: inquiryDocuments.round,
      version: inquiryDocuments.version,
      resourceId: inquiryDocuments.resourceId,
      attachedAt: inquiryDocuments.attachedAt,
      name: uploadResources.fileName,
      size: uploadResources.size,
      supplierBusinessId: inquiryQuotations.supplierBusinessId,
      quotationState: inquiryQuotations.state,
      supplierName: businesses.name,
    })
    .from(inquiryDocuments)
    .innerJoin(uploadResources, eq(uploadResources.id, inquiryDocuments.resourceId))
    .leftJoin(inquiryQuotations, eq(inquiryQuotations.id, inquiryDocuments.quotationId))
    .leftJoin(businesses, eq(businesses.id, inquiryQuotations.supplierBusinessId))
    .where(eq(inquiryDocuments.sheetId, sheetId))
    .orderBy(asc(inquiryDocuments.round), asc(inquiryDocuments.quotationId), asc(inquiryDocuments.id));
}

export type SheetFile = Awaited<ReturnType<typeof sheetFilesOf>>[number];

/** One file as pages list it: name, size and when it was attached (downloaded through its id). */
export const fileView = (file: SheetFile) => ({
  id: file.id,
  name: file.name,
  size: file.size,
  time: formatDateTime(file.attachedAt),
  version: file.version ?? 1,
});

/**
 * Adds a 变更公告's files to the sheet's own as their next version (inside the caller's
 * transaction): the version after the highest the sheet's files have reached (1 as published).
 */
export async function addAmendmentFiles(tx: Database, sheetId: number, amendmentId: number, resourceIds: readonly number[], by: AttachedBy): Promise<void> {
  if (resourceIds.length === 0 || by.memberId === null) return;
  const own = await tx
    .select({ version: inquiryDocuments.version })
    .from(inquiryDocuments)
    .where(and(eq(inquiryDocuments.sheetId, sheetId), isNull(inquiryDocuments.quotationId)));
  const version = Math.max(1, ...own.map((row) => row.version ?? 1)) + 1;
  const attachedBy = by.memberId;
  await tx
    .insert(inquiryDocuments)
    .values(resourceIds.map((resourceId) => ({ sheetId, quotationId: null, round: 0, version, amendmentId, resourceId, attachedBy, attachedAt: by.at })));
}

/** One file by its id. */
export async function findSheetFile(db: Database, id: number) {
  const [row] = await db.select().from(inquiryDocuments).where(eq(inquiryDocuments.id, id));
  return row;
}

/**
 * The files as the buyer's page shows them: the sheet's own (with their upload ids, for a draft's
 * form), and each supplier's 报价附件 of the rounds already opened; later rounds' stay sealed.
 */
export async function buyerFilesView(db: Database, sheet: { id: number; openedRounds: number }) {
  const all = await sheetFilesOf(db, sheet.id);
  const own = all.filter((file) => file.quotationId === null);
  const groups = new Map<string, { supplierName: string; round: number; files: ReturnType<typeof fileView>[] }>();
  for (const file of all) {
    // A quotation set back (withdrawn, or awaiting its confirmation after a 变更公告) shows no files.
    if (file.quotationId === null || file.round > sheet.openedRounds || !QUOTATION_VALID_STATES.includes(file.quotationState as QuotationState)) continue;
    const key = `${file.round}:${file.quotationId}`;
    const group = groups.get(key) ?? { supplierName: file.supplierName ?? "", round: file.round, files: [] };
    group.files.push(fileView(file));
    groups.set(key, group);
  }
  return {
    documents: own.map(fileView),
    documentFiles: own.map((file) => ({ fileId: file.resourceId, name: file.name })),
    quotationFiles: [...groups.values()],
  };
}

/** The files as a supplier's page shows them: the sheet's own, and its own 报价附件 of its latest round. */
export async function supplierFilesView(db: Database, sheetId: number, quotation: { id: number; round: number } | undefined) {
  const all = await sheetFilesOf(db, sheetId);
  return {
    documents: all.filter((file) => file.quotationId === null).map(fileView),
    myFiles: quotation
      ? all
          .filter((file) => file.quotationId === quotation.id && file.round === quotation.round)
          .map((file) => ({ ...fileView(file), fileId: file.resourceId }))
      : [],
  };
}
