import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** One analytics record (spec §3), as the portal reported it, plus when it arrived. */
export const analyticsEvents = pgTable(
  "analytics_event",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dataSource: varchar("data_source", { length: 64 }).notNull(),
    /** 1 route, 0 click, 8 menu item click, 9 closable tab click, 5 http error. */
    action: smallint("action").notNull(),
    /** The client's createTime. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    realName: varchar("real_name", { length: 50 }),
    fromUrl: text("from_url"),
    toUrl: text("to_url"),
    resolution: varchar("resolution", { length: 32 }),
    stayDuration: integer("stay_duration"),
    tenantId: varchar("tenant_id", { length: 32 }),
    tenantName: varchar("tenant_name", { length: 100 }),
    userId: varchar("user_id", { length: 32 }),
    viewOptionContent: text("view_option_content"),
    viewOptionName: varchar("view_option_name", { length: 200 }),
    other: jsonb("other"),
    /** The request-source header: which platform sent it. */
    platformCode: varchar("platform_code", { length: 64 }),
  },
  (t) => [index("analytics_event_created_idx").on(t.createdAt), index("analytics_event_action_idx").on(t.action, t.createdAt)],
);
