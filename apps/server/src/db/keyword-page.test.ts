import { lookAheadCap } from "@cidp/domain";
import { and, desc, eq, ilike, sql } from "drizzle-orm";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlannedDatabase, plannedPglite, plannedPostgres } from "../testing/query-plans.ts";
import { whenPostgres } from "../testing/suite-target.ts";
import type { Database } from "./database.ts";
import { keywordMatch } from "./keyword-match.ts";
import { keywordBoundedPage, keywordLookup, keywordOffsetPage } from "./keyword-page.ts";
import { containsPattern } from "./like.ts";
import { MAX_PAGE_DEPTH, pageOffset } from "./paging.ts";

// The two steps (the first rows in order, then the bigram index) must answer exactly what one
// plain statement answers: the page of the matches in the list's order, and their count up to the
// cap. Checked over more rows than the walk reads, with words as common as a third of the rows, as
// rare as a few, and absent, on every page a list reaches and past it, with and without a filter.

const probe = pgTable("keyword_page_probe", { id: serial("id").primaryKey(), title: text("title").notNull(), kind: text("kind").notNull() });

/** Words by how often a title holds them (a few in a thousand to a third), and one no title holds. */
const WORDS = ["常见", "一般", "少有", "罕", "无此词"] as const;
const SHARE: Record<(typeof WORDS)[number], number> = { 常见: 0.35, 一般: 0.08, 少有: 0.02, 罕: 0.003, 无此词: 0 };
const ROWS = 6_000;

/** A deterministic title: each word in its share of the rows, between fillers. */
function titleOf(i: number): string {
  const words = WORDS.filter((word) => ((i * 2_654_435_761 + word.charCodeAt(0) * 40_503) % 100_000) / 100_000 < SHARE[word]);
  return `第${i}号${words.join("与")}工程公告`;
}

function pageSuite(name: string, open: () => Promise<PlannedDatabase>) {
  describe(`keyword pages in two steps (${name})`, () => {
    let planned: PlannedDatabase;
    let db: Database;

    beforeAll(async () => {
      planned = await open();
      db = planned.db;
      await db.execute(sql`create table keyword_page_probe (id serial primary key, title text not null, kind text not null)`);
      await db.execute(sql`create index keyword_page_probe_idx on keyword_page_probe using gin (cidp_bigrams(title))`);
      const rows = Array.from({ length: ROWS }, (_, i) => ({ title: titleOf(i), kind: i % 3 === 0 ? "甲" : "乙" }));
      for (let i = 0; i < rows.length; i += 1_000) await db.insert(probe).values(rows.slice(i, i + 1_000));
      await db.execute(sql`analyze keyword_page_probe`);
    }, 120_000);
    afterAll(() => planned.close());

    const order = [desc(probe.id)];

    /** What one plain statement answers: every match in order, then the page and the capped count. */
    async function expected(word: string, kind: string | undefined, current: number, size: number, cap: number) {
      const all = await db
        .select()
        .from(probe)
        .where(and(kind ? eq(probe.kind, kind) : undefined, ilike(probe.title, containsPattern(word))))
        .orderBy(...order);
      const offset = pageOffset(current, size);
      const total = Math.min(all.length, cap);
      const rows = offset === null || offset >= total ? [] : all.slice(offset, Math.min(offset + size, MAX_PAGE_DEPTH));
      return { rows: rows.map((row) => row.id), total };
    }

    const wordOf = fc.constantFrom(...WORDS);
    const kindOf = fc.constantFrom(undefined, "甲", "乙");
    const pageOf = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constant(100), fc.constant(101));

    it("keywordBoundedPage answers the plain statement's page and capped count", async () => {
      await fc.assert(
        fc.asyncProperty(wordOf, kindOf, pageOf, fc.constantFrom(10, 20), async (word, kind, current, size) => {
          const cap = lookAheadCap(current, size);
          const got = await keywordBoundedPage(
            db,
            probe,
            kind ? eq(probe.kind, kind) : undefined,
            { text: word, columns: [probe.title] },
            order,
            current,
            size,
            cap,
          );
          const want = await expected(word, kind, current, size, cap);
          expect({ rows: got.rows.map((row) => row.id), total: got.total }, `${word} ${kind} page ${current} of ${size}`).toEqual(want);
        }),
        { numRuns: 60 },
      );
    }, 120_000);

    it("keywordOffsetPage answers the same through a walk and the index", async () => {
      await fc.assert(
        fc.asyncProperty(wordOf, kindOf, pageOf, async (word, kind, current) => {
          const size = 10;
          const cap = lookAheadCap(current, size);
          const filters = kind ? eq(probe.kind, kind) : undefined;
          const where = and(filters, keywordMatch(word, probe.title));
          const got = await keywordOffsetPage(
            db,
            current,
            size,
            cap,
            (walkLimit, matchLimit) => {
              const walked = db
                .select({ id: probe.id, title: probe.title })
                .from(probe)
                .where(filters)
                .orderBy(...order)
                .limit(walkLimit)
                .as("walked");
              return db
                .select({ id: walked.id })
                .from(walked)
                .where(ilike(walked.title, containsPattern(word)))
                .limit(matchLimit);
            },
            {
              readPage: (limit, offset) =>
                db
                  .select({ id: probe.id })
                  .from(probe)
                  .where(where)
                  .orderBy(...order)
                  .limit(limit)
                  .offset(offset),
              matching: db.select({ one: sql`1` }).from(probe).where(where),
            },
          );
          const want = await expected(word, kind, current, size, cap);
          expect({ rows: got.rows.map((row) => row.id), total: got.total }, `${word} ${kind} page ${current}`).toEqual(want);
        }),
        { numRuns: 40 },
      );
    }, 120_000);

    it("keywordLookup answers the first matches in order, as one plain statement does", async () => {
      for (const word of WORDS) {
        for (const limit of [1, 50]) {
          const plain = () =>
            db
              .select({ id: probe.id })
              .from(probe)
              .where(ilike(probe.title, containsPattern(word)))
              .orderBy(...order)
              .limit(limit);
          const got = await keywordLookup(
            limit,
            (walkLimit, matchLimit) => {
              const newest = db
                .select({ id: probe.id, title: probe.title })
                .from(probe)
                .orderBy(...order)
                .limit(walkLimit)
                .as("newest");
              return db
                .select({ id: newest.id })
                .from(newest)
                .where(ilike(newest.title, containsPattern(word)))
                .limit(matchLimit);
            },
            () =>
              db
                .select({ id: probe.id })
                .from(probe)
                .where(keywordMatch(word, probe.title))
                .orderBy(...order)
                .limit(limit),
          );
          expect(got, `${word} ×${limit}`).toEqual(await plain());
        }
      }
    });

    it("the test's words span the cases: one fills the cap in the first walk, one needs the index, one is absent", async () => {
      const shares = await Promise.all(
        WORDS.map(
          async (word) =>
            (
              await db
                .select({ id: probe.id })
                .from(probe)
                .where(ilike(probe.title, containsPattern(word)))
            ).length / ROWS,
        ),
      );
      expect(shares[0]).toBeGreaterThan(0.3);
      expect(shares[2]).toBeLessThan(0.05);
      expect(shares[3]).toBeGreaterThan(0);
      expect(shares[4]).toBe(0);
    });
  });
}

pageSuite("PGlite", plannedPglite);
whenPostgres("keyword pages in two steps", (url) => pageSuite("Postgres", () => plannedPostgres(url)));
