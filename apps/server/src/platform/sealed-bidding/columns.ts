import { integer, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { members } from "../member/schema.ts";

/**
 * The columns an inquiry sheet (询价单) and a tender (招标项目) share, and those of their offers and
 * logs: both are calls for sealed offers, so their tables are built from the same pieces. Each
 * builder returns fresh column builders (Drizzle binds a builder to one table); the SQL names are
 * the ones the migrations already hold, so composing the tables changes no column.
 */

/** Who wrote the call and what it is about; `mode` is public | invited. */
export const callHeaderColumns = () => ({
  createdBy: requiredReference("created_by", () => members.id),
  title: varchar("title", { length: 100 }).notNull(),
  projectName: varchar("project_name", { length: 100 }).notNull().default(""),
  location: varchar("location", { length: 200 }).notNull().default(""),
  /** public | invited */
  mode: varchar("mode", { length: 8 }).notNull(),
});

/** The caller's contact, hidden from bidders and suppliers until the opening where the rules say so. */
export const callContactColumns = () => ({
  contactName: varchar("contact_name", { length: 30 }).notNull().default(""),
  contactPhone: varchar("contact_phone", { length: 20 }).notNull().default(""),
});

/**
 * The call's X25519 key pair (sealed-envelopes.ts): offers are sealed to the public key as they
 * arrive; the private key, wrapped by the server secret, is unwrapped only to open after the deadline.
 */
export const sealedKeyPairColumns = () => ({
  publicKey: text("public_key").notNull(),
  sealedPrivateKey: text("sealed_private_key").notNull(),
});

/** A call's state (its domain machine's, from 草稿) and when it went out, was made and last changed. */
export const callLifecycleColumns = () => ({
  state: varchar("state", { length: 16 }).notNull().default("draft"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An offer's versions and its author's own sealed copy (revisable before the deadline without the call's key). */
export const sealedOfferColumns = () => ({
  version: integer("version").notNull().default(0),
  sealedForAuthor: text("sealed_for_author"),
  submittedBy: integer("submitted_by").references(() => members.id),
  submittedAt: timestamp("submitted_at", { withTimezone: true }),
});

/** A row of a call's log: the key that makes each event happen once, what happened, who did it (server time in `at`). */
export const eventLogColumns = () => ({
  eventKey: varchar("event_key", { length: 80 }).notNull(),
  type: varchar("type", { length: 30 }).notNull(),
  /** the caller's side | the offerer's side | system */
  actorKind: varchar("actor_kind", { length: 10 }).notNull(),
  actorBusinessId: integer("actor_business_id"),
  actorMemberId: integer("actor_member_id"),
  /**
   * The acting person's name and their roles in the acting business as they were when they acted
   * (an audit line must not change when someone is renamed or their roles change later); null for
   * the system and for lines written before these columns were kept.
   */
  actorName: varchar("actor_name", { length: 50 }),
  actorRole: varchar("actor_role", { length: 200 }),
  note: text("note").notNull().default(""),
});
