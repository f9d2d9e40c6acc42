import type { OperatorRole } from "@cidp/domain";
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";

/** A platform operator: logs in on the operator area only, with a password and a TOTP second factor. */
export const operators = pgTable("operator", {
  id: serial("id").primaryKey(),
  username: varchar("username", { length: 32 }).notNull().unique(),
  displayName: varchar("display_name", { length: 50 }).notNull(),
  /** Null until the operator set one through an enrolment link (operators are created by command). */
  passwordHash: text("password_hash"),
  role: varchar("role", { length: 16 }).$type<OperatorRole>().notNull().default("管理员"),
  /**
   * May serve as an enterprise VIP company's 专属客户经理 (capabilities/vip/account-manager.ts): a
   * flag beside the role, since a manager keeps doing their role's work (most are 客服).
   */
  accountManager: boolean("account_manager").notNull().default(false),
  /** The number a VIP company's members call their manager on ("" for none): a landline or a mobile. */
  workPhone: varchar("work_phone", { length: 20 }).notNull().default(""),
  /** When the manager answers, as the member reads it (e.g. 工作日 8:30-17:30). */
  serviceHours: varchar("service_hours", { length: 40 }).notNull().default(""),
  /** Set when an administrator disabled the account: no log-in, sessions revoked. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /** The TOTP secret, encrypted; null until the operator enrolled an authenticator. */
  totpSecretCipher: text("totp_secret_cipher"),
  /** The last time step accepted, so one code cannot be used twice. */
  totpLastStep: integer("totp_last_step"),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An operator's session: `password` after the first factor (may only enrol or give a code), `full` after TOTP. */
export const operatorSessions = pgTable(
  "operator_session",
  {
    id: uuid("id").primaryKey(),
    operatorId: requiredReference("operator_id", () => operators.id, { onDelete: "cascade" }),
    stage: varchar("stage", { length: 16 }).$type<"password" | "full">().notNull(),
    /** A TOTP secret offered for enrolment, encrypted, until a code from it is given. */
    pendingSecretCipher: text("pending_secret_cipher"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("operator_session_operator_idx").on(t.operatorId)],
);

/** What operators did and tried, newest first: log-ins, enrolments, every review decision. */
export const operatorAudit = pgTable(
  "operator_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    operatorId: integer("operator_id"),
    /** e.g. login.password, login.failed, totp.enrolled, review.approve, review.reject. */
    action: varchar("action", { length: 40 }).notNull(),
    subjectKind: varchar("subject_kind", { length: 32 }),
    subjectId: integer("subject_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    ip: varchar("ip", { length: 64 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operator_audit_time_idx").on(t.createdAt, t.id)],
);

/**
 * A one-time enrolment link (issue "production"): created by `cli.js operator create|reissue`, it is
 * the only way an authenticator is bound to an operator. Only its SHA-256 is kept; it expires and is
 * used once. The TOTP secret offered on its page is kept here (sealed) until a code from it is given.
 */
export const operatorEnrolments = pgTable(
  "operator_enrolment",
  {
    id: serial("id").primaryKey(),
    operatorId: requiredReference("operator_id", () => operators.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    pendingSecretCipher: text("pending_secret_cipher"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("operator_enrolment_operator_idx").on(t.operatorId)],
);
