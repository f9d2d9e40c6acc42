import {
  bankCardCalls,
  financeCalls,
  invoiceCalls,
  invoiceDownloads,
  memberCalls,
  orderCalls,
  organisationCalls,
  type PermissionRequirement,
  permissionKeysOf,
  procurementCalls,
  procurementDownloads,
  tenderCalls,
} from "@cidp/api-client/contract";
import { PERMISSION_KEYS, type PermissionKey } from "@cidp/domain";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financeApplications } from "../capabilities/finance/schema.ts";
import { inquirySheets } from "../capabilities/procurement/schema.ts";
import { seedDemoProcurement } from "../capabilities/procurement/seed.ts";
import { tenders } from "../capabilities/tender/schema.ts";
import { seedDemoTenders } from "../capabilities/tender/seed.ts";
import { members } from "../platform/member/schema.ts";
import { serviceOrders } from "../platform/order/schema.ts";
import { businessRoles, memberRoles } from "../platform/organisation/schema.ts";
import { randomSealingKeys } from "../security/sealing-keys.ts";
import { businessIdOf, callAs, type LoggedIn, login } from "../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const HONGYUAN = "91220101MA14XKQ355";
const DINGSHENG = "91220104MA17B8RT2H";

let t: TestApp;
const ids = { hongyuan: 0, dingsheng: 0, sheet: 0, application: 0, tender: 0, probeRole: 0, orderNo: "" };
let probe: LoggedIn; // 褚丽娟 of 吉林宏远, holding only the test's own role, whose keys each row sets

beforeAll(async () => {
  // The demo's sheets and tenders, sealed with the app's own keys so their prices open.
  const sealingKeys = randomSealingKeys();
  t = await createTestApp({ memory: true }, { sealingKeys });
  await seedDemoProcurement(t.database.db, sealingKeys);
  await seedDemoTenders(t.database.db, sealingKeys);
  const { db } = t.database;
  ids.hongyuan = await businessIdOf(db, HONGYUAN);
  ids.dingsheng = await businessIdOf(db, DINGSHENG);
  // The awarded sheet with three suppliers' prices (id 5 in a fresh seed), the application under
  // review (id 1), one of 宏远's tenders and one of its orders (bought by its administrator).
  ids.sheet = (await db.select({ id: inquirySheets.id }).from(inquirySheets).where(eq(inquirySheets.sheetNo, "XJ20261020HY0005")))[0]?.id ?? 0;
  ids.application =
    (
      await db
        .select({ id: financeApplications.id })
        .from(financeApplications)
        .where(and(eq(financeApplications.businessId, ids.hongyuan), eq(financeApplications.state, "reviewing")))
        .orderBy(asc(financeApplications.id))
    )[0]?.id ?? 0;
  ids.tender = (await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.tendererBusinessId, ids.hongyuan)).orderBy(asc(tenders.id)))[0]?.id ?? 0;
  ids.orderNo =
    (await db.select({ orderNo: serviceOrders.orderNo }).from(serviceOrders).where(eq(serviceOrders.buyerBusinessId, ids.hongyuan)))[0]?.orderNo ?? "";
  const [role] = await db.insert(businessRoles).values({ businessId: ids.hongyuan, name: "权限探针", permissions: [] }).returning({ id: businessRoles.id });
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, "13900000109"));
  ids.probeRole = role?.id ?? 0;
  await db.insert(memberRoles).values({ memberId: member?.id ?? 0, businessId: ids.hongyuan, roleId: ids.probeRole });
  probe = await login(t, "13900000109", ids.hongyuan);
  for (const [name, id] of Object.entries(ids)) expect(id, name).toBeTruthy();
}, 60_000);

afterAll(() => t?.close());

/** Gives the probe's role exactly these keys (the guard reads them on every call). */
async function hold(keys: readonly PermissionKey[]): Promise<void> {
  await t.database.db
    .update(businessRoles)
    .set({ permissions: [...keys] })
    .where(eq(businessRoles.id, ids.probeRole));
}

type Declared = { method: string; path: string; permission?: PermissionRequirement };

/** The code a call answers: the envelope's, or a download's HTTP status. */
async function codeAs(who: LoggedIn, declaration: Declared, input: Record<string, unknown>): Promise<number> {
  const response = await callAs(t, declaration, who, input);
  return (response.headers["content-type"] ?? "").includes("json") ? (response.json() as { code: number }).code : response.statusCode;
}

interface Row {
  name: string;
  call: Declared;
  input: () => Record<string, unknown>;
  /** What a member with one of the call's keys gets (404: the guard let them in, the record is not theirs). */
  allowed: number;
}

const sheet = () => ({ id: ids.sheet });
// Withdrawing changes the application: it stays last, after the reads of it.
const rows: Row[] = [
  { name: "比价 comparison", call: procurementCalls.comparison, input: sheet, allowed: 200 },
  { name: "比价报告 report.pdf", call: procurementDownloads.reportPdf, input: sheet, allowed: 200 },
  { name: "物料清单 lines.xlsx", call: procurementDownloads.linesXlsx, input: sheet, allowed: 200 },
  { name: "操作日志 events.csv", call: procurementDownloads.eventsCsv, input: sheet, allowed: 200 },
  // The buyer's own sheet is no sheet to quote: past the guard, 宏远 finds nothing to price.
  { name: "报价模板 quote-template.xlsx", call: procurementDownloads.quoteTemplateXlsx, input: sheet, allowed: 404 },
  { name: "询价单详情 buyer detail", call: procurementCalls.buyerDetail, input: sheet, allowed: 200 },
  { name: "我的询价单 buyer list", call: procurementCalls.buyerList, input: () => ({}), allowed: 200 },
  { name: "供应商往来 supplier history", call: procurementCalls.supplierHistory, input: () => ({ id: ids.dingsheng }), allowed: 200 },
  { name: "我的报价 supplier list", call: procurementCalls.supplierList, input: () => ({}), allowed: 200 },
  { name: "招标项目 tenderer list", call: tenderCalls.tendererList, input: () => ({}), allowed: 200 },
  { name: "招标项目详情 tenderer detail", call: tenderCalls.tendererDetail, input: () => ({ id: ids.tender }), allowed: 200 },
  { name: "我的投标 bidder list", call: tenderCalls.myList, input: () => ({}), allowed: 200 },
  { name: "服务订单 order list", call: orderCalls.list, input: () => ({}), allowed: 200 },
  { name: "订单详情 order detail", call: orderCalls.detail, input: () => ({ orderNo: ids.orderNo }), allowed: 404 },
  { name: "订单发票 invoice of order", call: invoiceCalls.ofOrder, input: () => ({ orderNo: ids.orderNo }), allowed: 404 },
  { name: "发票 invoice pdf", call: invoiceDownloads.pdf, input: () => ({ orderNo: ids.orderNo }), allowed: 404 },
  { name: "银行卡 bank cards", call: bankCardCalls.list, input: () => ({}), allowed: 200 },
  { name: "成员 member list", call: memberCalls.businessMemberList, input: () => ({}), allowed: 200 },
  { name: "角色 role list", call: organisationCalls.roleList, input: () => ({}), allowed: 200 },
  { name: "融资资料 finance evidence", call: financeCalls.evidence, input: () => ({}), allowed: 200 },
  { name: "融资申请 application list", call: financeCalls.applications, input: () => ({}), allowed: 200 },
  { name: "融资申请详情 application detail", call: financeCalls.application, input: () => ({ id: ids.application }), allowed: 200 },
  { name: "撤回融资申请 application withdraw", call: financeCalls.withdraw, input: () => ({ id: ids.application }), allowed: 200 },
];

const keysOf = (row: Row) => (row.call.permission ? permissionKeysOf(row.call.permission) : []);

type Menu = { path: string; children: Menu[] };
const menuPaths = (menus: Menu[]): string[] => menus.flatMap((m) => [...(m.path ? [m.path] : []), ...menuPaths(m.children)]);

// The finding: 吴静 (13900000105, 财务 of 吉林宏远: user_view, order_pay, bankcard_manage) read every
// supplier's unit prices of sheet 5 and its files, and withdrew application 1 with no key for it.
describe("the seeded roles of 吉林宏远 and 长春鼎盛", () => {
  let finance: LoggedIn;
  let buyer: LoggedIn;
  let approver: LoggedIn;
  let quoter: LoggedIn;
  let zhang: LoggedIn;
  beforeAll(async () => {
    finance = await login(t, "13900000105", ids.hongyuan);
    buyer = await login(t, "13900000102", ids.hongyuan);
    approver = await login(t, "13900000103", ids.hongyuan);
    quoter = await login(t, "13900000201", ids.dingsheng);
    zhang = await login(t, "13800000001", ids.hongyuan);
  });

  it.each([
    ["comparison", procurementCalls.comparison],
    ["report.pdf", procurementDownloads.reportPdf],
    ["lines.xlsx", procurementDownloads.linesXlsx],
    ["events.csv", procurementDownloads.eventsCsv],
  ] as const)("refuses the 财务 the %s of sheet 5 (every supplier's prices)", async (_name, call) => {
    expect(await codeAs(finance, call, { id: ids.sheet })).toBe(403);
  });

  it.each([
    ["采购员", () => buyer],
    ["审批人", () => approver],
  ] as const)("lets the %s read the comparison and the report to award", async (_name, who) => {
    expect(await codeAs(who(), procurementCalls.comparison, { id: ids.sheet })).toBe(200);
    expect(await codeAs(who(), procurementDownloads.reportPdf, { id: ids.sheet })).toBe(200);
  });

  it("refuses a 报价员 the buyer's reads and the financing, and lets him read his quotations", async () => {
    expect(await codeAs(quoter, procurementCalls.buyerList, {})).toBe(403);
    expect(await codeAs(quoter, financeCalls.applications, {})).toBe(403);
    expect(await codeAs(quoter, procurementCalls.supplierList, {})).toBe(200);
  });

  it("takes financing from order_pay to its own key: without finance_apply the 财务 cannot withdraw application 1", async () => {
    const mine = await callAs(t, organisationCalls.myPermissions, finance);
    expect((mine.json() as { data: { permissions: string[] } }).data.permissions).toContain("finance_apply");
    const [role] = await t.database.db
      .select()
      .from(businessRoles)
      .where(and(eq(businessRoles.businessId, ids.hongyuan), eq(businessRoles.template, "finance")));
    await t.database.db
      .update(businessRoles)
      .set({ permissions: (role?.permissions ?? []).filter((key) => key !== "finance_apply") })
      .where(eq(businessRoles.id, role?.id ?? 0));
    try {
      // Still holding order_pay, which let the withdraw through before.
      expect((await callAs(t, organisationCalls.myPermissions, finance)).json().data.permissions).toContain("order_pay");
      expect(await codeAs(finance, financeCalls.withdraw, { id: ids.application })).toBe(403);
      expect(await codeAs(finance, financeCalls.applications, {})).toBe(403);
      expect(await codeAs(finance, financeCalls.application, { id: ids.application })).toBe(403);
      expect(await codeAs(finance, financeCalls.evidence, {})).toBe(403);
      const [still] = await t.database.db
        .select({ state: financeApplications.state })
        .from(financeApplications)
        .where(eq(financeApplications.id, ids.application));
      expect(still?.state).toBe("reviewing");
    } finally {
      await t.database.db
        .update(businessRoles)
        .set({ permissions: role?.permissions ?? [] })
        .where(eq(businessRoles.id, role?.id ?? 0));
    }
    expect(await codeAs(finance, financeCalls.applications, {})).toBe(200);
  });

  it("shows 融资申请 in the menu to the 财务 and the administrator, not to a 报价员 or a 采购员", async () => {
    const menusOf = async (who: LoggedIn) => menuPaths((await callAs(t, memberCalls.platformMenus, who)).json().data as Menu[]);
    const financing = "/user/financial-service/financial-list";
    expect(await menusOf(finance)).toContain(financing);
    expect(await menusOf(zhang)).toContain(financing);
    expect(await menusOf(quoter)).not.toContain(financing);
    expect(await menusOf(buyer)).not.toContain(financing);
    // 已购服务 lists the member's paid orders: for those who pay.
    expect(await menusOf(buyer)).not.toContain("/user/service-buy-list");
    expect(await menusOf(finance)).toContain("/user/service-buy-list");
  });
});

describe("a member with every key but the call's", () => {
  it("covers only calls that name keys", () => {
    for (const row of rows) expect(row.call.permission, row.name).toBeDefined();
  });

  it.each(rows.map((row) => [row.name, row] as const))("is refused %s with 403", async (_name, row) => {
    await hold(PERMISSION_KEYS.filter((key) => !keysOf(row).includes(key)));
    expect(await codeAs(probe, row.call, row.input())).toBe(403);
  });
});

describe("a member with one of the call's keys", () => {
  const cases = rows.flatMap((row) => keysOf(row).map((key) => [row.name, key, row] as const));
  // A call that takes any of several keys is tried with each of them alone.
  it.each(cases)("gets past the guard on %s with %s alone", async (_name, key, row) => {
    await hold([key]);
    expect(await codeAs(probe, row.call, row.input())).toBe(row.allowed);
  });
});
