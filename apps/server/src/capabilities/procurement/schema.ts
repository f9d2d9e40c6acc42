import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import {
  callContactColumns,
  callHeaderColumns,
  callLifecycleColumns,
  eventLogColumns,
  sealedKeyPairColumns,
  sealedOfferColumns,
} from "../../platform/sealed-bidding/columns.ts";
import { uploadResources } from "../../platform/upload/schema.ts";

/** A business's procurement settings: whether its sheets need 内部审批 before they go out. */
export const procurementSettings = pgTable("procurement_setting", {
  businessId: integer("business_id")
    .primaryKey()
    .references(() => businesses.id),
  requiresApproval: boolean("requires_approval").notNull().default(false),
  /** The least hours any round of its sheets lasts (MIN_ROUND_HOURS to MAX_MIN_ROUND_HOURS). */
  minRoundHours: smallint("min_round_hours").notNull().default(2),
  /** A substantive 变更公告 leaves suppliers at least this many hours before the deadline (the deadline moves otherwise). */
  changeNoticeHours: smallint("change_notice_hours").notNull().default(24),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A business's delivery address book (收货地址): the sheets take their 收货地址 from it. The region is a
 * county-level GB/T 2260 code; at most one default per business (partial unique index).
 */
export const deliveryAddresses = pgTable(
  "delivery_address",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id),
    contactName: varchar("contact_name", { length: 30 }).notNull(),
    phone: varchar("phone", { length: 11 }).notNull(),
    regionCode: varchar("region_code", { length: 6 }).notNull(),
    detail: varchar("detail", { length: 120 }).notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdBy: integer("created_by").references(() => members.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("delivery_address_business_idx").on(t.businessId, t.id),
    uniqueIndex("delivery_address_default_idx").on(t.businessId).where(sql`${t.isDefault}`),
  ],
);

/**
 * An inquiry sheet (询价单) of a buyer business (../procurement.md). The state, round and counts
 * change only through the domain's `transitionSheet`, applied under the row lock with an event row.
 */
export const inquirySheets = pgTable(
  "inquiry_sheet",
  {
    id: serial("id").primaryKey(),
    /** 询价单号: XJ + date + random part, never the row id. */
    sheetNo: varchar("sheet_no", { length: 24 }).notNull().unique(),
    buyerBusinessId: requiredReference("buyer_business_id", () => businesses.id),
    ...callHeaderColumns(),
    /** 物资 | 设备租赁 | 劳务 | 专业分包 */
    category: varchar("category", { length: 12 }).notNull(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    validityDays: smallint("validity_days").notNull().default(30),
    deliveryDate: varchar("delivery_date", { length: 10 }).notNull().default(""),
    deliveryAddress: varchar("delivery_address", { length: 300 }).notNull().default(""),
    /** The address-book entry the address was taken from (null on sheets written as free text). */
    deliveryAddressId: integer("delivery_address_id").references(() => deliveryAddresses.id, { onDelete: "set null" }),
    paymentTerms: varchar("payment_terms", { length: 60 }).notNull().default(""),
    invoiceRequirement: varchar("invoice_requirement", { length: 30 }).notNull().default(""),
    taxIncluded: boolean("tax_included").notNull().default(true),
    freightIncluded: boolean("freight_included").notNull().default(true),
    partialAllowed: boolean("partial_allowed").notNull().default(false),
    noRaise: boolean("no_raise").notNull().default(true),
    roundCap: smallint("round_cap").notNull().default(3),
    qualifications: jsonb("qualifications").$type<string[]>().notNull().default([]),
    /** Hidden from suppliers until opening. */
    ...callContactColumns(),
    remark: text("remark").notNull().default(""),
    ...callLifecycleColumns(),
    round: smallint("round").notNull().default(1),
    /** Valid quotations of the current round (kept by the quotation calls, under the sheet's lock). */
    quotations: integer("quotations").notNull().default(0),
    /** Quotations are sealed to the sheet's key pair; a round opens after its deadline. */
    ...sealedKeyPairColumns(),
    /** Rounds whose quotations have been opened (opening record: see inquiry_event 'open'). */
    openedRounds: smallint("opened_rounds").notNull().default(0),
    /** The lines a later round asks for, by round (absent: every line); the rest keep the previous round's prices. */
    roundLines: jsonb("round_lines").$type<Record<string, number[]>>().notNull().default({}),
    awardedBusinessId: integer("awarded_business_id").references(() => businesses.id),
    closingReason: text("closing_reason").notNull().default(""),
    /** Who submitted the sheet for 内部审批, and the approver's reason when it came back (shown on the draft). */
    submittedBy: integer("submitted_by").references(() => members.id),
    approvalNote: varchar("approval_note", { length: 200 }).notNull().default(""),
  },
  (t) => [
    index("inquiry_sheet_buyer_idx").on(t.buyerBusinessId, t.id),
    // 统计报表: the sheets one China day created (the rollup recomputes a day at a time).
    index("inquiry_sheet_created_idx").on(t.createdAt),
    // 我的询价单 by state tab, newest first.
    index("inquiry_sheet_buyer_state_idx").on(t.buyerBusinessId, t.state, t.id),
    index("inquiry_sheet_public_idx").on(t.state, t.deadline),
    // The open public inquiries, soonest deadline first, all and by category.
    index("inquiry_sheet_open_idx").on(t.mode, t.state, t.deadline, t.id),
    index("inquiry_sheet_open_category_idx").on(t.mode, t.state, t.category, t.deadline, t.id),
    // The public sheets in publication order: the VIP push (平台公告与招采信息优先推送) reads those after its cursor.
    index("inquiry_sheet_public_published_idx").on(t.mode, t.publishedAt, t.id),
  ],
);

/** A line of a sheet; 控制价 and 信息价 are the buyer's and never reach a supplier. */
export const inquiryLines = pgTable(
  "inquiry_line",
  {
    id: serial("id").primaryKey(),
    sheetId: requiredReference("sheet_id", () => inquirySheets.id, { onDelete: "cascade" }),
    lineNo: smallint("line_no").notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    spec: varchar("spec", { length: 200 }).notNull().default(""),
    brand: varchar("brand", { length: 100 }).notNull().default(""),
    unit: varchar("unit", { length: 10 }).notNull(),
    quantityMilli: bigint("quantity_milli", { mode: "number" }).notNull(),
    remark: varchar("remark", { length: 200 }).notNull().default(""),
    controlPriceFen: bigint("control_price_fen", { mode: "number" }),
    infoPriceFen: bigint("info_price_fen", { mode: "number" }),
  },
  (t) => [uniqueIndex("inquiry_line_no_idx").on(t.sheetId, t.lineNo)],
);

/** A supplier invited to a sheet (邀请), with the steps of its history. */
export const inquiryInvitations = pgTable(
  "inquiry_invitation",
  {
    id: serial("id").primaryKey(),
    sheetId: requiredReference("sheet_id", () => inquirySheets.id, { onDelete: "cascade" }),
    supplierBusinessId: requiredReference("supplier_business_id", () => businesses.id),
    state: varchar("state", { length: 16 }).notNull().default("invited"),
    declineReason: varchar("decline_reason", { length: 200 }).notNull().default(""),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("inquiry_invitation_supplier_idx").on(t.sheetId, t.supplierBusinessId),
    index("inquiry_invitation_supplier_list_idx").on(t.supplierBusinessId, t.id),
  ],
);

/**
 * A company invited by phone or 统一社会信用代码 before it is on the platform (待注册). An SMS asks it
 * to register and certify; when a business with that credit code, or administered by a member with
 * that phone, is certified, the row becomes a real invitation (`supplierBusinessId`, `claimedAt`).
 */
export const inquiryExternalInvitations = pgTable(
  "inquiry_external_invitation",
  {
    id: serial("id").primaryKey(),
    sheetId: requiredReference("sheet_id", () => inquirySheets.id, { onDelete: "cascade" }),
    companyName: varchar("company_name", { length: 100 }).notNull(),
    phone: varchar("phone", { length: 11 }),
    creditCode: varchar("credit_code", { length: 18 }),
    invitedBy: requiredReference("invited_by", () => members.id),
    supplierBusinessId: integer("supplier_business_id").references(() => businesses.id),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("inquiry_external_invitation_phone_idx").on(t.sheetId, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex("inquiry_external_invitation_code_idx").on(t.sheetId, t.creditCode).where(sql`${t.creditCode} is not null`),
    index("inquiry_external_invitation_pending_phone_idx").on(t.phone).where(sql`${t.claimedAt} is null`),
    index("inquiry_external_invitation_pending_code_idx").on(t.creditCode).where(sql`${t.claimedAt} is null`),
  ],
);

/**
 * A supplier's quotation on a sheet. Prices live only in the two sealed columns: `sealedForBuyer`
 * sealed to the sheet's public key (opened after the round's deadline), `sealedForAuthor` under a key of the
 * supplier (so they can see and revise their own before the deadline). Neither opens from a dump.
 */
export const inquiryQuotations = pgTable(
  "inquiry_quotation",
  {
    id: serial("id").primaryKey(),
    sheetId: requiredReference("sheet_id", () => inquirySheets.id, { onDelete: "cascade" }),
    supplierBusinessId: requiredReference("supplier_business_id", () => businesses.id),
    state: varchar("state", { length: 16 }).notNull().default("pending_response"),
    ...sealedOfferColumns(),
    /** The round of the latest submitted version. */
    round: smallint("round").notNull().default(1),
    declineReason: varchar("decline_reason", { length: 200 }).notNull().default(""),
    /** Set when a substantive 变更公告 set this quotation back: the supplier confirms again or quotes anew (cleared then). */
    reconfirmSince: timestamp("reconfirm_since", { withTimezone: true }),
    sealedForBuyer: text("sealed_for_buyer"),
    /** Earlier rounds' prices for the buyer (sealed the same way), by round. */
    sealedRounds: jsonb("sealed_rounds").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("inquiry_quotation_supplier_idx").on(t.sheetId, t.supplierBusinessId),
    index("inquiry_quotation_supplier_list_idx").on(t.supplierBusinessId, t.id),
    // 我的报价 by state tab, newest first.
    index("inquiry_quotation_supplier_state_idx").on(t.supplierBusinessId, t.state, t.id),
  ],
);

/**
 * A file of a sheet: the buyer's 询价附件 (drawings, a 清单; `quotationId` null), fixed once the
 * sheet is published; or a supplier's 报价附件 of one round, sealed with the prices until that
 * round is opened.
 */
export const inquiryDocuments = pgTable(
  "inquiry_document",
  {
    id: serial("id").primaryKey(),
    sheetId: requiredReference("sheet_id", () => inquirySheets.id, { onDelete: "cascade" }),
    quotationId: integer("quotation_id").references(() => inquiryQuotations.id, { onDelete: "cascade" }),
    /** The round a quotation's file was sent with; 0 for the sheet's own files. */
    round: smallint("round").notNull().default(0),
    /** The sheet's own files: 1 as published, then one more for each 变更公告 that added files (null for a quotation's). */
    version: smallint("version"),
    /** The 变更公告 that added it (null: published with the sheet, or a quotation's). */
    amendmentId: integer("amendment_id"),
    resourceId: requiredReference("resource_id", () => uploadResources.id),
    attachedBy: requiredReference("attached_by", () => members.id),
    attachedAt: timestamp("attached_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("inquiry_document_sheet_idx").on(t.sheetId, t.quotationId, t.round)],
);

/** A 变更公告 that amended the sheet: its reason, each change (before and after), and the deadline it left. */
export const inquiryAmendments = pgTable(
  "inquiry_amendment",
  {
    id: serial("id").primaryKey(),
    sheetId: requiredReference("sheet_id", () => inquirySheets.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    changes: jsonb("changes").$type<{ label: string; before: string; after: string }[]>().notNull(),
    substantive: boolean("substantive").notNull(),
    deadlineBefore: timestamp("deadline_before", { withTimezone: true }).notNull(),
    deadlineAfter: timestamp("deadline_after", { withTimezone: true }).notNull(),
    createdBy: requiredReference("created_by", () => members.id),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("inquiry_amendment_sheet_idx").on(t.sheetId, t.id)],
);

/** What happened to a sheet, by whom, at server time; the key makes each event happen once. */
export const inquiryEvents = pgTable(
  "inquiry_event",
  {
    id: serial("id").primaryKey(),
    sheetId: requiredReference("sheet_id", () => inquirySheets.id, { onDelete: "cascade" }),
    /** actorKind: buyer | supplier | system */
    ...eventLogColumns(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("inquiry_event_key_idx").on(t.sheetId, t.eventKey)],
);
