import { randomBytes } from "node:crypto";
import { deliveryAddressCalls, procurementCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../http/format.ts";
import { notices } from "../../platform/notice/schema.ts";
import { loginHongyuanStaff, loginInvitedSuppliers } from "../../testing/procurement-cast.ts";
import { contractCalls, type LoggedIn, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { seedDemoAddresses } from "./address-seed.ts";
import { deliveryAddresses, inquiryInvitations, inquiryQuotations, inquirySheets } from "./schema.ts";

// The delivery address book, the sheet's address taken from it, the field-by-field draft check,
// and 内部审批 before publishing (吉林宏远 requires it in the seed).
const HOUR = 3_600_000;
let t: TestApp;
let zhang: LoggedIn; // 吉林宏远 administrator
let purchaser: LoggedIn; // 13900000102 采购员
let approver: LoggedIn; // 13900000103 审批人
let finance: LoggedIn; // 13900000105 财务 (member, no buyer role)
let li: LoggedIn; // 李晓梅, 长春华信
let huaxinId = 0;

const { answer: call } = contractCalls(() => t);

type Address = { id: number; contactName: string; regionName: string; fullAddress: string; isDefault: boolean };
const book = async (who: LoggedIn) => (await call<Address[]>(deliveryAddressCalls.list, who)).data;
const address = (extra: object = {}) => ({
  contactName: "周建华",
  phone: "13943112345",
  regionCode: "220102",
  detail: "人民大街1688号 南关区项目部",
  ...extra,
});
const draft = (extra: object = {}) => ({
  title: "南关区老旧小区改造钢材采购",
  category: "物资",
  mode: "invited",
  deadline: formatDateTime(new Date(Date.now() + 48 * HOUR)),
  lines: [{ name: "HRB400E 螺纹钢", spec: "Φ16", unit: "吨", quantityMilli: 20_000 }],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret: randomBytes(32) });
  await seedDemoAddresses(t.database.db);
  ({ zhang, purchaser, approver, finance } = await loginHongyuanStaff(t));
  ({ huaxin: huaxinId, li } = await loginInvitedSuppliers(t));
}, 60_000);
afterAll(() => t.close());

describe("delivery address book", () => {
  it("lists the business's own seeded addresses, the default first, with the region named from its code", async () => {
    const mine = await book(zhang);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine[0]).toMatchObject({ isDefault: true, regionName: "吉林省 长春市 朝阳区" });
    expect(mine.filter((a) => a.isDefault)).toHaveLength(1);
    // Every member of the business reads the book; another business sees only its own.
    expect(await book(finance)).toEqual(mine);
    expect((await book(li)).every((a) => !mine.some((m) => m.id === a.id))).toBe(true);
  });

  it("masks the receivers' phones for a role that neither buys nor pays (审批人), and shows them in full to those who do", async () => {
    type WithPhone = Address & { phone: string };
    const full = (await book(purchaser)) as WithPhone[];
    expect(full.every((a) => /^1\d{10}$/.test(a.phone))).toBe(true);
    const masked = (await book(approver)) as WithPhone[];
    expect(masked.map((a) => a.id)).toEqual(full.map((a) => a.id));
    expect(masked.every((a) => /^1\d{2}\*{4}\d{4}$/.test(a.phone))).toBe(true);
    expect(masked.map((a) => a.phone)).toEqual(full.map((a) => `${a.phone.slice(0, 3)}****${a.phone.slice(-4)}`));
  });

  it("adds, edits and makes a default (one at most), for the buyer role", async () => {
    const added = await call<Address>(deliveryAddressCalls.save, purchaser, address({ isDefault: true }));
    expect(added).toMatchObject({ code: 200, data: { fullAddress: "吉林省长春市南关区人民大街1688号 南关区项目部", isDefault: true } });
    const edited = await call<Address>(deliveryAddressCalls.save, purchaser, address({ id: added.data.id, contactName: "周建民" }));
    expect(edited.data).toMatchObject({ contactName: "周建民", isDefault: true });
    const mine = await book(zhang);
    expect(mine.filter((a) => a.isDefault).map((a) => a.id)).toEqual([added.data.id]);
    const other = mine.find((a) => !a.isDefault);
    expect((await call(deliveryAddressCalls.setDefault, zhang, { id: other?.id })).code).toBe(200);
    expect((await book(zhang)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([other?.id]);
  });

  it.each([
    ["a bad phone", { phone: "12345678901" }, /请输入11位手机号！/],
    ["no contact", { contactName: " " }, /请填写联系人/],
    ["a province instead of a county", { regionCode: "220000" }, /请选择所在地区/],
    ["a code that is no real county", { regionCode: "229999" }, /请选择所在地区/],
    ["a one-letter detail", { detail: "楼" }, /详细地址至少2个字/],
  ])("refuses %s with its Chinese message and writes nothing", async (_name, patch, message) => {
    const before = await rowCount(t.database.db, deliveryAddresses);
    const answer = await call(deliveryAddressCalls.save, zhang, address(patch));
    expect(answer.code).toBe(400);
    expect(answer.msg).toMatch(message);
    expect(await rowCount(t.database.db, deliveryAddresses)).toBe(before);
  });

  it("refuses changes to members without the buyer role, and another business's address as missing", async () => {
    const [first] = await book(zhang);
    expect((await call(deliveryAddressCalls.save, finance, address())).code).toBe(403);
    expect((await call(deliveryAddressCalls.remove, finance, { id: first?.id })).code).toBe(403);
    expect((await call(deliveryAddressCalls.remove, li, { id: first?.id })).code).toBe(404);
    expect((await call(deliveryAddressCalls.save, li, address({ id: first?.id }))).code).toBe(404);
  });

  it("deletes an address; deleting the default hands it to the oldest one left", async () => {
    const before = await book(zhang);
    const dflt = before.find((a) => a.isDefault);
    expect((await call(deliveryAddressCalls.remove, zhang, { id: dflt?.id })).code).toBe(200);
    const after = await book(zhang);
    expect(after).toHaveLength(before.length - 1);
    expect(after.filter((a) => a.isDefault)).toHaveLength(1);
  });
});

describe("the sheet's address from the book, and the draft check", () => {
  it("writes the book's address into the sheet; another business's entry is refused", async () => {
    const [entry] = await book(zhang);
    const saved = await call<{ id: number }>(procurementCalls.saveDraft, zhang, draft({ deliveryAddressId: entry?.id, deliveryAddress: "随便写的" }));
    expect(saved.code, saved.msg).toBe(200);
    const [row] = await t.database.db.select().from(inquirySheets).where(eq(inquirySheets.id, saved.data.id));
    expect(row).toMatchObject({ deliveryAddress: entry?.fullAddress, deliveryAddressId: entry?.id });
    const [theirs] = await book(li);
    expect((await call(procurementCalls.saveDraft, zhang, draft({ deliveryAddressId: theirs?.id }))).code).toBe(404);
  });

  it("lists every refused field at once, on its path, and writes nothing", async () => {
    const before = await rowCount(t.database.db, inquirySheets);
    const [theirs] = await book(li);
    const checked = await call<{ issues: { field: string; message: string }[] }>(
      procurementCalls.checkDraft,
      zhang,
      draft({ title: "", contactPhone: "123", validityDays: 0, lines: [{ name: "", unit: "吨", quantityMilli: 1000 }] }),
    );
    expect(checked.code).toBe(200);
    const byField = Object.fromEntries(checked.data.issues.map((i) => [i.field, i.message]));
    expect(byField).toMatchObject({
      title: "询价标题至少2个字",
      contactPhone: expect.stringMatching(/手机号/),
      validityDays: "报价有效期至少1天",
      "lines.0.name": "请填写物料名称",
    });
    const late = await call<{ issues: { field: string; message: string }[] }>(
      procurementCalls.checkDraft,
      zhang,
      draft({ deadline: formatDateTime(new Date(Date.now() - HOUR)), deliveryAddressId: theirs?.id }),
    );
    expect(late.data.issues).toEqual([
      { field: "deadline", message: "报价截止时间须晚于当前时间" },
      { field: "deliveryAddressId", message: "收货地址不存在" },
    ]);
    expect((await call<{ issues: unknown[] }>(procurementCalls.checkDraft, zhang, draft())).data.issues).toEqual([]);
    expect(await rowCount(t.database.db, inquirySheets)).toBe(before);
    expect((await call(procurementCalls.checkDraft, finance, draft())).code).toBe(403);
  });
});

describe("内部审批 before publishing", () => {
  async function submitted(): Promise<number> {
    const saved = await call<{ id: number }>(procurementCalls.saveDraft, purchaser, draft());
    expect(saved.code, saved.msg).toBe(200);
    expect((await call(procurementCalls.invite, purchaser, { id: saved.data.id, supplierBusinessIds: [huaxinId] })).code).toBe(200);
    const sent = await call<{ state: string; stateLabel: string }>(procurementCalls.publish, purchaser, { id: saved.data.id });
    expect(sent).toMatchObject({ code: 200, msg: "已提交内部审批", data: { state: "approving", stateLabel: "待审批" } });
    return saved.data.id;
  }
  const invitationsOf = (id: number) => t.database.db.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, id));
  const noticesTo = (phoneMember: LoggedIn, title: string) =>
    t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, phoneMember.userId), eq(notices.title, title)));

  it("the 采购员's sheet waits for approval: nothing reaches the supplier until the 审批人 approves", async () => {
    const id = await submitted();
    expect(await invitationsOf(id)).toHaveLength(0);
    // The 采购员 cannot approve their own sheet (no 审批 permission); the 审批人 can.
    expect((await call(procurementCalls.approve, purchaser, { id })).code).toBe(403);
    const approved = await call<{ state: string }>(procurementCalls.approve, approver, { id });
    expect(approved).toMatchObject({ code: 200, data: { state: "quoting" } });
    expect(await invitationsOf(id)).toHaveLength(1);
    expect(await noticesTo(purchaser, "询价单审批通过")).not.toHaveLength(0);
    // Approving again is refused with its reason.
    expect((await call(procurementCalls.approve, approver, { id })).msg).toBe("询价单不在待审批状态");
  });

  it("a deadline that lapsed while the sheet waited is moved by the 审批人 as they approve, and logged", async () => {
    const id = await submitted();
    // The approval came too late: the deadline passed (or came within a round's two hours) meanwhile.
    await t.database.db
      .update(inquirySheets)
      .set({ deadline: new Date(Date.now() + 30 * 60_000) })
      .where(eq(inquirySheets.id, id));
    expect((await call(procurementCalls.approve, approver, { id })).msg).toBe("每轮报价时间至少2小时，请把截止时间设在2小时之后");
    await t.database.db
      .update(inquirySheets)
      .set({ deadline: new Date(Date.now() - HOUR) })
      .where(eq(inquirySheets.id, id));
    expect((await call(procurementCalls.approve, approver, { id })).msg).toBe("报价截止时间须晚于当前时间");
    expect((await call(procurementCalls.approve, approver, { id, deadline: formatDateTime(new Date(Date.now() + HOUR)) })).msg).toBe(
      "每轮报价时间至少2小时，请把截止时间设在2小时之后",
    );
    expect(await invitationsOf(id)).toHaveLength(0);
    const later = formatDateTime(new Date(Date.now() + 72 * HOUR)).slice(0, 16);
    const approved = await call<{ state: string; deadline: string }>(procurementCalls.approve, approver, { id, deadline: later });
    expect(approved).toMatchObject({ code: 200, data: { state: "quoting", deadline: `${later}:00` } });
    expect(await invitationsOf(id)).toHaveLength(1);
    const detail = await call<{ events: { note: string }[] }>(procurementCalls.buyerDetail, purchaser, { id });
    expect(detail.data.events.map((e) => e.note)).toContain(`内部审批通过，询价单发布，报价截止时间改为 ${later}:00`);
  });

  it("a rejection needs a reason, returns the sheet to 草稿 with the reason shown, and tells the submitter", async () => {
    const id = await submitted();
    expect((await call(procurementCalls.reject, approver, { id, reason: " " })).code).toBe(400);
    const back = await call<{ state: string }>(procurementCalls.reject, approver, { id, reason: "预算未批复，请补充控制价" });
    expect(back).toMatchObject({ code: 200, data: { state: "draft" } });
    const detail = await call<{ approvalNote: string; state: string }>(procurementCalls.buyerDetail, purchaser, { id });
    expect(detail.data).toMatchObject({ state: "draft", approvalNote: "预算未批复，请补充控制价" });
    const [told] = await noticesTo(purchaser, "询价单审批退回");
    expect(told?.content).toContain("预算未批复");
    expect(await invitationsOf(id)).toHaveLength(0);
    // Edited and submitted again, it waits once more.
    expect((await call(procurementCalls.publish, purchaser, { id })).data).toMatchObject({ state: "approving" });
  });

  it("a member who may approve publishes directly; a business without the setting publishes directly", async () => {
    const saved = await call<{ id: number }>(procurementCalls.saveDraft, zhang, draft());
    expect((await call<{ state: string }>(procurementCalls.publish, zhang, { id: saved.data.id })).data.state).toBe("quoting");
    expect((await call<{ requiresApproval: boolean }>(procurementCalls.settings, finance)).data.requiresApproval).toBe(true);
    expect((await call(procurementCalls.saveSettings, finance, { requiresApproval: false })).code).toBe(403);
    expect((await call<{ requiresApproval: boolean }>(procurementCalls.settings, li)).data.requiresApproval).toBe(false);
    const invitations = await t.database.db.select().from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, saved.data.id));
    expect(invitations).toHaveLength(0);
  });
});
