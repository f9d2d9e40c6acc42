import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { type TenderAttachmentKind, tenderAttachments } from "./schema.ts";

/** The bidders' attached documents (资格文件, 转账凭证, 技术文件) and where each came from. */

/** Who attached, from where and when. */
interface AttachmentOrigin {
  memberId: number;
  uploadIp: string;
  deviceId: string;
  at: Date;
}

/** Replaces a bidder's attachments of one kind (inside the caller's transaction). */
export async function replaceAttachments(
  tx: Database,
  bidderId: number,
  kind: TenderAttachmentKind,
  resourceIds: readonly number[],
  by: AttachmentOrigin,
): Promise<void> {
  await tx.delete(tenderAttachments).where(and(eq(tenderAttachments.bidderId, bidderId), eq(tenderAttachments.kind, kind)));
  if (resourceIds.length === 0) return;
  await tx.insert(tenderAttachments).values(
    resourceIds.map((resourceId) => ({
      bidderId,
      kind,
      resourceId,
      uploadIp: by.uploadIp,
      deviceId: by.deviceId,
      attachedBy: by.memberId,
      attachedAt: by.at,
    })),
  );
}

/** One attachment by its id. */
export async function findAttachment(db: Database, id: number) {
  const [row] = await db.select().from(tenderAttachments).where(eq(tenderAttachments.id, id));
  return row;
}

/** Attachment rows of the given bidders, in the order they were attached. */
export async function attachmentsOf(db: Database, bidderIds: readonly number[]) {
  if (bidderIds.length === 0) return [];
  return db
    .select()
    .from(tenderAttachments)
    .where(inArray(tenderAttachments.bidderId, [...bidderIds]))
    .orderBy(asc(tenderAttachments.id));
}
