import { equipmentCalls } from "@cidp/api-client/contract";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices } from "../../platform/notice/schema.ts";
import { drainSearchOutbox } from "../../platform/search/indexer.ts";
import { searchDocuments } from "../../platform/search/schema.ts";
import { createStoredFiles } from "../../platform/upload/stored-files.ts";
import { whileInsertsRefused } from "../../testing/refused-inserts.ts";
import { businessIdOf, contractCalls, dataOf, expectFailure, type LoggedIn, login, rowCount, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createListingReview } from "./listing-review.ts";
import { equipmentListings, equipmentRequests } from "./schema.ts";
import { acceptedRequestsOf, craneRental } from "./test-fixtures.ts";

let t: TestApp;
let zhang: LoggedIn;
let wang: LoggedIn;
let sun: LoggedIn;
let li: LoggedIn;
let review: ReturnType<typeof createListingReview>;

const { call } = contractCalls(() => t);

const upload = (who: LoggedIn, name = "crane.jpg", size = 1000) => storedUpload(t.database.db, who.userId, name, size);

const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function crane(who: LoggedIn = zhang, patch: Record<string, unknown> = {}) {
  return {
    ...craneRental,
    photoIds: [await upload(who)],
    certificateIds: [await upload(who, "检验报告.pdf")],
    availableFrom: day(0),
    availableTo: day(200),
    ...patch,
  };
}

/** A rental put on the market: saved, submitted and approved by the operator. */
async function listedCrane(): Promise<number> {
  const saved = dataOf<{ id: number; state: string }>(await call(equipmentCalls.save, zhang, await crane()));
  expect(saved.state).toBe("reviewing");
  expect(await review.decide("equipment", saved.id, 1, { approve: true })).toBe(true);
  return saved.id;
}

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  review = createListingReview(t.database.db, createStoredFiles(t.database.db, "test-secret"));
  const hongyuan = await businessIdOf(t.database.db, "91220101MA14XKQ355");
  zhang = await login(t, "13800000001", hongyuan);
  wang = await login(t, "13900000101", hongyuan);
  sun = await login(t, "13900000103", hongyuan);
  li = await login(t, "13800000002");
}, 60_000);
afterAll(() => t.close());

describe("the seeded market", () => {
  it("has at least forty listings across machine types and regions, with accepted bookings", async () => {
    const listings = await t.database.db.select().from(equipmentListings);
    expect(listings.length).toBeGreaterThanOrEqual(40);
    expect(new Set(listings.map((l) => l.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(listings.map((l) => l.regionCode.slice(0, 2))).size).toBeGreaterThanOrEqual(5);
    expect(listings.every((l) => l.side === "demand" || l.photos.length > 0)).toBe(true);
    const accepted = await t.database.db.select().from(equipmentRequests).where(eq(equipmentRequests.state, "accepted"));
    expect(accepted.length).toBeGreaterThan(0);
  });

  it("lists what is on the market, filtered, paged, and a detail with its taken days", async () => {
    const all = dataOf<{ total: number; records: { state: string; cover: string }[] }>(await call(equipmentCalls.market, null, { size: 12 }));
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.records.every((r) => r.state === "listed")).toBe(true);
    const cranes = dataOf<{ records: { category: string }[] }>(await call(equipmentCalls.market, null, { category: "lifting", size: 50 }));
    expect(cranes.records.length).toBeGreaterThan(0);
    expect(cranes.records.every((r) => ["tower-crane", "truck-crane", "crawler-crane", "hoist"].includes(r.category))).toBe(true);
    const jilin = dataOf<{ records: { regionCode: string; trade: string }[] }>(
      await call(equipmentCalls.market, null, { region: "22", trade: "rent", size: 50 }),
    );
    expect(jilin.records.length).toBeGreaterThan(0);
    expect(jilin.records.every((r) => r.regionCode.startsWith("22") && r.trade === "rent")).toBe(true);
    const cheap = dataOf<{ records: { priceFen: number }[] }>(await call(equipmentCalls.market, null, { minFen: 100_000, maxFen: 300_000, size: 50 }));
    expect(cheap.records.every((r) => r.priceFen >= 100_000 && r.priceFen <= 300_000)).toBe(true);
    expectFailure(await call(equipmentCalls.market, null, { minFen: 5, maxFen: 1 }), 400, /最低价不能高于最高价/);
    const [booked] = await t.database.db.select().from(equipmentRequests).where(eq(equipmentRequests.state, "accepted")).limit(1);
    const detail = dataOf<{ taken: { start: string }[]; photos: unknown[]; ownerName: string }>(
      await call(equipmentCalls.detail, null, { id: booked?.listingId ?? 0 }),
    );
    expect(detail.taken.map((d) => d.start)).toContain(booked?.startDate);
    expect(detail.photos.length).toBeGreaterThan(0);
    expect(detail.ownerName).not.toBe("");
  });

  it("answers regions of GB/T 2260 level by level", async () => {
    const provinces = dataOf<{ code: string; name: string }[]>(await call(equipmentCalls.regions, null));
    expect(provinces).toContainEqual({ code: "22", name: "吉林省" });
    const cities = dataOf<{ code: string; name: string }[]>(await call(equipmentCalls.regions, null, { parent: "22" }));
    expect(cities).toContainEqual({ code: "2201", name: "长春市" });
    const districts = dataOf<{ code: string; name: string }[]>(await call(equipmentCalls.regions, null, { parent: "2201" }));
    expect(districts).toContainEqual({ code: "220102", name: "南关区" });
  });
});

describe("publishing and review", () => {
  it("saves a draft, submits it, and the operator's approval puts it on the market and in the search", async () => {
    const draft = dataOf<{ id: number; state: string; regionName: string; certificates: unknown[] }>(
      await call(equipmentCalls.save, zhang, await crane(zhang, { submit: false })),
    );
    expect(draft).toMatchObject({ state: "draft", regionName: "吉林省 长春市 南关区" });
    expect(draft.certificates).toHaveLength(1);
    expectFailure(await call(equipmentCalls.detail, null, { id: draft.id }), 404);
    const submitted = dataOf<{ state: string }>(await call(equipmentCalls.change, zhang, { id: draft.id, action: "submit" }));
    expect(submitted.state).toBe("reviewing");
    const { entries } = await review.queue();
    expect(entries.map((e) => e.id)).toContain(draft.id);
    const subject = await review.subject("equipment", draft.id);
    expect(subject?.fields).toContainEqual(["所在地区", "吉林省 长春市 南关区"]);
    expect(subject?.images).toHaveLength(1);
    expect(await review.decide("equipment", draft.id, 1, { approve: true })).toBe(true);
    expect(await review.decide("equipment", draft.id, 1, { approve: true })).toBe(false);
    expect(dataOf<{ state: string }>(await call(equipmentCalls.detail, null, { id: draft.id })).state).toBe("listed");
    await drainSearchOutbox(t.database.db);
    const [indexed] = await t.database.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.source, "equipment"), eq(searchDocuments.refId, draft.id)));
    expect(indexed?.kind).toBe("equipment");
    const [notice] = await t.database.db.select().from(notices).where(eq(notices.memberId, zhang.userId)).orderBy(desc(notices.id)).limit(1);
    expect(notice?.title).toBe("设备信息已上架");
  });

  it("sends a refused listing back as a draft with the reason", async () => {
    const saved = dataOf<{ id: number }>(await call(equipmentCalls.save, zhang, await crane()));
    expect(await review.decide("equipment", saved.id, 1, { approve: false, reason: "照片与设备不符" })).toBe(true);
    const mine = dataOf<{ records: { id: number; state: string; rejectReason: string | null }[] }>(
      await call(equipmentCalls.mine, zhang, { side: "supply", size: 100 }),
    );
    expect(mine.records.find((r) => r.id === saved.id)).toMatchObject({ state: "draft", rejectReason: "照片与设备不符" });
  });

  it("decides and tells the owner in one go: a notice that cannot be written leaves the listing waiting", async () => {
    const saved = dataOf<{ id: number }>(await call(equipmentCalls.save, zhang, await crane()));
    const noticesBefore = await rowCount(t.database.db, notices);
    await expect(whileInsertsRefused(t.database.db, "notice", () => review.decide("equipment", saved.id, 1, { approve: true }))).rejects.toThrow();
    const [waiting] = await t.database.db.select().from(equipmentListings).where(eq(equipmentListings.id, saved.id));
    expect(waiting).toMatchObject({ state: "reviewing", rejectReason: null });
    expect(await rowCount(t.database.db, notices)).toBe(noticesBefore);
    expect(await review.decide("equipment", saved.id, 1, { approve: true })).toBe(true);
    expect(await rowCount(t.database.db, notices)).toBe(noticesBefore + 1);
  });

  it("delists, refuses edits of a listed machine, and closes as 已成交", async () => {
    const id = await listedCrane();
    expectFailure(await call(equipmentCalls.save, zhang, await crane(zhang, { id })), 400, /请先下架/);
    expect(dataOf<{ state: string }>(await call(equipmentCalls.change, zhang, { id, action: "delist" })).state).toBe("delisted");
    expectFailure(await call(equipmentCalls.change, zhang, { id, action: "delist" }), 400, /当前状态不能进行此操作/);
    // A colleague of the same business may manage it.
    expect(dataOf<{ state: string }>(await call(equipmentCalls.save, wang, await crane(wang, { id, submit: false }))).state).toBe("draft");
    expect(dataOf<{ state: string }>(await call(equipmentCalls.change, wang, { id, action: "submit" })).state).toBe("reviewing");
    await review.decide("equipment", id, 1, { approve: true });
    expect(dataOf<{ state: string }>(await call(equipmentCalls.change, zhang, { id, action: "close" })).state).toBe("closed");
    expectFailure(await call(equipmentCalls.change, zhang, { id, action: "submit" }), 400);
  });

  it("refuses bad input with Chinese messages and writes nothing", async () => {
    const before = await rowCount(t.database.db, equipmentListings);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: "" }, /标题至少4个字/],
      [{ category: "lifting" }, /请选择设备类别/],
      [{ regionCode: "229999" }, /请选择所在地区/],
      [{ year: 2099 }, /出厂年份不能晚于今年/],
      [{ year: 1970 }, /出厂年份不能早于1980年/],
      [{ priceUnit: "whole" }, /按台班或按月计价/],
      [{ photoIds: [] }, /至少上传1张设备照片/],
      [{ photoIds: [await upload(li)] }, /设备照片无效/],
      [{ photoIds: [await upload(zhang, "crane.exe")] }, /设备照片无效/],
      [{ certificateIds: [await upload(zhang, "a.zip")] }, /检验证书无效/],
      [{ photoIds: [await upload(zhang, "crane-raw.jpg", 10 * 1024 * 1024 + 1)] }, /crane-raw\.jpg：文件过大，请上传10M以下文件/],
      [{ availableFrom: day(10), availableTo: day(2) }, /可租结束日期不能早于开始日期/],
      [{ priceFen: -1 }, /价格不能为负数/],
    ];
    for (const [patch, message] of cases) expectFailure(await call(equipmentCalls.save, zhang, await crane(zhang, patch)), 400, message);
    expect(await rowCount(t.database.db, equipmentListings)).toBe(before);
  });

  it("lets only members with the permission publish, and no other business touch a listing", async () => {
    expectFailure(await call(equipmentCalls.save, sun, await crane(sun)), 403);
    const id = await listedCrane();
    expectFailure(await call(equipmentCalls.save, li, await crane(li, { id })), 404);
    expectFailure(await call(equipmentCalls.change, li, { id, action: "delist" }), 404);
    expectFailure(await call(equipmentCalls.save, null, await crane(zhang)), 401);
  });

  it("keeps an uncertified business's drafts, but refuses its publishing with the way to 企业认证", async () => {
    const antai = await login(t, "13900000301");
    const before = await rowCount(t.database.db, equipmentListings);
    const refused = await call(equipmentCalls.save, antai, await crane(antai, { submit: true }));
    expectFailure(refused, 403, /^贵企业尚未通过企业认证，暂不能发布设备信息。请先完成企业认证$/);
    expect(refused.json()).toMatchObject({ reason: "certification_required" });
    expect(await rowCount(t.database.db, equipmentListings)).toBe(before);
    const draft = dataOf<{ id: number; state: string }>(await call(equipmentCalls.save, antai, await crane(antai, { submit: false })));
    expect(draft.state).toBe("draft");
    expectFailure(await call(equipmentCalls.change, antai, { id: draft.id, action: "submit" }), 403, /暂不能发布设备信息/);
  });
});

describe("bookings and inquiries", () => {
  it("books dates, the owner accepts, the days are taken, notices go both ways", async () => {
    const id = await listedCrane();
    const booking = dataOf<{ id: number; state: string; counterpartName: string }>(
      await call(equipmentCalls.request, li, { listingId: id, startDate: day(5), endDate: day(9), message: "主体施工" }),
    );
    expect(booking.state).toBe("pending");
    const [toOwner] = await t.database.db.select().from(notices).where(eq(notices.memberId, zhang.userId)).orderBy(desc(notices.id)).limit(1);
    expect(toOwner?.title).toBe("设备收到新的请求");
    const received = dataOf<{ records: { id: number; counterpartName: string }[] }>(await call(equipmentCalls.requests, zhang, { box: "received", size: 100 }));
    expect(received.records.find((r) => r.id === booking.id)?.counterpartName).toBe("长春华信钢结构工程有限公司");
    // Another business may not decide it.
    expectFailure(await call(equipmentCalls.decide, li, { id: booking.id, accept: true }), 404);
    expect(dataOf<{ state: string }>(await call(equipmentCalls.decide, zhang, { id: booking.id, accept: true })).state).toBe("accepted");
    expectFailure(await call(equipmentCalls.decide, zhang, { id: booking.id, accept: false }), 400, /当前状态不能进行此操作/);
    const [toRequester] = await t.database.db.select().from(notices).where(eq(notices.memberId, li.userId)).orderBy(desc(notices.id)).limit(1);
    expect(toRequester?.title).toBe("设备请求已被接受");
    const detail = dataOf<{ taken: { start: string; end: string }[] }>(await call(equipmentCalls.detail, null, { id }));
    expect(detail.taken).toEqual([{ start: day(5), end: day(9) }]);
    expectFailure(await call(equipmentCalls.request, li, { listingId: id, startDate: day(9), endDate: day(12) }), 409, /已被预订/);
    const sent = dataOf<{ records: { id: number; state: string }[] }>(await call(equipmentCalls.requests, li, { box: "sent", size: 100 }));
    expect(sent.records.find((r) => r.id === booking.id)?.state).toBe("accepted");
  });

  it("refuses dates in the past, end before start, missing dates, its own listing, and an inquiry without words", async () => {
    const id = await listedCrane();
    const before = await rowCount(t.database.db, equipmentRequests);
    expectFailure(await call(equipmentCalls.request, li, { listingId: id, startDate: day(-1), endDate: day(2) }), 400, /开始日期不能早于今天/);
    expectFailure(await call(equipmentCalls.request, li, { listingId: id, startDate: day(6), endDate: day(3) }), 400, /结束日期不能早于开始日期/);
    expectFailure(await call(equipmentCalls.request, li, { listingId: id }), 400, /请选择开始和结束日期/);
    expectFailure(await call(equipmentCalls.request, li, { listingId: id, startDate: day(300), endDate: day(301) }), 400, /可租期内/);
    expectFailure(await call(equipmentCalls.request, zhang, { listingId: id, startDate: day(3), endDate: day(4) }), 400, /本企业/);
    const [sale] = await t.database.db
      .select()
      .from(equipmentListings)
      .where(and(eq(equipmentListings.trade, "used"), eq(equipmentListings.state, "listed")))
      .limit(1);
    const owner = sale?.ownerBusinessId;
    const asker = owner === (await businessIdOf(t.database.db, "91220106MA152W4H0D")) ? zhang : li;
    expectFailure(await call(equipmentCalls.request, asker, { listingId: sale?.id ?? 0, message: "" }), 400, /询价内容/);
    expect(await rowCount(t.database.db, equipmentRequests)).toBe(before);
    const inquiry = dataOf<{ state: string; startDate: string | null }>(
      await call(equipmentCalls.request, asker, { listingId: sale?.id ?? 0, message: "可否现场看机？" }),
    );
    expect(inquiry).toMatchObject({ state: "pending", startDate: null });
  });

  it("lets the requester withdraw a pending request, and the owner decline with a reason", async () => {
    const id = await listedCrane();
    const first = dataOf<{ id: number }>(await call(equipmentCalls.request, li, { listingId: id, startDate: day(20), endDate: day(22) }));
    expect(dataOf<{ state: string }>(await call(equipmentCalls.cancel, li, { id: first.id })).state).toBe("cancelled");
    expectFailure(await call(equipmentCalls.cancel, zhang, { id: first.id }), 404);
    const second = dataOf<{ id: number }>(await call(equipmentCalls.request, li, { listingId: id, startDate: day(20), endDate: day(22) }));
    const declined = dataOf<{ state: string; declineReason: string }>(
      await call(equipmentCalls.decide, zhang, { id: second.id, accept: false, reason: "档期已满" }),
    );
    expect(declined).toMatchObject({ state: "declined", declineReason: "档期已满" });
  });

  it("accepts exactly one of two overlapping bookings accepted at the same moment", async () => {
    const id = await listedCrane();
    const a = dataOf<{ id: number }>(await call(equipmentCalls.request, li, { listingId: id, startDate: day(30), endDate: day(40) }));
    const b = dataOf<{ id: number }>(await call(equipmentCalls.request, li, { listingId: id, startDate: day(35), endDate: day(45) }));
    const answers = await Promise.all([
      call(equipmentCalls.decide, zhang, { id: a.id, accept: true }),
      call(equipmentCalls.decide, wang, { id: b.id, accept: true }),
    ]);
    const outcomes = answers.map((r) => (r.json() as { success: boolean; code: number }).code);
    expect(outcomes.sort()).toEqual([200, 409]);
    expect(await acceptedRequestsOf(t.database.db, id)).toHaveLength(1);
  });

  it("holds the rule in the database too: a second overlapping accepted row is refused", async () => {
    const id = await listedCrane();
    const [listing] = await t.database.db.select().from(equipmentListings).where(eq(equipmentListings.id, id));
    const row = {
      listingId: id,
      ownerBusinessId: listing?.ownerBusinessId ?? 0,
      requesterBusinessId: li.businessId ?? 0,
      requesterMemberId: li.userId,
      state: "accepted",
    };
    await t.database.db.insert(equipmentRequests).values({ ...row, startDate: day(50), endDate: day(55) });
    await expect(t.database.db.insert(equipmentRequests).values({ ...row, startDate: day(55), endDate: day(60) })).rejects.toThrow();
    await t.database.db.insert(equipmentRequests).values({ ...row, startDate: day(56), endDate: day(60) });
  });
});
