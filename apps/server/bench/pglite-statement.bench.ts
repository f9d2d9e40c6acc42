// What one small read costs on embedded PGlite, by the path it takes: drizzle on the plain client
// (drizzle sends its parsers with every query, which PGlite merges by copying its whole parser
// table), drizzle on the client as the server opens it (db/pglite-drizzle-client.ts: parsers
// installed once), and PGlite's own `query` as the floor. A member page's call makes three to
// five such reads, so this is most of what the services spend on it (apps/portal
// bench/member-pages.bench.ts).
//
// Run: pnpm --filter @cidp/server bench:statement   [--reads 5000]

import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { pgliteClientForDrizzle } from "../src/db/pglite-drizzle-client.ts";

const { values } = parseArgs({ options: { reads: { type: "string", default: "5000" } } });
const reads = Number(values.reads);

const counter = pgTable("notice_counter", {
  memberId: integer("member_id").notNull(),
  noticeType: text("notice_type").notNull(),
  unread: integer("unread").notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true, mode: "string" }).notNull(),
});

const client = await PGlite.create();
await client.exec(`create table notice_counter (member_id integer not null, notice_type text not null, unread integer not null,
  changed_at timestamptz not null default now(), primary key (member_id, notice_type));
  insert into notice_counter (member_id, notice_type, unread) select m, t::text, (m * t) % 7 from generate_series(1, 20000) m, generate_series(0, 3) t;`);

const readOf = (db: ReturnType<typeof drizzle>) => {
  const statement = db
    .select({ noticeType: counter.noticeType, unread: counter.unread, changedAt: counter.changedAt })
    .from(counter)
    .where(eq(counter.memberId, sql.placeholder("memberId")))
    .prepare("unread_of_member");
  return (memberId: number) => statement.execute({ memberId });
};
const paths: [string, (memberId: number) => Promise<unknown>][] = [
  ["drizzle, plain client", readOf(drizzle(client))],
  ["drizzle, client as the server opens it", readOf(drizzle(pgliteClientForDrizzle(client)))],
  [
    "PGlite query (floor)",
    (memberId) => client.query("select notice_type, unread, changed_at from notice_counter where member_id = $1", [memberId], { rowMode: "array" }),
  ],
];

/** Microseconds per read, the median of five interleaved rounds. */
const figures = new Map<string, number[]>();
for (let round = 0; round < 5; round++) {
  for (const [name, read] of paths) {
    for (let i = 0; i < 200; i++) await read((i % 20000) + 1);
    const started = performance.now();
    for (let i = 0; i < reads / 5; i++) await read(((i * 7919) % 20000) + 1);
    figures.set(name, [...(figures.get(name) ?? []), ((performance.now() - started) * 1000) / (reads / 5)]);
  }
}
await client.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
console.log(`one four-row read by primary key on PGlite, ${reads} reads per path:`);
const plain = median(figures.get(paths[0]?.[0] ?? "") ?? []);
for (const [name] of paths) {
  const value = median(figures.get(name) ?? []);
  console.log(`  ${name.padEnd(40)} ${value.toFixed(0).padStart(5)} µs   ${(value / plain).toFixed(2)}× the plain client`);
}
