import { noticeCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
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
