import { and, asc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { attachments, ResourceStatus, uploadResources } from "./schema.ts";

/** A stored file's row. */
export type UploadResource = typeof uploadResources.$inferSelect;
/** An attachment row. */
export type AttachmentRow = typeof attachments.$inferSelect;

/** Who owns a resource: a member (the portal's uploads) or a staff account (the back office's). */
export type ResourceOwner = { member: number } | { staff: number };

/** The owner's column holds the owner's id (the other owner column is null on such rows). */
function ownedBy(owner: ResourceOwner) {
  return "member" in owner ? eq(uploadResources.createdBy, owner.member) : eq(uploadResources.staffId, owner.staff);
}

/** Whether a resource is the owner's own (a member's id never matches a staff resource, nor the reverse). */
export function isOwnedBy(resource: Pick<UploadResource, "createdBy" | "staffId">, owner: ResourceOwner): boolean {
  return "member" in owner ? resource.createdBy === owner.member && resource.staffId === null : resource.staffId === owner.staff && resource.createdBy === null;
}

/** Which business record an attachment belongs to. */
export interface AttachmentScope {
  companyId: number;
  businessType: string;
  businessId: string;
}

function inScope(scope: AttachmentScope) {
  return and(eq(attachments.companyId, scope.companyId), eq(attachments.businessType, scope.businessType), eq(attachments.businessId, scope.businessId));
}

/** Data access of the upload service. */
export function createUploadRepository(db: Database) {
  return {
    /** The owner's own resource of this MD5 and size that is not failed (pending or complete). */
    async findOwnedByHash(owner: ResourceOwner, md5: string, size: number): Promise<UploadResource | undefined> {
      const [row] = await db
        .select()
        .from(uploadResources)
        .where(and(ownedBy(owner), eq(uploadResources.md5, md5), eq(uploadResources.size, size), ne(uploadResources.status, ResourceStatus.failed)));
      return row;
    },

    async findById(id: number): Promise<UploadResource | undefined> {
      const [row] = await db.select().from(uploadResources).where(eq(uploadResources.id, id));
      return row;
    },

    async findByIds(ids: number[]): Promise<UploadResource[]> {
      if (ids.length === 0) return [];
      return db.select().from(uploadResources).where(inArray(uploadResources.id, ids));
    },

    /** Inserts the owner's pending resource; when a concurrent registration of the same owner won the race, answers that one. */
    async createPending(
      owner: ResourceOwner,
      values: Omit<typeof uploadResources.$inferInsert, "status" | "etag" | "createdBy" | "staffId">,
    ): Promise<UploadResource> {
      const [row] = await db
        .insert(uploadResources)
        .values({
          ...values,
          createdBy: "member" in owner ? owner.member : null,
          staffId: "staff" in owner ? owner.staff : null,
          status: ResourceStatus.pending,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      const existing = await this.findOwnedByHash(owner, values.md5, values.size);
      if (!existing) throw new Error("upload resource vanished during registration");
      return existing;
    },

    /** Bytes the owner holds in resources that are not failed: pending ones count, their bytes may be in the store. */
    async bytesHeldBy(owner: ResourceOwner): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<string>`coalesce(sum(${uploadResources.size}), 0)` })
        .from(uploadResources)
        .where(and(ownedBy(owner), ne(uploadResources.status, ResourceStatus.failed)));
      return Number(row?.bytes ?? 0);
    },

    /** Resources registered before `before` and never confirmed, oldest first, at most `limit` (the sweep). */
    async abandoned(before: Date, limit: number): Promise<UploadResource[]> {
      return db
        .select()
        .from(uploadResources)
        .where(and(eq(uploadResources.status, ResourceStatus.pending), lt(uploadResources.createdAt, before)))
        .orderBy(asc(uploadResources.createdAt))
        .limit(limit);
    },

    /** A pending resource whose content was verified becomes usable, remembering the verified ETag. */
    async markComplete(id: number, etag: string): Promise<void> {
      await db
        .update(uploadResources)
        .set({ status: ResourceStatus.complete, etag, completedAt: new Date() })
        .where(and(eq(uploadResources.id, id), eq(uploadResources.status, ResourceStatus.pending)));
    },

    /** Records the ETag of a complete resource verified after the fact (completed before verification existed). */
    async markVerified(id: number, etag: string): Promise<void> {
      await db
        .update(uploadResources)
        .set({ etag })
        .where(and(eq(uploadResources.id, id), eq(uploadResources.status, ResourceStatus.complete)));
    },

    /** A resource whose bytes were not the registered ones: never usable, never deduplicated again. */
    async markFailed(id: number): Promise<void> {
      await db.update(uploadResources).set({ status: ResourceStatus.failed }).where(eq(uploadResources.id, id));
    },

    async listAttachments(scope: AttachmentScope): Promise<(AttachmentRow & { resource: UploadResource })[]> {
      const rows = await db
        .select()
        .from(attachments)
        .innerJoin(uploadResources, eq(attachments.resourceId, uploadResources.id))
        .where(inScope(scope))
        .orderBy(asc(attachments.createdAt), asc(attachments.id));
      return rows.map((r) => ({ ...r.attachment, resource: r.upload_resource }));
    },

    /** Which of these attachment ids belong to the record. */
    async findAttachmentIds(scope: AttachmentScope, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: attachments.id })
        .from(attachments)
        .where(and(inScope(scope), inArray(attachments.id, ids)));
      return rows.map((r) => r.id);
    },

    /** Deletes and adds a record's attachments in one transaction: all of it happens or none. */
    async saveAttachments(scope: AttachmentScope, deletedIds: number[], added: (typeof attachments.$inferInsert)[]): Promise<void> {
      if (deletedIds.length === 0 && added.length === 0) return;
      await db.transaction(async (tx) => {
        if (deletedIds.length > 0) await tx.delete(attachments).where(and(inScope(scope), inArray(attachments.id, deletedIds)));
        if (added.length > 0) await tx.insert(attachments).values(added);
      });
    },
  };
}
