import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { businesses } from "../../platform/member/schema.ts";
import { throwawayDatabase, whenPostgres } from "../../testing/suite-target.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { vipGrants, vipPlans, vipTrainingAllowances, vipTrainingSessions } from "./schema.ts";
import { createTrainingDesk } from "./training-desk.ts";

// 企业VIP's two seats where transactions really race: registrations from two instances (two
// connection pools of one Postgres database) at once never take a third seat or overfill a room.
whenPostgres("training seats", (serverUrl) => {
  let drop: () => Promise<void>;
  let first: TestApp;
  let second: DatabaseHandle;
  let businessId = 0;

  beforeAll(async () => {
    const made = await throwawayDatabase(serverUrl, "training");
    drop = made.drop;
    first = await createTestApp({ url: made.url });
    second = await openDatabase({ url: made.url }, { migrate: false });
    const db = first.database.db;
    const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, "91220104MA17B8RT2H"));
    const [enterprise] = await db.select({ id: vipPlans.id }).from(vipPlans).where(eq(vipPlans.code, "enterprise"));
    businessId = business?.id ?? 0;
    // 长春鼎盛's seeded period, made an enterprise one in this throwaway database.
    await db
      .update(vipGrants)
      .set({ planId: enterprise?.id ?? 0 })
      .where(eq(vipGrants.businessId, businessId));
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await drop?.();
  });

  const register = (desks: ReturnType<typeof createTrainingDesk>[], sessionId: number, count: number) =>
    Promise.allSettled(
      Array.from({ length: count }, (_, i) =>
        desks[i % 2]?.register(businessId, 1, { sessionId, attendeeName: "郑秀英", attendeeMobile: `1394400500${i}` }, new Date()),
      ),
    );

  describe("training seats on Postgres, two instances", () => {
    it("gives the period two seats and no more when six registrations race", async () => {
      const desks = [createTrainingDesk(first.database.db), createTrainingDesk(second.db)];
      const [session] = await first.database.db.select().from(vipTrainingSessions).where(eq(vipTrainingSessions.capacity, 120));
      const settled = await register(desks, session?.id ?? 0, 6);
      expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(2);
      const [grant] = await first.database.db
        .select({ id: vipGrants.id })
        .from(vipGrants)
        .where(and(eq(vipGrants.businessId, businessId)));
      const [allowance] = await first.database.db
        .select()
        .from(vipTrainingAllowances)
        .where(eq(vipTrainingAllowances.grantId, grant?.id ?? 0));
      expect(allowance).toMatchObject({ seats: 2, used: 2 });
      const [after] = await first.database.db
        .select()
        .from(vipTrainingSessions)
        .where(eq(vipTrainingSessions.id, session?.id ?? 0));
      expect(after?.taken).toBe(2);
    });
  });
});
