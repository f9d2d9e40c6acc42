import { type AnyPgColumn, integer, type ReferenceConfig, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * A required link to another table's row: `integer <name> not null references <target>`, with the
 * delete action where the row goes with its parent. Most tables hold several (owner business,
 * author member, parent record), so they are declared through this one builder; it returns a fresh
 * column builder each time (Drizzle binds a builder to one table) and writes the same SQL as the
 * chain it stands for, so the migrations see no change.
 */
export function requiredReference<TName extends string>(name: TName, target: () => AnyPgColumn, actions?: ReferenceConfig["actions"]) {
  return integer(name).notNull().references(target, actions);
}

/**
 * The columns of an offer under the operator's review (a product, a service, an equipment
 * listing): its state (a draft until submitted), the reviewer's reason while refused, and when it
 * was made and last saved. Spread into the table where the columns stand; like `requiredReference`
 * it builds fresh columns each time and writes the SQL the chains did.
 */
export function reviewedOfferColumns() {
  return {
    state: varchar("state", { length: 12 }).notNull().default("draft"),
    rejectReason: text("reject_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}
