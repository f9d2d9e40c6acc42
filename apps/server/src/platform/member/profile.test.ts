import { profileCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractCalls, dataOf, expectFailure, type LoggedIn, login, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { personalCertifications } from "../certification/schema.ts";
import { chatUsers } from "../chat/schema.ts";
import { members } from "./schema.ts";

let t: TestApp;
let li: LoggedIn;
let zhang: LoggedIn;

const { call } = contractCalls(() => t);

const upload = (owner: LoggedIn, fileName: string) => storedUpload(t.database.db, owner.userId, fileName, 900);

beforeAll(async () => {
  t = await createTestApp();
  li = await login(t, "13800000002");
  zhang = await login(t, "13800000001");
});
afterAll(() => t.close());

describe("profile", () => {
  it("shows the masked phone and saves name, e-mail and an avatar of the member's own", async () => {
    expect(dataOf(await call(profileCalls.profile, li))).toMatchObject({ realName: "李晓梅", phoneMasked: "138****0002", email: null, nameLocked: false });
    const avatarResourceId = await upload(li, "头像.png");
    const saved = dataOf<{ realName: string; email: string; avatar: string }>(
      await call(profileCalls.updateProfile, li, { realName: "李晓梅", email: "lixm@example.cn", avatarResourceId }),
    );
    expect(saved).toMatchObject({ realName: "李晓梅", email: "lixm@example.cn" });
    expect(saved.avatar).toMatch(new RegExp(`/file/${avatarResourceId}\\?`));
    expect(dataOf(await call(profileCalls.updateProfile, li, { realName: "李晓梅", email: "" }))).toMatchObject({ email: null, avatar: saved.avatar });
  });

  it("refuses a bad e-mail, someone else's image, an SVG and an empty name; nothing changes", async () => {
    expectFailure(await call(profileCalls.updateProfile, li, { realName: "李晓梅", email: "not-an-address" }), 400, /邮箱/);
    expectFailure(await call(profileCalls.updateProfile, li, { realName: "李晓梅", email: "", avatarResourceId: await upload(zhang, "a.png") }), 400, /头像/);
    expectFailure(await call(profileCalls.updateProfile, li, { realName: "李晓梅", email: "", avatarResourceId: await upload(li, "a.svg") }), 400, /头像/);
    expectFailure(await call(profileCalls.updateProfile, li, { realName: " ", email: "" }), 400, /姓名/);
    const [member] = await t.database.db.select().from(members).where(eq(members.id, li.userId));
    expect(member?.realName).toBe("李晓梅");
  });

  it("keeps a personally certified name; the avatar reaches the chat card", async () => {
    await t.database.db.insert(personalCertifications).values({
      memberId: zhang.userId,
      realName: "张建国",
      idNumberCipher: "x",
      idNumberMasked: "x",
      frontResourceId: 1,
      backResourceId: 2,
      state: "certified",
    });
    expect(dataOf(await call(profileCalls.profile, zhang))).toMatchObject({ nameLocked: true });
    expectFailure(await call(profileCalls.updateProfile, zhang, { realName: "张三", email: "" }), 400, /实名认证/);
    // The member has a chat card once they chatted.
    await t.database.db
      .insert(chatUsers)
      .values({ id: String(zhang.userId), memberId: zhang.userId, name: "张建国" })
      .onConflictDoNothing();
    const saved = dataOf<{ avatar: string }>(
      await call(profileCalls.updateProfile, zhang, { realName: "张建国", email: "zhangjg@example.cn", avatarResourceId: await upload(zhang, "me.jpg") }),
    );
    // Contacts see the same face on the member's chat card.
    const [card] = await t.database.db.select().from(chatUsers).where(eq(chatUsers.memberId, zhang.userId));
    expect(card?.avatar).toBe(saved.avatar);
  });
});
