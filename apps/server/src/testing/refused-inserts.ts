import { sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";

/**
 * Runs `work` while every insert into `table` fails (a trigger raises, as a lost connection or a
 * full disk would), then lets inserts in again: what a multi-write save does when its last write
 * cannot happen.
 */
export async function whileInsertsRefused<T>(db: Database, table: string, work: () => Promise<T>): Promise<T> {
  await db.execute(sql.raw("create or replace function refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'insert refused'; end $$"));
  await db.execute(sql.raw(`create trigger refuse_insert before insert on ${table} for each row execute function refuse_insert()`));
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`drop trigger refuse_insert on ${table}`));
  }
}
