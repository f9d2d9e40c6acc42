import { readFileSync } from "node:fs";
import { asc, ilike, type SQL, sql } from "drizzle-orm";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlannedDatabase, plannedPglite, plannedPostgres } from "../testing/query-plans.ts";
import { whenPostgres } from "../testing/suite-target.ts";
import type { Database } from "./database.ts";
import { keywordMatch, keywordMatchInOrder } from "./keyword-match.ts";
import { containsPattern } from "./like.ts";

// The keyword condition is the bigram index's narrowing plus the ILIKE: it must answer exactly
// what the ILIKE alone answers, for any text and any keyword. Checked on PGlite (and Postgres when
// DATABASE_URL names one) with the real migration's functions, over a small table indexed like the
// lists' (the scan is switched off, so the answers come through the GIN index).

const probe = pgTable("keyword_probe", { id: serial("id").primaryKey(), title: text("title"), summary: text("summary") });

/** The Big List of Naughty Strings (shared corpora beside the repository), without NUL, which no Postgres text holds. */
const naughty = (JSON.parse(readFileSync(new URL("../../../../../shared/corpora/blns.json", import.meta.url), "utf8")) as string[]).filter(
  (s) => s.length > 0 && !s.includes("\u0000"),
);

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Any text Postgres stores: every code point but NUL, Chinese and the characters of LIKE and tsquery's syntax favoured. */
const storable = fc.string({
  unit: fc.oneof(
    fc.constantFrom("建", "设", "长", "春", "公", "司", "%", "_", "\\", "'", ":", "*", "&", "|", "!", " ", "A", "a", "İ", "ß", "Σ", "σ", "ς"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }).filter((c) => c !== "\u0000"),
  ),
  maxLength: 12,
});

function keywordSuite(name: string, open: () => Promise<PlannedDatabase>) {
  describe(`keyword match through the bigram index (${name})`, () => {
    let planned: PlannedDatabase;
    let db: Database;

    beforeAll(async () => {
      planned = await open();
      db = planned.db;
      await db.execute(sql`create table keyword_probe (id serial primary key, title text, summary text)`);
      await db.execute(sql`create index keyword_probe_idx on keyword_probe using gin (cidp_bigrams(title, summary))`);
    }, 60_000);
    afterAll(() => planned.close());

    /** Runs `read` with the table scan switched off (in a transaction: a pool's connections differ). */
    const withoutScan = <T>(read: (tx: Database) => Promise<T>) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return read(tx as unknown as Database);
      });

    const queryOf = async (keyword: string) => (await rowsOf<{ q: string | null }>(db, sql`select cidp_bigram_query(${keyword})::text as q`))[0]?.q;
    const bigramsOfText = async (...parts: (string | null)[]) =>
      (
        await rowsOf<{ v: string }>(
          db,
          sql`select cidp_bigrams(${sql.join(
            parts.map((p) => sql`${p}::text`),
            sql`, `,
          )})::text as v`,
        )
      )[0]?.v;

    it.each([
      ["建设", "'建设'"],
      ["长", "'长':*"],
      ["建设集团", "'建设' & '设集' & '集团'"],
      ["ABc", "'ab' & 'bc'"],
      ["a'b", "'a''' & '''b'"],
      ["a\\b", "'a\\\\' & '\\\\b'"],
      ["%_", "'%_'"],
      ["'", "'''':*"],
      ["a & b", "'a ' & ' &' & '& ' & ' b'"],
      ["!:*", "'!:' & ':*'"],
    ])("the keyword %j asks for %s", async (keyword, query) => {
      expect(await queryOf(keyword)).toBe(query);
    });

    it.each([
      [["长春建设"], "'建设' '春建' '设' '长春'"],
      [["Ab", "c"], "'ab' 'b' 'c'"],
      [["", null], ""],
      [[null, "x"], "'x'"],
    ] as [(string | null)[], string][])("the text %j holds the lexemes %s", async (parts, lexemes) => {
      expect(await bigramsOfText(...parts)).toBe(lexemes);
    });

    it("the GIN index answers the condition (a plan, not a scan)", async () => {
      const [plan] = await withoutScan((tx) =>
        rowsOf<{ "QUERY PLAN": string }>(tx, sql`explain select id from keyword_probe where ${keywordMatch("建设", probe.title, probe.summary)}`),
      );
      expect(plan?.["QUERY PLAN"]).toMatch(/Bitmap Heap Scan/);
    });

    /** The ids the keyword condition finds (both forms, through the index), and those the ILIKE alone finds. */
    async function bothWays(keyword: string) {
      const pattern = containsPattern(keyword);
      const through = (match: typeof keywordMatch) =>
        withoutScan((tx) =>
          tx
            .select({ id: probe.id })
            .from(probe)
            .where(match(keyword, probe.title, probe.summary))
            .orderBy(asc(probe.id)),
        );
      const [indexed, inOrder, plain] = await Promise.all([
        through(keywordMatch),
        through(keywordMatchInOrder),
        db
          .select({ id: probe.id })
          .from(probe)
          .where(sql`(${ilike(probe.title, pattern)} or ${ilike(probe.summary, pattern)})`)
          .orderBy(asc(probe.id)),
      ]);
      const ids = plain.map((r) => r.id);
      // keywordMatchInOrder differs only in how the planner estimates it: the same rows.
      expect(
        inOrder.map((r) => r.id),
        JSON.stringify(keyword),
      ).toEqual(ids);
      return { indexed: indexed.map((r) => r.id), plain: ids };
    }

    it("finds what the ILIKE finds, for every naughty string as the text and as the keyword (and its pieces)", async () => {
      await db.delete(probe);
      await db.insert(probe).values(naughty.map((title, i) => ({ title, summary: naughty[(i * 7) % naughty.length] ?? null })));
      const keywords = new Set(naughty.flatMap((s) => [s, [...s].slice(0, 1).join(""), [...s].slice(1, 3).join(""), [...s].slice(-2).join("")]));
      for (const keyword of [...keywords].filter((k) => k.length > 0)) {
        const { indexed, plain } = await bothWays(keyword);
        expect(indexed, JSON.stringify(keyword)).toEqual(plain);
      }
    }, 120_000);

    it("finds what the ILIKE finds, for random texts and keywords (pieces of the texts among them)", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(storable, fc.option(storable)), { minLength: 1, maxLength: 12 }),
          fc.nat(),
          fc.nat(),
          fc.nat(),
          storable,
          async (rows, which, from, length, random) => {
            await db.delete(probe);
            await db.insert(probe).values(rows.map(([title, summary]) => ({ title, summary })));
            const chars = [...(rows[which % rows.length]?.[0] ?? "")];
            const start = chars.length > 0 ? from % chars.length : 0;
            const piece = chars.slice(start, start + 1 + (length % 4)).join("");
            for (const keyword of [piece, random].filter((k) => k.length > 0)) {
              const { indexed, plain } = await bothWays(keyword);
              expect(indexed, JSON.stringify(keyword)).toEqual(plain);
            }
          },
        ),
        { numRuns: 150 },
      );
    }, 120_000);
  });
}

keywordSuite("PGlite", plannedPglite);
whenPostgres("keyword match through the bigram index", (url) => keywordSuite("Postgres", () => plannedPostgres(url)));
