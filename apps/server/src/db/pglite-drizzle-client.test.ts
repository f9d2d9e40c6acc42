import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DRIZZLE_TEXT_TYPES, pgliteClientForDrizzle } from "./pglite-drizzle-client.ts";

const sample = pgTable("sample", {
  id: integer("id").primaryKey(),
  label: text("label").notNull(),
  at: timestamp("at", { mode: "date" }).notNull(),
  atZone: timestamp("at_zone", { withTimezone: true, mode: "string" }).notNull(),
  day: date("day").notNull(),
  span: interval("span").notNull(),
  amounts: numeric("amounts").array().notNull(),
  days: date("days").array().notNull(),
  moments: timestamp("moments", { withTimezone: true, mode: "string" }).array().notNull(),
  extra: jsonb("extra").notNull(),
});

const createTable = sql`create table sample (id integer primary key, label text not null, at timestamp not null,
  at_zone timestamptz not null, day date not null, span interval not null, amounts numeric[] not null,
  days date[] not null, moments timestamptz[] not null, extra jsonb not null)`;

const row = {
  id: 1,
  label: "钢筋 HRB400",
  at: new Date("2026-11-28T08:30:00.123Z"),
  atZone: "2026-11-28 08:30:00.5+00",
  day: "2026-11-28",
  span: "3 days 04:05:06",
  amounts: ["12.50", "0.01"],
  days: ["2026-01-01", "2026-12-31"],
  moments: ["2026-11-28 08:00:00+00"],
  extra: { 单位: "吨", 数量: 3 },
};

describe("PGlite client for drizzle", () => {
  let plainClient: PGlite;
  let adaptedClient: PGlite;
  beforeAll(async () => {
    [plainClient, adaptedClient] = await Promise.all([PGlite.create(), PGlite.create()]);
  });
  afterAll(async () => {
    await Promise.all([plainClient.close(), adaptedClient.close()]);
  });

  it("installs exactly the text parsers drizzle's driver sends with its queries", async () => {
    const sent: NonNullable<QueryOptions["parsers"]>[] = [];
    const recording = {
      query: (_text: string, _params?: unknown[], options?: QueryOptions) => {
        if (options?.parsers) sent.push(options.parsers);
        return Promise.resolve({ rows: [], fields: [], affectedRows: 0 });
      },
    };
    const db = drizzle(recording as unknown as PGlite);
    await db.select().from(sample);
    await db.execute(sql`select 1`);
    expect(sent).toHaveLength(2);
    for (const parsers of sent) {
      expect(
        Object.keys(parsers)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([...DRIZZLE_TEXT_TYPES].sort((a, b) => a - b));
      for (const parse of Object.values(parsers)) expect(parse("2026-11-28 08:00:00", 0)).toBe("2026-11-28 08:00:00");
    }
  });

  it("reads every column type as the plain driver does, outside and inside (nested) transactions", async () => {
    const plain = drizzle(plainClient);
    const adapted = drizzle(pgliteClientForDrizzle(adaptedClient));
    const reads = async (db: typeof plain) => {
      await db.execute(createTable);
      await db.insert(sample).values(row);
      const selected = await db.select().from(sample);
      const raw = (await db.execute(sql`select * from sample`)).rows;
      const inTransaction = await db.transaction(async (tx) => {
        await tx.update(sample).set({ label: "钢筋 HRB500" }).where(sql`id = 1`);
        const nested = await tx.transaction(async (inner) => inner.select().from(sample));
        return { nested, raw: (await tx.execute(sql`select * from sample`)).rows };
      });
      return { selected, raw, inTransaction };
    };
    const [expected, actual] = [await reads(plain), await reads(adapted)];
    expect(actual).toEqual(expected);
    expect(actual.selected).toEqual([row]);
    expect(actual.inTransaction.nested[0]?.label).toBe("钢筋 HRB500");
  });

  it("hands the client drizzle's queries without their parsers", async () => {
    const query = vi.spyOn(adaptedClient, "query");
    try {
      const db = drizzle(pgliteClientForDrizzle(adaptedClient));
      await db.select().from(sample);
      expect(query).toHaveBeenCalledTimes(1);
      expect(query.mock.calls[0]?.[2]).toEqual({ rowMode: "array" });
    } finally {
      query.mockRestore();
    }
  });
});
