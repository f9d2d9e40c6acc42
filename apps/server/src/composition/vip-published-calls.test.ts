import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedScaleSheets } from "../capabilities/procurement/sheets-scale.seed.ts";
import { seedScaleTenders } from "../capabilities/tender/tenders-scale.seed.ts";
import { memberships } from "../platform/member/schema.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { publishedCallsAfter } from "./vip-published-calls.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  // Tenders and sheets as the scale seed writes them: public and invited, published and not.
  const [owner] = await t.database.db.select({ businessId: memberships.businessId, memberId: memberships.memberId }).from(memberships).limit(1);
  if (!owner) throw new Error("the seed has no member");
  await seedScaleTenders(t.database.db, owner, 60);
  await seedScaleSheets(t.database.db, owner, 60);
}, 120_000);
afterAll(() => t.close());

describe("the public calls the VIP push reads", () => {
  it.each(["tender", "inquiry"] as const)("reads the public %s calls after a point in publication order, from where the last read ended", async (kind) => {
    const db = t.database.db;
    const all = await publishedCallsAfter(db, kind, { at: new Date(0), id: 0 }, 1_000);
    expect(all.length).toBeGreaterThan(1);
    const order = all.map((c) => [c.publishedAt.getTime(), c.id] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    for (const c of all) expect(c.pageUrl).toMatch(kind === "tender" ? /^\/default\/tender\/detail\?id=\d+$/ : /^\/user\/my-quotation\/default\?id=\d+$/);
    const [first, second] = all;
    const rest = await publishedCallsAfter(db, kind, { at: first?.publishedAt ?? new Date(0), id: first?.id ?? 0 }, 1);
    expect(rest.map((c) => c.id)).toEqual([second?.id]);
  });
});
