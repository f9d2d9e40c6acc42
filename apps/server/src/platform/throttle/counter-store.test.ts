import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { createTestClock } from "../login-site/test-helpers.ts";
import { createCounterStore } from "./counter-store.ts";
import { throttleCounters } from "./schema.ts";

let database: DatabaseHandle;
const clock = createTestClock();
beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(() => database.close());

describe("the shared counters", () => {
  it("counts concurrent hits exactly: each gets its own number", async () => {
    const counters = createCounterStore(database.db, clock.now);
    const answers = await Promise.all(Array.from({ length: 40 }, () => counters.hit(["k:concurrent"], 60_000, "fixed")));
    const seen = answers.map((answer) => answer.get("k:concurrent")?.hits ?? 0).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("a fixed window keeps its end and restarts at 1 once it passed", async () => {
    const counters = createCounterStore(database.db, clock.now);
    const first = (await counters.hit(["k:fixed"], 60_000, "fixed")).get("k:fixed");
    clock.advance(30_000);
    const second = (await counters.hit(["k:fixed"], 60_000, "fixed")).get("k:fixed");
    expect(second).toMatchObject({ hits: 2, expiresAt: first?.expiresAt });
    clock.advance(30_000);
    expect((await counters.hit(["k:fixed"], 60_000, "fixed")).get("k:fixed")?.hits).toBe(1);
  });

  it("a sliding window is forgotten only after a quiet window", async () => {
    const counters = createCounterStore(database.db, clock.now);
    for (let i = 0; i < 3; i++) {
      await counters.hit(["k:sliding"], 60_000, "sliding");
      clock.advance(50_000);
    }
    expect((await counters.read(["k:sliding"])).get("k:sliding")?.hits).toBe(3);
    clock.advance(10_000);
    expect((await counters.read(["k:sliding"])).has("k:sliding")).toBe(false);
    expect((await counters.hit(["k:sliding"], 60_000, "sliding")).get("k:sliding")?.hits).toBe(1);
  });

  it("claims a turn once: of two callers that read the same count, one wins", async () => {
    const counters = createCounterStore(database.db, clock.now);
    const seen = (await counters.hit(["k:claim"], 60_000, "sliding")).get("k:claim")?.lastHitAt ?? new Date(0);
    clock.advance(1_000);
    expect(await Promise.all([counters.claim("k:claim", seen), counters.claim("k:claim", seen)])).toEqual(expect.arrayContaining([true, false]));
  });

  it("keeps keys longer than the column apart, and deletes expired rows", async () => {
    const counters = createCounterStore(database.db, clock.now);
    const [long1, long2] = [`k:${"a".repeat(300)}1`, `k:${"a".repeat(300)}2`];
    await counters.hit([long1, long1.slice(0, 250)], 60_000, "fixed");
    expect((await counters.hit([long2], 60_000, "fixed")).get(long2)?.hits).toBe(1);
    clock.advance(3_600_000);
    while ((await counters.purgeExpired()) > 0);
    const [rows] = await database.db.select({ n: count() }).from(throttleCounters);
    expect(rows?.n).toBe(0);
  });
});
