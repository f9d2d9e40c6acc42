import type { OpenScope } from "@cidp/domain";
import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses, members } from "../member/schema.ts";

/**
 * The apps a business registered for its own systems (开放接口应用, issue 68), or platform staff
 * registered for a partner. Its secret is kept as a scrypt hash only: it is shown once, when made.
 * A revoked app keeps its row (its call log stays readable) and can never take a token again.
 */
export const openApps = pgTable(
  "open_app",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id),
    name: varchar("name", { length: 40 }).notNull(),
    /** The public half of the client credentials, `cidp_` and 24 hex digits. */
    clientId: varchar("client_id", { length: 40 }).notNull().unique(),
    /** scrypt of the secret, `salt:hash` in base64url. */
    secretHash: varchar("secret_hash", { length: 200 }).notNull(),
    scopes: jsonb("scopes").$type<OpenScope[]>().notNull(),
    perMinute: integer("per_minute").notNull(),
    perDay: integer("per_day").notNull(),
    /** Who registered it: a member of the business, or null when staff did for a partner. */
    createdBy: integer("created_by").references(() => members.id),
    partner: boolean("partner").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    secretRotatedAt: timestamp("secret_rotated_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("open_app_business_idx").on(t.businessId, t.id)],
);

/**
 * The access tokens given out (RFC 6749 §4.4): opaque random strings, kept as their SHA-256 only.
 * Each call looks its token up here, so a revoked app or a rotated secret stops its tokens at once
 * (`secret_generation` must still be the app's).
 */
export const openTokens = pgTable(
  "open_token",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    appId: requiredReference("app_id", () => openApps.id),
    scopes: jsonb("scopes").$type<OpenScope[]>().notNull(),
    /** The app's `secret_rotated_at` when the token was given: a later rotation ends it. */
    secretGeneration: timestamp("secret_generation", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("open_token_app_idx").on(t.appId), index("open_token_expires_at_idx").on(t.expiresAt)],
);

/** Every open call an app made, answered or refused (audit; the business reads its apps' logs). */
export const openCallLog = pgTable(
  "open_call_log",
  {
    id: serial("id").primaryKey(),
    appId: requiredReference("app_id", () => openApps.id),
    businessId: requiredReference("business_id", () => businesses.id),
    method: varchar("method", { length: 8 }).notNull(),
    path: varchar("path", { length: 200 }).notNull(),
    status: smallint("status").notNull(),
    scope: varchar("scope", { length: 40 }).notNull().default(""),
    durationMs: integer("duration_ms").notNull(),
    /** The caller's address as the server saw it. */
    source: varchar("source", { length: 64 }).notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("open_call_log_app_idx").on(t.appId, t.id)],
);
