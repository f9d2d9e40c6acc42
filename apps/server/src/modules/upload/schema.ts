import { bigint, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/** A stored file, deduplicated by MD5 and size (spec §7 register: existed = 1 when complete). */
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
    /** pending until the callback found the object with the right size, then complete. */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    createdBy: integer("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("upload_resource_md5_size_idx").on(t.md5, t.size)],
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
    resourceId: integer("resource_id")
      .notNull()
      .references(() => uploadResources.id),
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
