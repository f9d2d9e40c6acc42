import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";

/** A resource's state: uploading, verified and usable, or refused (never usable, never deduplicated). */
export const ResourceStatus = { pending: "pending", complete: "complete", failed: "failed" } as const;
/** A ResourceStatus value. */
export type ResourceStatus = (typeof ResourceStatus)[keyof typeof ResourceStatus];

/**
 * A stored file, owned by the member who registered it, or by the staff account that did (the back
 * office's pictures): exactly one of the two. Deduplicated by MD5 and size only within the owner's
 * own files (spec §7 register: existed = 1 when complete): another owner with the same MD5 gets a
 * resource of their own and uploads their own bytes. A member's calls never see a staff resource
 * (its `created_by` is null) and the staff's never see a member's.
 */
export const uploadResources = pgTable(
  "upload_resource",
  {
    id: serial("id").primaryKey(),
    md5: varchar("md5", { length: 32 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    extName: varchar("ext_name", { length: 32 }).notNull(),
    /** The object key in the bucket. */
    objectKey: varchar("object_key", { length: 512 }).notNull().unique(),
    bucket: varchar("bucket", { length: 63 }).notNull(),
    /**
     * pending until the owner's callback found the object with the registered size and MD5, then
     * complete; failed when the stored bytes were not the registered ones (the object is deleted).
     */
    status: varchar("status", { length: 16 }).$type<ResourceStatus>().notNull().default(ResourceStatus.pending),
    /** The member who registered it: the only one who may upload, confirm, reuse or attach it (null: a staff resource). */
    createdBy: integer("created_by"),
    /** The staff account that registered it (the back office's uploads): the only one who may confirm or reuse it (null: a member's). */
    staffId: integer("staff_id"),
    /** The object's ETag when its content was verified; a download whose ETag differs is refused (null: before verification). */
    etag: varchar("etag", { length: 128 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("upload_resource_owner_md5_size_idx").on(t.createdBy, t.md5, t.size).where(sql`status <> 'failed'`),
    uniqueIndex("upload_resource_staff_md5_size_idx").on(t.staffId, t.md5, t.size).where(sql`status <> 'failed'`),
    check("upload_resource_one_owner", sql`(${t.createdBy} is null) <> (${t.staffId} is null)`),
    // The sweep of registrations never confirmed reads only these (abandoned-uploads.ts).
    index("upload_resource_pending_created_idx").on(t.createdAt).where(sql`status = 'pending'`),
  ],
);

/** A file attached to a business record (spec §3 attachment entry). */
export const attachments = pgTable(
  "attachment",
  {
    id: serial("id").primaryKey(),
    businessType: varchar("business_type", { length: 64 }).notNull(),
    businessId: varchar("business_id", { length: 64 }).notNull(),
    /** The company the record belongs to: only its members see the attachment. */
    companyId: integer("company_id").notNull(),
    resourceId: requiredReference("resource_id", () => uploadResources.id),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    fileExt: varchar("file_ext", { length: 32 }).notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    createUserName: varchar("create_user_name", { length: 50 }).notNull(),
    publishUserName: varchar("publish_user_name", { length: 50 }).notNull().default(""),
    /** Spec §3 modifyStatus as last saved: 0 unchanged, 1 added. Deleted rows are removed. */
    modifyStatus: smallint("modify_status").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("attachment_business_idx").on(t.companyId, t.businessType, t.businessId)],
);
