import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/**
 * One browser error report (a Sentry event from the portal), scrubbed of tokens and phone numbers
 * before it is written. The columns are what operators filter on; `event` keeps the rest
 * (exception and stack, the last breadcrumbs, tags, contexts), bounded in size.
 */
export const errorReports = pgTable(
  "error_report",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The SDK's event id (32 hex digits): a retried envelope is stored once. */
    eventId: varchar("event_id", { length: 32 }).notNull(),
    /** When the browser saw the error (the event's timestamp). */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** fatal, error, warning, log, info or debug. */
    level: varchar("level", { length: 16 }).notNull(),
    /** The portal build that reported it. */
    release: varchar("release", { length: 200 }),
    environment: varchar("environment", { length: 64 }),
    /** The platform code tag (CIDP, CHANGCHUN, ...). */
    platformCode: varchar("platform_code", { length: 64 }),
    /** The member id, when a member was logged in; never a name or phone. */
    userId: varchar("user_id", { length: 64 }),
    /** `Type: message` of the exception, or the message of a message event. */
    message: text("message").notNull(),
    /** The page address, with secrets in its query redacted. */
    url: text("url"),
    event: jsonb("event").notNull(),
  },
  (t) => [uniqueIndex("error_report_event_id_idx").on(t.eventId), index("error_report_received_idx").on(t.receivedAt)],
);
