import { noticeCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { businesses } from "../member/schema.ts";
import { noticeToBusiness } from "./business-notices.ts";
import { notices } from "./schema.ts";

let t: TestApp;
let zhang: LoggedIn;
let li: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await login(t, "13800000001");
  li = await login(t, "13800000002");
});

afterAll(() => t.close());

const detail = (who: LoggedIn, id: number | string) =>
  t.app.inject({ method: "GET", url: noticeCalls.detail.path.replace(":id", String(id)), headers: who.headers });

describe("a member's notice, one at a time (/user/notice/detail)", () => {
  it("answers the member's own notice and marks it read", async () => {
    const [unread] = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, zhang.userId)))
      .limit(1);
    if (!unread) throw new Error("the seed gives 张建国 notices");
    await t.database.db.update(notices).set({ readAt: null }).where(eq(notices.id, unread.id));
    const answer = noticeCalls.detail.response.parse((await detail(zhang, unread.id)).json());
    expect(answer.data).toMatchObject({ id: unread.id, title: unread.title, isRead: 1 });
    const [after] = await t.database.db.select().from(notices).where(eq(notices.id, unread.id));
    expect(after?.readAt).not.toBeNull();
  });

  it("answers another member's notice as if it did not exist, and leaves it unread", async () => {
    const [theirs] = await t.database.db.select().from(notices).where(eq(notices.memberId, li.userId)).limit(1);
    if (!theirs) throw new Error("the seed gives 李晓梅 notices");
    await t.database.db.update(notices).set({ readAt: null }).where(eq(notices.id, theirs.id));
    expectFailure(await detail(zhang, theirs.id), 404, /消息不存在/);
    const [after] = await t.database.db.select().from(notices).where(eq(notices.id, theirs.id));
    expect(after?.readAt).toBeNull();
  });

  it.each([["0"], ["-1"], ["abc"], ["99999999999"]])("refuses the id %s with 400", async (id) => {
    expectFailure(await detail(zhang, id), 400);
  });

  it("refuses a visitor with 401", async () => {
    expectFailure(await t.app.inject({ method: "GET", url: noticeCalls.detail.path.replace(":id", "1") }), 401);
  });
});

describe("a business's notice names its business, so opening it can act for that business", () => {
  it("a notice to every member of a business carries the business's id and name in the list and the detail", async () => {
    const business = zhang.businessId ?? 0;
    const [named] = await t.database.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, business));
    await noticeToBusiness(t.database.db, business, { title: "报价已被选中", content: "您的报价已被选中。", jumpUrl: "/user/my-quotation/default?id=1" });
    const list = noticeCalls.list.response.parse(
      (await t.app.inject({ method: "GET", url: noticeCalls.list.path, query: { current: "1", size: "5" }, headers: zhang.headers })).json(),
    ).data.records;
    const sent = list.find((notice) => notice.title === "报价已被选中");
    expect(sent).toMatchObject({ businessId: business, businessName: named?.name });
    const shown = noticeCalls.detail.response.parse((await detail(zhang, sent?.id ?? 0)).json()).data;
    expect(shown).toMatchObject({ businessId: business, businessName: named?.name });
    expect(named?.name).toBeTruthy();
    // A notice of the member's own (no business) says so.
    expect(list.some((notice) => notice.businessId === null && notice.businessName === null)).toBe(true);
  });
});
