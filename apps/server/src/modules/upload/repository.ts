import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { attachments, uploadResources } from "./schema.ts";

/** A stored file's row. */
export type UploadResource = typeof uploadResources.$inferSelect;
/** An attachment row. */
export type AttachmentRow = typeof attachments.$inferSelect;

/** Data access of the upload service. */
export function createUploadRepository(db: Database) {
  return {
    async findByHash(md5: string, size: number): Promise<UploadResource | undefined> {
      const [row] = await db
        .select()
        .from(uploadResources)
        .where(and(eq(uploadResources.md5, md5), eq(uploadResources.size, size)));
      return row;
    },

    async findById(id: number): Promise<UploadResource | undefined> {
      const [row] = await db.select().from(uploadResources).where(eq(uploadResources.id, id));
      return row;
    },

    /** Inserts a pending resource; when another request won the race, answers that one. */
    async createPending(values: typeof uploadResources.$inferInsert): Promise<UploadResource> {
      const [row] = await db.insert(uploadResources).values(values).onConflictDoNothing().returning();
      if (row) return row;
      const existing = await this.findByHash(values.md5, values.size);
      if (!existing) throw new Error("upload resource vanished during registration");
      return existing;
    },

    async markComplete(id: number): Promise<void> {
      await db.update(uploadResources).set({ status: "complete", completedAt: new Date() }).where(eq(uploadResources.id, id));
    },

    async listAttachments(companyId: number, businessType: string, businessId: string): Promise<(AttachmentRow & { resource: UploadResource })[]> {
      const rows = await db
        .select()
        .from(attachments)
        .innerJoin(uploadResources, eq(attachments.resourceId, uploadResources.id))
        .where(and(eq(attachments.companyId, companyId), eq(attachments.businessType, businessType), eq(attachments.businessId, businessId)))
        .orderBy(asc(attachments.createdAt), asc(attachments.id));
      return rows.map((r) => ({ ...r.attachment, resource: r.upload_resource }));
    },

    async addAttachments(rows: (typeof attachments.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(attachments).values(rows);
    },

    async deleteAttachments(companyId: number, businessType: string, businessId: string, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(attachments)
        .where(
          and(
            eq(attachments.companyId, companyId),
            eq(attachments.businessType, businessType),
            eq(attachments.businessId, businessId),
            inArray(attachments.id, ids),
          ),
        );
    },
  };
}

/** The upload repository's type. */
export type UploadRepository = ReturnType<typeof createUploadRepository>;
