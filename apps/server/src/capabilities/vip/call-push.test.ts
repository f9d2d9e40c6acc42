import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyProfiles } from "../../platform/company/schema.ts";
import { memberships } from "../../platform/member/schema.ts";
import { notices } from "../../platform/notice/schema.ts";
import { businessIdOf } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { type PublishedCall, type PublishedCallsAfter, pushNewCalls } from "./call-push.ts";
import { vipCallPushCursors } from "./schema.ts";

let t: TestApp;
/** 长春鼎盛: a yearly VIP (seeded) in 长春, holding no construction qualification. */
let dingsheng: number;
/** 吉林宏远: in 长春 too, but no VIP. */
let hongyuan: number;
/** 吉林省安泰: the demo's enterprise VIP, in 吉林市. */
let antai: number;

const start = new Date("2026-12-01T02:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
const call = (id: number, over: Partial<PublishedCall>): PublishedCall => ({
  id,
  title: `测试公告${id}`,
  location: "吉林省长春市绿园区西新工业园区",
  qualifications: ["营业执照"],
  deadline: minutes(60 * 24 * 10),
  publishedAt: minutes(id),
  publisherBusinessId: 0,
  pageUrl: `/default/tender/detail?id=${id}`,
  ...over,
});

/** A port over fixed calls that honours the cursor, as the composition's reads do. */
const portOver =
  (calls: readonly PublishedCall[]): PublishedCallsAfter =>
  async (_db, kind, after, limit) =>
    kind === "tender"
      ? calls
          .filter((c) => c.publishedAt > after.at || (c.publishedAt.getTime() === after.at.getTime() && c.id > after.id))
          .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id - b.id)
          .slice(0, limit)
      : [];

/** The 服务通知 the members of a business got that the push wrote. */
async function pushedTo(businessId: number) {
  const rows = await t.database.db
    .select({ title: notices.title, memberId: notices.memberId, jumpUrl: notices.jumpUrl })
    .from(notices)
    .where(and(eq(notices.businessId, businessId), eq(notices.noticeType, 1)));
  return rows.filter((row) => row.title.startsWith("VIP优先推送"));
}

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  dingsheng = await businessIdOf(t.database.db, "91220104MA17B8RT2H");
  hongyuan = await businessIdOf(t.database.db, "91220101MA14XKQ355");
  antai = await businessIdOf(t.database.db, "91220200MA0Y6C9P7R");
  // Two in 长春 and 安泰 in 吉林市 (their profiles' districts), whatever the seed gave them.
  for (const [businessId, regionCode] of [
    [dingsheng, "220104"],
    [hongyuan, "220102"],
    [antai, "220204"],
  ] as const) {
    await t.database.db
      .insert(companyProfiles)
      .values({ businessId, regionCode })
      .onConflictDoUpdate({ target: companyProfiles.businessId, set: { regionCode } });
  }
}, 60_000);
afterAll(() => t.close());

describe("平台公告与招采信息优先推送", () => {
  it("starts at its first run, then pushes each new call once to the VIP companies it fits, to every member", async () => {
    const db = t.database.db;
    const calls = [
      call(1, { title: "长春地铁配套钢材公开询价" }),
      call(2, { title: "长春住宅楼施工总承包招标", qualifications: ["建筑工程施工总承包二级及以上"] }),
      call(3, { title: "吉林市厂房招标", location: "吉林市船营区" }),
      call(4, { title: "鼎盛自己的询价", publisherBusinessId: dingsheng }),
    ];
    // A call published before the push first ran is not news.
    expect(await pushNewCalls(db, portOver([call(0, { publishedAt: minutes(-5) })]), start)).toBe(0);
    const [cursor] = await db.select().from(vipCallPushCursors).where(eq(vipCallPushCursors.kind, "tender"));
    expect(cursor?.publishedAt).toEqual(start);

    const members = await db.select({ id: memberships.memberId }).from(memberships).where(eq(memberships.businessId, dingsheng));
    // 长春's call to 鼎盛, 吉林市's to 安泰.
    expect(await pushNewCalls(db, portOver(calls), minutes(10))).toBe(2);
    const pushed = await pushedTo(dingsheng);
    expect(pushed.map((n) => n.title)).toEqual(members.map(() => "VIP优先推送：新招标公告「长春地铁配套钢材公开询价」"));
    expect(new Set(pushed.map((n) => n.memberId))).toEqual(new Set(members.map((m) => m.id)));
    expect(pushed[0]?.jumpUrl).toBe("/default/tender/detail?id=1");
    expect(await pushedTo(hongyuan)).toEqual([]);
    expect(new Set((await pushedTo(antai)).map((n) => n.title))).toEqual(new Set(["VIP优先推送：新招标公告「吉林市厂房招标」"]));

    // The next run finds nothing new: nothing is pushed twice.
    expect(await pushNewCalls(db, portOver(calls), minutes(11))).toBe(0);
    expect(await pushedTo(dingsheng)).toHaveLength(members.length);
    const [moved] = await db.select().from(vipCallPushCursors).where(eq(vipCallPushCursors.kind, "tender"));
    expect(moved).toMatchObject({ publishedAt: minutes(4), lastId: 4 });
  });
});
