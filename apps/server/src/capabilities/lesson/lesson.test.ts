import { randomBytes } from "node:crypto";
import { lessonCalls, lessonPaths } from "@cidp/api-client/contract";
import { asc, eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../composition/seed.ts";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { members } from "../../platform/member/schema.ts";
import { createSessionService } from "../../platform/member/session.service.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import { registerAuth } from "../../plugins/auth.ts";
import { registerEnvelopeStatus } from "../../plugins/envelope-status.ts";
import { registerErrorHandler } from "../../plugins/error-handler.ts";
import { startTestObjectStore, type TestObjectStore } from "../../testing/test-object-store.ts";
import { lessonKind } from "./lesson-kind.ts";
import { sampleVideos } from "./lesson-videos.ts";
import { lessonRoutes } from "./routes.ts";
import { lawLessonChapters, lawLessons } from "./schema.ts";
import { seedLessonVideos } from "./seed-videos.ts";
import { signVideoLink } from "./video-link.ts";
import { createVideoStore } from "./video-store.ts";

let database: DatabaseHandle;
let store: TestObjectStore;
let app: ReturnType<typeof Fastify>;
const secret = randomBytes(24).toString("base64url");
const clock = Date.now();
const headersOf: Record<string, Record<string, string>> = {};
const ids: Record<string, number> = {};
/** The first paid lesson: its first chapter is a free preview, the second is not. */
let lesson: { id: number; title: string; priceFen: number };
let freeChapter: number;
let paidChapter: number;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await seed(database.db);
  store = await startTestObjectStore("lesson-test");
  const { storage } = store;
  // The first lesson's two first chapters, from the committed renders.
  const [first] = sampleVideos();
  await seedLessonVideos(storage, first?.slice(0, 2));

  app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerEnvelopeStatus(app);
  const sessions = createSessionService(database.db, randomBytes(32));
  registerAuth(app, sessions);
  await app.register(lessonRoutes, { db: database.db, secret, videos: createVideoStore(storage), now: () => new Date(clock) });
  for (const phone of ["13800000001", "13800000002"]) {
    const [member] = await database.db.select().from(members).where(eq(members.phone, phone));
    if (!member) throw new Error(`demo member ${phone} missing`);
    const session = await sessions.createSession(member.id);
    ids[phone] = session.businessId ?? 0;
    headersOf[phone] = { authorization: `Bearer ${session.token}`, "x-company-id": String(session.businessId) };
  }
  const [row] = await database.db.select().from(lawLessons).orderBy(asc(lawLessons.id)).limit(1);
  if (!row) throw new Error("no lessons seeded");
  lesson = row;
  const chapters = await database.db.select().from(lawLessonChapters).where(eq(lawLessonChapters.lessonId, row.id)).orderBy(asc(lawLessonChapters.seq));
  freeChapter = chapters[0]?.id ?? 0;
  paidChapter = chapters[1]?.id ?? 0;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
  await database?.close();
});

const zhang = "13800000001";
const li = "13800000002";
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

async function buy(phone: string, state: string) {
  const [member] = await database.db.select().from(members).where(eq(members.phone, phone));
  const [order] = await database.db
    .insert(serviceOrders)
    .values({
      orderNo: `20261123${randomBytes(4).toString("hex").toUpperCase()}`,
      buyerMemberId: member?.id ?? 0,
      buyerBusinessId: ids[phone] ?? 0,
      itemKind: "lesson",
      itemId: lesson.id,
      title: lesson.title,
      amountFen: lesson.priceFen,
      state,
      paidFen: lesson.priceFen,
      payBefore: new Date(),
    })
    .returning();
  return order;
}

describe("catalogue", () => {
  it("lists at least ten lessons, filters by category, price and keyword", async () => {
    const all = (await get(`${lessonCalls.list.path}?size=100`)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(10);
    // Courses of a believable length: 4 to 10 lectures, 1.5 to 6 hours.
    for (const record of all.records as { chapterCount: number; durationSeconds: number }[]) {
      expect(record.chapterCount).toBeGreaterThanOrEqual(4);
      expect(record.chapterCount).toBeLessThanOrEqual(10);
      expect(record.durationSeconds).toBeGreaterThanOrEqual(90 * 60);
      expect(record.durationSeconds).toBeLessThanOrEqual(6 * 3600);
    }
    const free = (await get(`${lessonCalls.list.path}?price=free&size=100`)).json().data;
    expect(free.total).toBeGreaterThan(0);
    expect(free.records.every((r: { priceFen: number }) => r.priceFen === 0)).toBe(true);
    const category = (await get(`${lessonCalls.list.path}?category=${encodeURIComponent("劳务用工")}`)).json().data;
    expect(category.records.map((r: { category: string }) => r.category)).toEqual(Array(category.total).fill("劳务用工"));
    const found = (await get(`${lessonCalls.list.path}?keyword=${encodeURIComponent("农民工")}`)).json().data;
    expect(found.records.map((r: { title: string }) => r.title)).toEqual(["农民工工资支付合规"]);
  });

  it("shows a lesson's outline with its free preview marked", async () => {
    const detail = (await get(`${lessonCalls.detail.path}?id=${lesson.id}`)).json().data;
    expect(detail.chapters[0]).toMatchObject({ id: freeChapter, free: true });
    expect(detail.chapters[1]).toMatchObject({ id: paidChapter, free: false });
    // The lesson's 时长 is its lectures', each as long as its sample video (lesson-videos.test.ts).
    const [videos] = sampleVideos();
    expect(detail.chapters.map((c: { durationSeconds: number }) => c.durationSeconds)).toEqual(videos?.map((video) => video.seconds));
    expect(detail.durationSeconds).toBe(detail.chapters.reduce((sum: number, c: { durationSeconds: number }) => sum + c.durationSeconds, 0));
    expect(detail.introduction).toContain("演示样片");
    expect((await get(`${lessonCalls.detail.path}?id=99999`)).json().code).toBe(404);
  });

  it("tells a buyer of every lesson who provides it, who it is for, what it includes, its terms and refund rules", async () => {
    const all = (await get(`${lessonCalls.list.path}?size=100`)).json().data.records as { id: number; title: string; priceFen: number }[];
    for (const { id, title, priceFen } of all) {
      const { details } = (await get(`${lessonCalls.detail.path}?id=${id}`)).json().data;
      expect(details.provider, title).toMatch(/\S{4,}/);
      for (const part of ["audience", "includes", "terms", "refundRules"]) expect(details[part].length, `${title} ${part}`).toBeGreaterThan(0);
      // The rules say what the orders do: a paid lesson's refund is asked for on the order and decided
      // by the platform, whole or not at all; a free lesson has no order to refund.
      if (priceFen > 0) expect(details.refundRules.join("")).toMatch(/申请退款.*全额退回/);
      else expect(details.refundRules).toEqual(["免费课程不产生订单，不涉及退款"]);
    }
  });
});

describe("who may watch", () => {
  it("gives a visitor the free preview and refuses the paid chapter", async () => {
    expect((await get(`${lessonCalls.preview.path}?chapterId=${freeChapter}`)).json().data.url).toMatch(`${lessonPaths.video}/${freeChapter}?`);
    const refused = (await get(`${lessonCalls.preview.path}?chapterId=${paidChapter}`)).json();
    expect(refused).toMatchObject({ code: 403, success: false });
    expect(refused.msg).toContain("购买");
  });

  it("refuses a member whose business did not buy the lesson", async () => {
    const answer = (await get(`${lessonCalls.play.path}?chapterId=${paidChapter}`, headersOf[li])).json();
    expect(answer).toMatchObject({ code: 403, msg: "购买后观看：该章节需购买课程后学习" });
    expect((await get(`${lessonCalls.mine.path}?id=${lesson.id}`, headersOf[li])).json().data.bought).toBe(false);
    expect(
      (
        await app.inject({ method: "POST", url: `${lessonCalls.saveProgress.path}`, headers: headersOf[li], payload: { chapterId: paidChapter, position: 3 } })
      ).json().code,
    ).toBe(403);
  });

  it("sells paid lessons only, at the server's price", async () => {
    const [free] = await database.db.select().from(lawLessons).where(eq(lawLessons.priceFen, 0)).limit(1);
    const buyer = { memberId: 0, businessId: ids[li] ?? 0 };
    expect(await lessonKind.find(database.db, free?.id ?? 0, buyer)).toEqual({ refused: "免费课程无需购买，可直接学习" });
    expect(await lessonKind.find(database.db, lesson.id, buyer)).toEqual({ title: lesson.title, priceFen: 19_900 });
    expect(await lessonKind.find(database.db, 99_999, buyer)).toBeUndefined();
    // A free lesson plays in every chapter, for anyone.
    const detail = (await get(`${lessonCalls.detail.path}?id=${free?.id}`)).json().data;
    expect(detail.chapters.every((c: { free: boolean }) => c.free)).toBe(true);
  });

  it("lets the buyer watch, and takes it back when the order is refunded", async () => {
    const order = await buy(zhang, "paid");
    expect((await get(`${lessonCalls.mine.path}?id=${lesson.id}`, headersOf[zhang])).json().data.bought).toBe(true);
    const play = (await get(`${lessonCalls.play.path}?chapterId=${paidChapter}`, headersOf[zhang])).json();
    expect(play.code).toBe(200);
    expect((await get(play.data.url)).statusCode).toBe(200);
    expect(await lessonKind.find(database.db, lesson.id, { memberId: 0, businessId: ids[zhang] ?? 0 })).toEqual({ refused: "本企业已购买该课程，可直接学习" });

    await database.db
      .update(serviceOrders)
      .set({ state: "refunded" })
      .where(eq(serviceOrders.id, order?.id ?? 0));
    expect((await get(`${lessonCalls.play.path}?chapterId=${paidChapter}`, headersOf[zhang])).json().code).toBe(403);
    expect((await get(`${lessonCalls.mine.path}?id=${lesson.id}`, headersOf[zhang])).json().data.bought).toBe(false);
    expect(await lessonKind.find(database.db, lesson.id, { memberId: 0, businessId: ids[zhang] ?? 0 })).toEqual({
      title: lesson.title,
      priceFen: lesson.priceFen,
    });
    await database.db
      .update(serviceOrders)
      .set({ state: "completed" })
      .where(eq(serviceOrders.id, order?.id ?? 0));
  });
});

describe("video links", () => {
  const link = (chapterId: number, at = clock, ttl?: number) => signVideoLink(secret, lessonPaths.video, chapterId, 1, at, ttl).url;

  it("answers a range request with 206 and exactly those bytes", async () => {
    const whole = await get(link(freeChapter));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-type"]).toBe("video/webm");
    const bytes = whole.rawPayload;
    expect(bytes.length).toBeGreaterThan(1000);
    // The WebM (EBML) magic.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    const part = await get(link(freeChapter), { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers["content-length"]).toBe("100");
    expect(Buffer.compare(part.rawPayload, bytes.subarray(100, 200))).toBe(0);

    const open = await get(link(freeChapter), { range: "bytes=500-" });
    expect(open.statusCode).toBe(206);
    expect(Buffer.compare(open.rawPayload, bytes.subarray(500))).toBe(0);
    const tail = await get(link(freeChapter), { range: "bytes=-10" });
    expect(Buffer.compare(tail.rawPayload, bytes.subarray(bytes.length - 10))).toBe(0);

    const beyond = await get(link(freeChapter), { range: `bytes=${bytes.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${bytes.length}`);
  });

  it("refuses an expired link", async () => {
    const old = link(freeChapter, clock - 301_000);
    const answer = await get(old);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().msg).toBe("视频链接无效或已过期，请刷新页面");
    // Five minutes by default.
    expect(Number(new URL(link(freeChapter), "http://x").searchParams.get("e")) - Math.floor(clock / 1000)).toBe(300);
  });

  it("refuses a forged or widened link", async () => {
    const good = new URL(link(freeChapter), "http://x");
    const forged = new URL(good);
    forged.searchParams.set("s", `${good.searchParams.get("s")?.slice(0, -2)}AA`);
    expect((await get(`${forged.pathname}${forged.search}`)).statusCode).toBe(403);
    // The free chapter's signature does not open the paid one, nor a later expiry, nor another member.
    expect((await get(`${lessonPaths.video}/${paidChapter}${good.search}`)).statusCode).toBe(403);
    const later = new URL(good);
    later.searchParams.set("e", String(Number(good.searchParams.get("e")) + 3600));
    expect((await get(`${later.pathname}${later.search}`)).statusCode).toBe(403);
    const other = new URL(good);
    other.searchParams.set("m", "2");
    expect((await get(`${other.pathname}${other.search}`)).statusCode).toBe(403);
    expect((await get(`${lessonPaths.video}/${freeChapter}`)).statusCode).toBe(400);
  });
});

describe("progress", () => {
  it("saves where the member stopped and resumes there", async () => {
    const save = (position: number) =>
      app
        .inject({ method: "POST", url: `${lessonCalls.saveProgress.path}`, headers: headersOf[zhang], payload: { chapterId: paidChapter, position } })
        .then((r: { json(): { data: { position: number } } }) => r.json());
    expect((await save(4.5)).data.position).toBe(4.5);
    expect((await get(`${lessonCalls.play.path}?chapterId=${paidChapter}`, headersOf[zhang])).json().data.position).toBe(4.5);
    expect((await get(`${lessonCalls.mine.path}?id=${lesson.id}`, headersOf[zhang])).json().data.positions).toEqual([
      { chapterId: paidChapter, position: 4.5 },
    ]);
    // Past the end is the end, and a watched chapter opens from the start again.
    const length = (await database.db.select().from(lawLessonChapters).where(eq(lawLessonChapters.id, paidChapter)))[0]?.durationSeconds;
    expect((await save(9999)).data.position).toBe(length);
    expect((await get(`${lessonCalls.play.path}?chapterId=${paidChapter}`, headersOf[zhang])).json().data.position).toBe(0);
    // Another member's progress is their own.
    expect((await get(`${lessonCalls.play.path}?chapterId=${freeChapter}`, headersOf[li])).json().data.position).toBe(0);
  });
});
