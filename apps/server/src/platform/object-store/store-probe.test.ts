import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seed } from "../../composition/seed.ts";
import { openDatabase } from "../../db/database.ts";
import { checkReadiness } from "../../plugins/readiness.ts";
import { startTestObjectStore } from "../../testing/test-object-store.ts";
import { storeProbe } from "./store-probe.ts";

// `/ready` with the object store: ready while the store answers, not ready while it is down (its
// port refused), ready again once it is back; the database's checks are unchanged by it.

describe("readiness with the object store", () => {
  it("is false while the store is down and the database is fine", async () => {
    const store = await startTestObjectStore("probe");
    const probe = storeProbe(store.storage);
    expect(await probe()).toBe(true);
    const database = await openDatabase({ memory: true });
    try {
      await seed(database.db);
      await database.db.execute(sql`select 1`);
      expect(await checkReadiness(database.db, undefined, { objectStore: probe })).toEqual({
        ready: true,
        checks: { database: "ok", migrations: "ok", seed: "ok", objectStore: "ok" },
      });
      await store.close();
      expect(await probe()).toBe(false);
      expect(await checkReadiness(database.db, undefined, { objectStore: probe })).toEqual({
        ready: false,
        checks: { database: "ok", migrations: "ok", seed: "ok", objectStore: "failing" },
      });
    } finally {
      await database.close();
    }
  }, 60_000);
});
