import { type CollusionAlert, type ScoringCriterion, TENDER_PUBLIC_STATES } from "@cidp/domain";
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { bigramsOf } from "../../db/keyword-match.ts";
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

/** The states a public notice is read in, as SQL literals (for the planner to prove partial indexes from). */
export const TENDER_PUBLIC_STATE_LIST = sql.raw(TENDER_PUBLIC_STATES.map((state) => `'${state}'`).join(", "));

/**
 * A public notice anyone may read: 公开招标, published, not withdrawn (邀请招标 stays among its
 * invitees), as a partial index's predicate. The lists' and the sitemap's condition
 * (public-tender-repository.ts) is the same with literals, so the planner proves the index from it.
 */
const PUBLIC_TENDER = sql`mode = 'public' and published_at is not null and state in (${TENDER_PUBLIC_STATE_LIST})`;

export const tenders = pgTable(
  "tender",
  {
    id: serial("id").primaryKey(),
    /** 招标编号: ZB + date + random part. */
    tenderNo: varchar("tender_no", { length: 24 }).notNull().unique(),
    tendererBusinessId: requiredReference("tenderer_business_id", () => businesses.id),
    ...callHeaderColumns(),
    /** 标段: name and estimate (fen) of each. */
    sections: jsonb("sections").$type<{ name: string; estimateFen: number }[]>().notNull(),
    estimateFen: bigint("estimate_fen", { mode: "number" }).notNull(),
    qualifications: jsonb("qualifications").$type<string[]>().notNull().default([]),
    depositFen: bigint("deposit_fen", { mode: "number" }).notNull().default(0),
    /** lowest_price | comprehensive */
    method: varchar("method", { length: 16 }).notNull(),
    scoringSheet: jsonb("scoring_sheet").$type<ScoringCriterion[]>().notNull().default([]),
    registrationEnd: timestamp("registration_end", { withTimezone: true }).notNull(),
    bidDeadline: timestamp("bid_deadline", { withTimezone: true }).notNull(),
    ...callContactColumns(),
    description: text("description").notNull().default(""),
    /** Bids are sealed to the tender's key pair; the private key opens only after the opening. */
    ...sealedKeyPairColumns(),
    /** The opening record, in server time (also an event row). */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    collusionAlerts: jsonb("collusion_alerts").$type<CollusionAlert[]>().notNull().default([]),
    /** Candidates in rank order, fixed when the publicity starts. */
    candidates: jsonb("candidates").$type<{ bidderId: number; rank: number; priceFen: number; averageHundredths: number | null }[]>().notNull().default([]),
    publicityStart: timestamp("publicity_start", { withTimezone: true }),
    publicityEnd: timestamp("publicity_end", { withTimezone: true }),
    objectionContact: varchar("objection_contact", { length: 200 }).notNull().default(""),
    winnerBusinessId: integer("winner_business_id").references(() => businesses.id),
    failReason: text("fail_reason").notNull().default(""),
    /** updatedAt: the last change of what the public notice shows (the sitemap's lastmod). */
    ...callLifecycleColumns(),
  },
  (t) => [
    index("tender_tenderer_idx").on(t.tendererBusinessId, t.id),
    // 统计报表: the tenders one China day created.
    index("tender_created_idx").on(t.createdAt),
    // Keyword search through its bigrams (db/keyword-match.ts).
    index("tender_keyword_idx").using("gin", bigramsOf(t.title)),
    // 我的招标项目 by state tab, newest first.
    index("tender_tenderer_state_idx").on(t.tendererBusinessId, t.state, t.id),
    index("tender_public_idx").on(t.state, t.bidDeadline),
    // The sitemap's files are ranges of the public notices' ids: their lowest and highest are the
    // two ends of this index of exactly them. Over all published ids (or the key) the planner walked
    // from the newest id past every invited or unpublished notice: a million at 1e6, 370 ms.
    index("tender_public_id_idx").on(t.id).where(PUBLIC_TENDER),
    // The public notices, newest first: the newest end of the public range. The state rides along
    // so a page's ids and the count are read from the index alone (no visit to each row's page).
    index("tender_public_published_idx").on(t.mode, t.publishedAt, t.id, t.state),
  ],
);

/**
 * A business taking part in a tender: its registration, deposit and sealed bid. Prices live only in
 * the sealed columns until the opening; `openedPriceFen` is written by the opening itself.
 */
export const tenderBidders = pgTable(
  "tender_bidder",
  {
    id: serial("id").primaryKey(),
    tenderId: requiredReference("tender_id", () => tenders.id, { onDelete: "cascade" }),
    businessId: requiredReference("business_id", () => businesses.id),
    state: varchar("state", { length: 16 }).notNull().default("registered"),
    ...sealedOfferColumns(),
    depositHeld: boolean("deposit_held").notNull().default(false),
    rejectReason: varchar("reject_reason", { length: 300 }).notNull().default(""),
    /** unpaid | confirming | paid | refunding | refunded | forfeited */
    depositState: varchar("deposit_state", { length: 12 }).notNull().default("unpaid"),
    /** online | voucher | guarantee, empty until chosen */
    depositMethod: varchar("deposit_method", { length: 10 }).notNull().default(""),
    depositReference: varchar("deposit_reference", { length: 80 }).notNull().default(""),
    sealedForTenderer: text("sealed_for_tenderer"),
    /** Where the bid came from, kept for the collusion signals at the opening. */
    uploadIp: varchar("upload_ip", { length: 64 }).notNull().default(""),
    deviceId: varchar("device_id", { length: 80 }).notNull().default(""),
    openedPriceFen: bigint("opened_price_fen", { mode: "number" }),
    /** Line prices revealed at the opening (by section), for the record and the collusion check. */
    openedLines: jsonb("opened_lines").$type<number[]>(),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tender_bidder_once_idx").on(t.tenderId, t.businessId), index("tender_bidder_business_idx").on(t.businessId, t.id)],
);

/**
 * A document a bidder attached through the upload engine: its qualification documents (at
 * registration), the transfer voucher of an offline deposit, or a technical-response file of its
 * bid. Where it was attached from is kept for the collusion signals at the opening.
 */
export const tenderAttachments = pgTable(
  "tender_attachment",
  {
    id: serial("id").primaryKey(),
    bidderId: requiredReference("bidder_id", () => tenderBidders.id, { onDelete: "cascade" }),
    /** qualification | voucher | technical */
    kind: varchar("kind", { length: 16 }).notNull(),
    resourceId: requiredReference("resource_id", () => uploadResources.id),
    uploadIp: varchar("upload_ip", { length: 64 }).notNull().default(""),
    deviceId: varchar("device_id", { length: 80 }).notNull().default(""),
    attachedBy: requiredReference("attached_by", () => members.id),
    attachedAt: timestamp("attached_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("tender_attachment_bidder_idx").on(t.bidderId, t.kind)],
);

/** An objection (异议) to the candidate announcement by a bidder, and the tenderer's answer. */
export const tenderObjections = pgTable(
  "tender_objection",
  {
    id: serial("id").primaryKey(),
    tenderId: requiredReference("tender_id", () => tenders.id, { onDelete: "cascade" }),
    bidderId: requiredReference("bidder_id", () => tenderBidders.id, { onDelete: "cascade" }),
    filedBy: requiredReference("filed_by", () => members.id),
    content: text("content").notNull(),
    filedAt: timestamp("filed_at", { withTimezone: true }).notNull(),
    answer: text("answer"),
    answeredBy: integer("answered_by").references(() => members.id),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [index("tender_objection_tender_idx").on(t.tenderId, t.id), index("tender_objection_bidder_idx").on(t.bidderId)],
);

/** A clarification or addendum (澄清 / 补遗), visible to every bidder. */
export const tenderClarifications = pgTable("tender_clarification", {
  id: serial("id").primaryKey(),
  tenderId: requiredReference("tender_id", () => tenders.id, { onDelete: "cascade" }),
  content: text("content").notNull(),
  substantive: boolean("substantive").notNull().default(false),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
});

/**
 * A file of the tender's own documents: the 招标文件 published with it (version 1), or a file of a
 * 补遗 (a clarification that carries files, the next version). Written once and never changed: a
 * correction is a new version through a clarification.
 */
export const tenderDocuments = pgTable(
  "tender_document",
  {
    id: serial("id").primaryKey(),
    tenderId: requiredReference("tender_id", () => tenders.id, { onDelete: "cascade" }),
    /** The clarification that published it; null for the 招标文件 itself. */
    clarificationId: integer("clarification_id").references(() => tenderClarifications.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    resourceId: requiredReference("resource_id", () => uploadResources.id),
    attachedBy: requiredReference("attached_by", () => members.id),
    attachedAt: timestamp("attached_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("tender_document_tender_idx").on(t.tenderId, t.version, t.id)],
);

/** A bidder's acknowledgement of a clarification. */
export const tenderAcknowledgements = pgTable(
  "tender_acknowledgement",
  {
    id: serial("id").primaryKey(),
    clarificationId: requiredReference("clarification_id", () => tenderClarifications.id, { onDelete: "cascade" }),
    businessId: requiredReference("business_id", () => businesses.id),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("tender_acknowledgement_once_idx").on(t.clarificationId, t.businessId)],
);

/** One evaluator's score for one bidder on one criterion, in hundredths of a point. */
export const tenderScores = pgTable(
  "tender_score",
  {
    id: serial("id").primaryKey(),
    tenderId: requiredReference("tender_id", () => tenders.id, { onDelete: "cascade" }),
    evaluatorMemberId: requiredReference("evaluator_member_id", () => members.id),
    bidderId: requiredReference("bidder_id", () => tenderBidders.id, { onDelete: "cascade" }),
    criterionKey: varchar("criterion_key", { length: 20 }).notNull(),
    hundredths: integer("hundredths").notNull(),
  },
  (t) => [uniqueIndex("tender_score_once_idx").on(t.tenderId, t.evaluatorMemberId, t.bidderId, t.criterionKey)],
);

/** What happened to a tender, by whom, at server time; the key makes each event happen once. */
export const tenderEvents = pgTable(
  "tender_event",
  {
    id: serial("id").primaryKey(),
    tenderId: requiredReference("tender_id", () => tenders.id, { onDelete: "cascade" }),
    /** actorKind: tenderer | bidder | system */
    ...eventLogColumns(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("tender_event_key_idx").on(t.tenderId, t.eventKey)],
);

export type TenderRow = typeof tenders.$inferSelect;
export type BidderRow = typeof tenderBidders.$inferSelect;
export type TenderAttachmentKind = "qualification" | "voucher" | "technical";
