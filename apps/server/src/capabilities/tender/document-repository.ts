import { asc, eq, inArray, max } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { uploadResources } from "../../platform/upload/schema.ts";
import { tenderDocuments } from "./schema.ts";

/** The tender's own documents (招标文件 and 补遗 files), each row written once. */

/** Who attached a set of files, and when. */
interface DocumentOrigin {
  memberId: number;
  at: Date;
}

/**
 * Sets the files of a draft's 招标文件 (version 1): only a draft's, which nobody has read yet. Files
 * it already has keep who attached them; the rest are added, and those no longer listed go.
 */
export async function replaceDraftDocuments(tx: Database, tenderId: number, resourceIds: readonly number[], by: DocumentOrigin): Promise<void> {
  const wanted = new Set(resourceIds);
  const held = await tx.select().from(tenderDocuments).where(eq(tenderDocuments.tenderId, tenderId));
  const dropped = held.filter((row) => !wanted.has(row.resourceId)).map((row) => row.id);
  if (dropped.length > 0) await tx.delete(tenderDocuments).where(inArray(tenderDocuments.id, dropped));
  const kept = new Set(held.map((row) => row.resourceId));
  await insertDocuments(
    tx,
    { tenderId, clarificationId: null, version: 1 },
    [...wanted].filter((id) => !kept.has(id)),
    by,
  );
}

/** Adds one version's files (inside the caller's transaction). */
export async function insertDocuments(
  tx: Database,
  target: { tenderId: number; clarificationId: number | null; version: number },
  resourceIds: readonly number[],
  by: DocumentOrigin,
): Promise<void> {
  if (resourceIds.length === 0) return;
  await tx.insert(tenderDocuments).values(resourceIds.map((resourceId) => ({ ...target, resourceId, attachedBy: by.memberId, attachedAt: by.at })));
}

/** The highest version a tender's documents have reached (0 when it has none). */
export async function latestDocumentVersion(tx: Database, tenderId: number): Promise<number> {
  const [row] = await tx
    .select({ version: max(tenderDocuments.version) })
    .from(tenderDocuments)
    .where(eq(tenderDocuments.tenderId, tenderId));
  return row?.version ?? 0;
}

/** A tender's documents with their files' names and sizes, by version and then in the order they were attached. */
export function documentFilesOf(db: Database, tenderId: number) {
  return db
    .select({
      id: tenderDocuments.id,
      version: tenderDocuments.version,
      clarificationId: tenderDocuments.clarificationId,
      attachedAt: tenderDocuments.attachedAt,
      name: uploadResources.fileName,
      size: uploadResources.size,
    })
    .from(tenderDocuments)
    .innerJoin(uploadResources, eq(uploadResources.id, tenderDocuments.resourceId))
    .where(eq(tenderDocuments.tenderId, tenderId))
    .orderBy(asc(tenderDocuments.version), asc(tenderDocuments.id));
}

/** A tender's document rows, by version and then in the order they were attached. */
export function documentsOf(db: Database, tenderId: number) {
  return db.select().from(tenderDocuments).where(eq(tenderDocuments.tenderId, tenderId)).orderBy(asc(tenderDocuments.version), asc(tenderDocuments.id));
}

/** One document by its id. */
export async function findDocument(db: Database, id: number) {
  const [row] = await db.select().from(tenderDocuments).where(eq(tenderDocuments.id, id));
  return row;
}
