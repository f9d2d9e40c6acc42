import { randomBytes } from "node:crypto";
import { equipmentCalls } from "@cidp/api-client/contract";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices } from "../../platform/notice/schema.ts";
import { businessIdOf, demo, type LoggedIn, login, storedUpload } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { equipmentListings, equipmentRequests } from "./schema.ts";
import { acceptedRequestsOf } from "./test-fixtures.ts";

const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * No double booking under concurrency, on any suite target: on Postgres the accepts really run at
 * once on separate connections (the row lock and the exclusion constraint are what stop them). And
 * no half-written request or decision: each is kept together with its notice, or not at all.
 */
export function equipmentBookingSuite(target: SuiteTarget): void {
  describe(`equipment bookings under concurrency and failed writes (${target.name})`, () => {
    let t: TestApp;
    let owner: LoggedIn;
    let renter: LoggedIn;
    beforeAll(async () => {
      t = await target.open();
      owner = await login(t, demo.first.phone, await businessIdOf(t.database.db, "91220101MA14XKQ355"));
      renter = await login(t, demo.second.phone);
    });
    afterAll(() => t?.close());

    const post = (who: LoggedIn, path: string, payload: object) => t.app.inject({ method: "POST", url: path, headers: who.headers, payload });

    /** A crane of the owner's business on the market (a title of its own lets a test single out its notices). */
    async function listedCrane(title = "出租徐工XGT6013塔吊"): Promise<number> {
      const photo = await storedUpload(t.database.db, owner.userId, "crane.jpg", 1000);
      const saved = await post(owner, equipmentCalls.save.path, {
        trade: "rent",
        category: "tower-crane",
        title,
        brand: "徐工",
        model: "XGT6013",
        year: 2022,
        workingHours: 1800,
        regionCode: "220104",
        priceFen: 2_000_00,
        priceUnit: "shift",
        photoIds: [photo],
      });
      const id = (saved.json() as { data: { id: number } }).data.id;
      await t.database.db.update(equipmentListings).set({ state: "listed" }).where(eq(equipmentListings.id, id));
      return id;
    }

    /**
     * Makes the database refuse every notice that names `marker` (as a lost connection would at that
     * write) until the returned function lifts it; other notices, of other suites, go through.
     */
    async function refuseNoticesNaming(marker: string): Promise<() => Promise<void>> {
      const trigger = `refuse_notice_${randomBytes(4).toString("hex")}`;
      const db = t.database.db;
      await db.execute(
        sql.raw(
          "create or replace function equipment_suite_refuse_notice() returns trigger language plpgsql as $$ begin raise exception 'notice refused'; end $$",
        ),
      );
      await db.execute(
        sql.raw(
          `create trigger ${trigger} before insert on notice for each row when (position('${marker}' in new.content) > 0) execute function equipment_suite_refuse_notice()`,
        ),
      );
      return async () => void (await db.execute(sql.raw(`drop trigger ${trigger} on notice`)));
    }

    const noticesNaming = (marker: string) =>
      t.database.db
        .select()
        .from(notices)
        .where(like(notices.content, `%${marker}%`));

    it("keeps no booking request whose notice to the owner cannot be written, and keeps both once it can", async () => {
      const marker = `原子${randomBytes(3).toString("hex")}`;
      const id = await listedCrane(`出租塔吊${marker}`);
      const booking = { listingId: id, startDate: day(80), endDate: day(82) };
      const lift = await refuseNoticesNaming(marker);
      try {
        const refused = await post(renter, equipmentCalls.request.path, booking);
        expect(refused.statusCode).toBe(500);
      } finally {
        await lift();
      }
      expect(await t.database.db.select().from(equipmentRequests).where(eq(equipmentRequests.listingId, id))).toEqual([]);
      expect(await noticesNaming(marker)).toEqual([]);
      const sent = await post(renter, equipmentCalls.request.path, booking);
      expect((sent.json() as { code: number }).code).toBe(200);
      expect(await t.database.db.select().from(equipmentRequests).where(eq(equipmentRequests.listingId, id))).toHaveLength(1);
      expect(await noticesNaming(marker)).toHaveLength(1);
    });

    it("leaves a request pending when the decision's notice to the requester cannot be written", async () => {
      const marker = `原子${randomBytes(3).toString("hex")}`;
      const id = await listedCrane(`出租塔吊${marker}`);
      const sent = await post(renter, equipmentCalls.request.path, { listingId: id, startDate: day(90), endDate: day(92) });
      const requestId = (sent.json() as { data: { id: number } }).data.id;
      const lift = await refuseNoticesNaming(`${marker}」的请求`);
      try {
        const refused = await post(owner, equipmentCalls.decide.path, { id: requestId, accept: true });
        expect(refused.statusCode).toBe(500);
      } finally {
        await lift();
      }
      const [request] = await t.database.db.select().from(equipmentRequests).where(eq(equipmentRequests.id, requestId));
      expect(request).toMatchObject({ state: "pending", decidedAt: null });
      const accepted = await post(owner, equipmentCalls.decide.path, { id: requestId, accept: true });
      expect((accepted.json() as { code: number }).code).toBe(200);
    });

    it("accepts exactly one of five overlapping requests accepted at once", async () => {
      const id = await listedCrane();
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        const sent = await post(renter, equipmentCalls.request.path, { listingId: id, startDate: day(10 + i), endDate: day(20 + i) });
        ids.push((sent.json() as { data: { id: number } }).data.id);
      }
      const answers = await Promise.all(ids.map((requestId) => post(owner, equipmentCalls.decide.path, { id: requestId, accept: true })));
      const codes = answers.map((answer) => (answer.json() as { code: number }).code).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409]);
      expect(await acceptedRequestsOf(t.database.db, id)).toHaveLength(1);
    });

    it("accepts requests of days apart side by side", async () => {
      const id = await listedCrane();
      const ids: number[] = [];
      for (const start of [30, 40, 50]) {
        const sent = await post(renter, equipmentCalls.request.path, { listingId: id, startDate: day(start), endDate: day(start + 5) });
        ids.push((sent.json() as { data: { id: number } }).data.id);
      }
      const answers = await Promise.all(ids.map((requestId) => post(owner, equipmentCalls.decide.path, { id: requestId, accept: true })));
      expect(answers.map((answer) => (answer.json() as { code: number }).code)).toEqual([200, 200, 200]);
    });

    it("refuses in the database one of two overlapping accepted rows written at once, whoever writes them", async () => {
      const id = await listedCrane();
      const [listing] = await t.database.db.select().from(equipmentListings).where(eq(equipmentListings.id, id));
      const row = {
        listingId: id,
        ownerBusinessId: listing?.ownerBusinessId ?? 0,
        requesterBusinessId: renter.businessId ?? 0,
        requesterMemberId: renter.userId,
        state: "accepted",
      };
      const writes = await Promise.allSettled([
        t.database.db.insert(equipmentRequests).values({ ...row, startDate: day(60), endDate: day(65) }),
        t.database.db.insert(equipmentRequests).values({ ...row, startDate: day(63), endDate: day(70) }),
      ]);
      expect(writes.map((w) => w.status).sort()).toEqual(["fulfilled", "rejected"]);
    });
  });
}
