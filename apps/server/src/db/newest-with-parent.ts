import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database.ts";
import { type KeyedTable, offsetPage } from "./paging.ts";

/**
 * A list of `child` rows matching `where`, each with the `parent` row its `parentKey` column
 * names. Each table stands under the name its rows take in the result: `{ q: inquiryQuotations }`
 * and `{ sheet: inquirySheets }` give rows `{ q, sheet }`.
 */
interface ParentedList<CK extends string, C extends KeyedTable, PK extends string, P extends KeyedTable> {
  child: { [key in CK]: C };
  parent: { [key in PK]: P };
  parentKey: PgColumn;
  where: SQL | undefined;
}

/** A result row: the child and its parent under their names. */
type WithParent<CK extends string, C extends KeyedTable, PK extends string, P extends KeyedTable> = { [key in CK]: C["$inferSelect"] } & {
  [key in PK]: P["$inferSelect"];
};

/** Which page of a list, by number and size. */
interface PageAsked {
  current: number;
  size: number;
}

/** The one table a side of the list names. */
function tableOf<T extends KeyedTable>(side: Record<string, T>): T {
  const [table] = Object.values(side);
  if (!table) throw new Error("a parented list names one table on each side");
  return table;
}

/**
 * `limit` rows of the list from `offset`, newest child (highest id) first. The read behind a
 * business's "my …" lists: its finance applications, project registrations, quotations and tenders,
 * each joined to what it is about.
 */
async function newestWithParent<CK extends string, C extends KeyedTable, PK extends string, P extends KeyedTable>(
  db: Database,
  list: ParentedList<CK, C, PK, P>,
  limit: number,
  offset: number,
): Promise<WithParent<CK, C, PK, P>[]> {
  const child = tableOf<C>(list.child);
  const parent = tableOf<P>(list.parent);
  const rows = await db
    .select({ ...list.child, ...list.parent } as Record<string, PgTable>)
    .from(child as PgTable)
    .innerJoin(parent as PgTable, eq(parent.id, list.parentKey))
    .where(list.where)
    .orderBy(desc(child.id))
    .limit(limit)
    .offset(offset);
  return rows as WithParent<CK, C, PK, P>[];
}

/** A page of the list, newest first, with the total capped and the depth bounded as every list's (paging.ts). */
export function newestWithParentPage<CK extends string, C extends KeyedTable, PK extends string, P extends KeyedTable>(
  db: Database,
  list: ParentedList<CK, C, PK, P>,
  { current, size }: PageAsked,
) {
  const matching = db
    .select({ one: sql<number>`1` })
    .from(tableOf<C>(list.child) as PgTable)
    .where(list.where);
  return offsetPage(db, current, size, (limit, offset) => newestWithParent(db, list, limit, offset), matching);
}
