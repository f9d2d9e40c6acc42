import { randomBytes } from "node:crypto";
import { procurementCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../http/format.ts";
import { notices } from "../../platform/notice/schema.ts";
import { loginHongyuanStaff, loginInvitedSuppliers } from "../../testing/procurement-cast.ts";
import { certifiedForSuite, contractCalls, type LoggedIn, movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { inquiryEvents, inquiryInvitations } from "./schema.ts";

// 撤销邀请: the buyer revokes an invitation before the deadline; the supplier is told and can no
// longer answer or quote; a supplier who has quoted, or a passed deadline, keeps the invitation.
const HOUR = 3_600_000;
const clock = movableClock();
let t: TestApp;
let buyer: LoggedIn;
let finance: LoggedIn;
let li: LoggedIn;
let antai: LoggedIn;
let huaxinId = 0;
let antaiId = 0;

const { answer: call } = contractCalls(() => t);

async function publishedSheet(): Promise<number> {
  const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, {
    title: "长春净月区道路工程沥青采购",
    category: "物资",
    mode: "invited",
    deadline: formatDateTime(new Date(clock.now().getTime() + 24 * HOUR)),
    lines: [{ name: "改性沥青", spec: "SBS I-D", unit: "吨", quantityMilli: 50_000 }],
  });
  const id = saved.data.id;
  expect((await call(procurementCalls.invite, buyer, { id, supplierBusinessIds: [huaxinId, antaiId] })).code).toBe(200);
  expect((await call<{ state: string }>(procurementCalls.publish, buyer, { id })).data.state).toBe("quoting");
  return id;
}
const quote = (id: number) => ({ id, lines: [{ lineNo: 1, unitPriceFen: 520_000, taxRate: 13 }], validUntil: "2027-01-31", pledge: true });

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret: randomBytes(32), now: clock.now });
  ({ zhang: buyer, finance } = await loginHongyuanStaff(t));
  ({ huaxin: huaxinId, antai: antaiId, li, liu: antai } = await loginInvitedSuppliers(t));
  // 安泰 is invited and answers as a certified supplier would (what is refused here is the revoked invitation).
  await certifiedForSuite(t.database.db, antaiId);
}, 60_000);
afterAll(() => t.close());

describe("revoking an invitation", () => {
  it("revokes before the deadline: the supplier is told, cannot answer or quote, and the 操作日志 records it", async () => {
    const id = await publishedSheet();
    expect((await call(procurementCalls.revokeInvitation, finance, { id, supplierBusinessId: antaiId })).code).toBe(403);
    // Another business's buyer: the sheet is not theirs, as good as missing.
    expect((await call(procurementCalls.revokeInvitation, li, { id, supplierBusinessId: antaiId })).code).toBe(404);
    const revoked = await call(procurementCalls.revokeInvitation, buyer, { id, supplierBusinessId: antaiId });
    expect(revoked).toMatchObject({ code: 200, msg: "已撤销邀请" });
    const [invitation] = await t.database.db
      .select()
      .from(inquiryInvitations)
      .where(and(eq(inquiryInvitations.sheetId, id), eq(inquiryInvitations.supplierBusinessId, antaiId)));
    expect(invitation?.state).toBe("revoked");
    const respond = await call(procurementCalls.respond, antai, { id, participate: true });
    expect(respond).toMatchObject({ code: 400, msg: "采购方已撤销对贵司的邀请，不能参与或报价" });
    expect((await call(procurementCalls.submitQuotation, antai, quote(id))).msg).toBe("采购方已撤销对贵司的邀请，不能参与或报价");
    const told = await t.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, antai.userId), eq(notices.title, "询价邀请已撤销")));
    expect(told).toHaveLength(1);
    const events = await t.database.db.select().from(inquiryEvents).where(eq(inquiryEvents.sheetId, id));
    expect(events.find((e) => e.type === "revoke-invitation")?.note).toBe("撤销对吉林省安泰机械设备租赁有限公司的邀请");
    // Revoking again changes nothing and tells no one twice.
    expect((await call(procurementCalls.revokeInvitation, buyer, { id, supplierBusinessId: antaiId })).code).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(notices)
        .where(and(eq(notices.memberId, antai.userId), eq(notices.title, "询价邀请已撤销"))),
    ).toHaveLength(1);
  });

  it("refuses once the supplier has quoted, after the deadline, and for a supplier never invited", async () => {
    const id = await publishedSheet();
    expect((await call(procurementCalls.submitQuotation, li, quote(id))).code).toBe(200);
    expect(await call(procurementCalls.revokeInvitation, buyer, { id, supplierBusinessId: huaxinId })).toMatchObject({
      code: 400,
      msg: "该供应商已报价，不能撤销邀请",
    });
    expect((await call(procurementCalls.revokeInvitation, buyer, { id, supplierBusinessId: 999_999 })).code).toBe(404);
    clock.advance(25 * HOUR);
    try {
      expect(await call(procurementCalls.revokeInvitation, buyer, { id, supplierBusinessId: antaiId })).toMatchObject({
        code: 400,
        msg: "报价已截止，不能撤销邀请",
      });
    } finally {
      clock.reset();
    }
  });
});
