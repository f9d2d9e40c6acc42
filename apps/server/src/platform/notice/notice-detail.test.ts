import { noticeCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useDemoMembers } from "../../testing/demo-members.ts";
import { expectFailure, type LoggedIn } from "../../testing/suite-helpers.ts";
import { businesses } from "../member/schema.ts";
import { noticeToBusiness } from "./business-notices.ts";
import { notices } from "./schema.ts";

const suite = useDemoMembers();

const detail = (who: LoggedIn, id: number | string) =>
  suite.t.app.inject({ method: "GET", url: noticeCalls.detail.path.replace(":id", String(id)), headers: who.headers });

describe("a member's notice, one at a time (/user/notice/detail)", () => {
  it("answers the member's own notice and marks it read", async () => {
    const [unread] = await suite.t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, suite.zhang.userId)))
      .limit(1);
    if (!unread) throw new Error("the seed gives 张建国 notices");
    await suite.t.database.db.update(notices).set({ readAt: null }).where(eq(notices.id, unread.id));
    const answer = noticeCalls.detail.response.parse((await detail(suite.zhang, unread.id)).json());
    expect(answer.data).toMatchObject({ id: unread.id, title: unread.title, isRead: 1 });
    const [after] = await suite.t.database.db.select().from(notices).where(eq(notices.id, unread.id));
    expect(after?.readAt).not.toBeNull();
  });

  it("answers another member's notice as if it did not exist, and leaves it unread", async () => {
    const [theirs] = await suite.t.database.db.select().from(notices).where(eq(notices.memberId, suite.li.userId)).limit(1);
    if (!theirs) throw new Error("the seed gives 李晓梅 notices");
    await suite.t.database.db.update(notices).set({ readAt: null }).where(eq(notices.id, theirs.id));
    expectFailure(await detail(suite.zhang, theirs.id), 404, /消息不存在/);
    const [after] = await suite.t.database.db.select().from(notices).where(eq(notices.id, theirs.id));
    expect(after?.readAt).toBeNull();
  });

  it.each([["0"], ["-1"], ["abc"], ["99999999999"]])("refuses the id %s with 400", async (id) => {
    expectFailure(await detail(suite.zhang, id), 400);
  });

  it("refuses a visitor with 401", async () => {
    expectFailure(await suite.t.app.inject({ method: "GET", url: noticeCalls.detail.path.replace(":id", "1") }), 401);
  });
});

describe("a business's notice names its business, so opening it can act for that business", () => {
  it("a notice to every member of a business carries the business's id and name in the list and the detail", async () => {
    const business = suite.zhang.businessId ?? 0;
    const [named] = await suite.t.database.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, business));
    await noticeToBusiness(suite.t.database.db, business, { title: "报价已被选中", content: "您的报价已被选中。", jumpUrl: "/user/my-quotation/default?id=1" });
    const list = noticeCalls.list.response.parse(
      (await suite.t.app.inject({ method: "GET", url: noticeCalls.list.path, query: { current: "1", size: "5" }, headers: suite.zhang.headers })).json(),
    ).data.records;
    const sent = list.find((notice) => notice.title === "报价已被选中");
    expect(sent).toMatchObject({ businessId: business, businessName: named?.name });
    const shown = noticeCalls.detail.response.parse((await detail(suite.zhang, sent?.id ?? 0)).json()).data;
    expect(shown).toMatchObject({ businessId: business, businessName: named?.name });
    expect(named?.name).toBeTruthy();
    // A notice of the member's own (no business) says so.
    expect(list.some((notice) => notice.businessId === null && notice.businessName === null)).toBe(true);
  });
});
