import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { businesses, members } from "../member/schema.ts";

/**
 * A role of a business: one of the templates every business gets (template set), or one of the
 * business's own (template null). Permissions are keys of the domain's PERMISSION_KEYS.
 */
export const businessRoles = pgTable(
  "business_role",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    template: varchar("template", { length: 16 }),
    name: varchar("name", { length: 20 }).notNull(),
    permissions: jsonb("permissions").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("business_role_name_idx").on(t.businessId, t.name), index("business_role_business_idx").on(t.businessId)],
);

/** Which roles a member holds in a business (any number; the permissions are their union). */
export const memberRoles = pgTable(
  "member_role",
  {
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    roleId: requiredReference("role_id", () => businessRoles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.businessId, t.roleId] }), index("member_role_role_idx").on(t.roleId)],
);

/** An invitation to join a business, addressed to a phone (registered or not yet). */
export const businessInvitations = pgTable(
  "business_invitation",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    phone: varchar("phone", { length: 11 }).notNull(),
    roleIds: jsonb("role_ids").$type<number[]>().notNull().default([]),
    invitedBy: requiredReference("invited_by", () => members.id, { onDelete: "cascade" }),
    /** pending | accepted | declined | revoked */
    status: varchar("status", { length: 12 }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    // One open invitation per business and phone: a second one is refused, not queued.
    uniqueIndex("business_invitation_pending_idx").on(t.businessId, t.phone).where(sql`${t.status} = 'pending'`),
    index("business_invitation_phone_idx").on(t.phone),
  ],
);

/**
 * 申请加入: a member asks the administrators of a business already on the platform to invite them
 * (issue 61). An administrator turns it into an invitation with roles (the invitation it became is
 * kept) or declines it; the requester never sees the business's members.
 */
export const businessJoinRequests = pgTable(
  "business_join_request",
  {
    id: serial("id").primaryKey(),
    businessId: requiredReference("business_id", () => businesses.id, { onDelete: "cascade" }),
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    message: varchar("message", { length: 200 }).notNull().default(""),
    /** pending | invited | declined */
    status: varchar("status", { length: 12 }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: integer("answered_by").references(() => members.id, { onDelete: "set null" }),
    invitationId: integer("invitation_id").references(() => businessInvitations.id, { onDelete: "set null" }),
  },
  (t) => [
    // One open request per member and business: a second one is refused, not queued (two at once too).
    uniqueIndex("business_join_request_open_idx").on(t.businessId, t.memberId).where(sql`${t.status} = 'pending'`),
    index("business_join_request_business_idx").on(t.businessId, t.status, t.createdAt),
    index("business_join_request_member_idx").on(t.memberId, t.createdAt),
  ],
);
