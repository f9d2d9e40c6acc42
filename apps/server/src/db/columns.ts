import { type AnyPgColumn, integer, type ReferenceConfig } from "drizzle-orm/pg-core";

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
