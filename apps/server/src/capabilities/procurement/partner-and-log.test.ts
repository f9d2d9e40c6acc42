import { organisationCalls, procurementCalls, procurementPaths } from "@cidp/api-client/contract";
import { and, eq, isNull } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../platform/member/schema.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { openProcurementDemo } from "../../testing/procurement-demo.ts";
import { businessIdOf, expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { inquiryInvitations, inquirySheets } from "./schema.ts";

const secret = randomSealingKeys();
let t: TestApp;
let zhang: LoggedIn;
let li: LoggedIn;
let dingsheng: LoggedIn;
let huaxin: number;
let hongyuan: number;

const sheetOf = async (sheetNo: string) => {
  const [row] = await t.database.db.select().from(inquirySheets).where(eq(inquirySheets.sheetNo, sheetNo));
  if (!row) throw new Error(`no seeded sheet ${sheetNo}`);
  return row;
};
const get = (who: LoggedIn, path: string, query: Record<string, number>) =>
  t.app.inject({ method: "GET", url: path, headers: who.headers, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

beforeAll(async () => {
  ({ t, hongyuan, huaxin, zhang, li } = await openProcurementDemo(secret));
  dingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
}, 60_000);
afterAll(() => t.close());

describe("a supplier's history with the buyer", () => {
  it("counts the sheets 华信 was invited to, quoted and won at 宏远, with no price", async () => {
    const response = await get(zhang, procurementCalls.supplierHistory.path, { id: huaxin });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { name: string; invited: number; quoted: number; won: number; sheets: { title: string }[] } };
    expect(data).toMatchObject({ name: "长春华信钢结构工程有限公司", invited: 3, quoted: 1, won: 1 });
    expect(data.sheets.map((s) => s.title)).toContain("长春市第二实验中学改扩建屋面防水材料采购");
    expect(response.body).not.toMatch(/Fen/);
  });

  it("is empty for a business with no history, 404 for none, and needs a business", async () => {
    const response = await get(li, procurementCalls.supplierHistory.path, { id: hongyuan });
    expect((response.json() as { data: { invited: number; sheets: unknown[] } }).data).toMatchObject({ invited: 0, sheets: [] });
    expectFailure(await get(zhang, procurementCalls.supplierHistory.path, { id: 999_999 }), 404);
    expectFailure(await t.app.inject({ method: "GET", url: `${procurementCalls.supplierHistory.path}?id=${huaxin}` }), 401);
  });
});

describe("the buyer as a supplier sees it", () => {
  it("names the buyer, hides the contact until opening and lists the buyer's other open sheets", async () => {
    const quoting = await sheetOf("XJ20261118HY0002");
    const before = (await get(li, procurementCalls.buyerOfSheet.path, { id: quoting.id })).json() as {
      data: { name: string; contact: unknown; openSheets: { id: number }[] };
    };
    expect(before.data).toMatchObject({ name: "吉林宏远建设工程有限公司", contact: null });
    expect(before.data.openSheets.map((s) => s.id)).not.toContain(quoting.id);
    const awarded = await sheetOf("XJ20261020HY0005");
    const after = (await get(li, procurementCalls.buyerOfSheet.path, { id: awarded.id })).json() as { data: { contact: unknown } };
    expect(after.data.contact).toEqual({ name: "张建国", phone: "13800000001" });
  });

  it("is refused on a sheet the supplier has no part in, and to the buyer itself", async () => {
    const comparing = await sheetOf("XJ20261105HY0003");
    expectFailure(await get(li, procurementCalls.buyerOfSheet.path, { id: comparing.id }), 404);
    expectFailure(await get(zhang, procurementCalls.buyerOfSheet.path, { id: comparing.id }), 404);
    expectFailure(await get(li, procurementCalls.buyerOfSheet.path, { id: 999_999 }), 404);
  });
});

describe("the 操作日志 CSV and PDF", () => {
  it("gives the buyer the sheet's events with time, business, person and roles, as UTF-8 with a BOM, no price", async () => {
    const sheet = await sheetOf("XJ20261109HY0004");
    const response = await get(zhang, procurementPaths.eventsCsv, { id: sheet.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/csv; charset=utf-8/);
    expect(response.headers["content-disposition"]).toContain(encodeURIComponent(`操作日志-${sheet.sheetNo}.csv`));
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString("utf8").slice(1);
    const [header, ...rows] = text.trimEnd().split("\r\n");
    expect(header).toBe("时间,操作,操作方,企业,操作人,角色,说明");
    // The buyer's steps name the person who took them and their roles in the business (as the member center shows them).
    const roles = (await get(zhang, organisationCalls.myPermissions.path, {})).json() as { data: { roleNames: string[] } };
    expect(rows.find((row) => row.includes(",发布询价单,"))).toContain(`,采购方,吉林宏远建设工程有限公司,张建国,${roles.data.roleNames.join("、")},`);
    // Every action is named in Chinese, never by its code.
    expect(rows.map((row) => row.split(",")[1]).filter((action) => /[a-z]/i.test(action ?? ""))).toEqual([]);
    for (const action of ["邀请供应商", "发布询价单", "查看邀请", "提交报价", "报价截止开标", "发起二次报价"]) expect(text).toContain(action);
    expect(text).toContain("吉林宏远建设工程有限公司");
    expect(text).toMatch(/供应商提交报价（第2版）/);
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/.test(row))).toBe(true);
    expect(text).not.toMatch(/¥|元\/|\d{5,}/);
  });

  it("names the supplier's person who opened and answered an invitation, and has the same log as a PDF", async () => {
    const [waiting] = await t.database.db
      .select({ sheetId: inquiryInvitations.sheetId })
      .from(inquiryInvitations)
      .innerJoin(inquirySheets, eq(inquirySheets.id, inquiryInvitations.sheetId))
      .where(and(eq(inquiryInvitations.supplierBusinessId, huaxin), isNull(inquiryInvitations.viewedAt), eq(inquirySheets.state, "quoting")));
    if (!waiting) throw new Error("the demo has no unopened invitation of 华信 on a quoting sheet");
    expect((await get(li, procurementCalls.supplierDetail.path, { id: waiting.sheetId })).statusCode).toBe(200);
    const answered = await t.app.inject({
      method: "POST",
      url: procurementCalls.respond.path,
      headers: li.headers,
      payload: { id: waiting.sheetId, participate: false, reason: "产能已排满" },
    });
    expect(answered.statusCode).toBe(200);
    const [me] = await t.database.db.select({ name: members.realName }).from(members).where(eq(members.id, li.userId));
    const roles = (await get(li, organisationCalls.myPermissions.path, {})).json() as { data: { roleNames: string[] } };
    const person = `长春华信钢结构工程有限公司,${me?.name},${roles.data.roleNames.join("、")}`;
    const text = (await get(zhang, procurementPaths.eventsCsv, { id: waiting.sheetId })).rawPayload.toString("utf8");
    expect(text).toContain(`,查看邀请,供应商,${person},`);
    expect(text).toContain(`,回复邀请：不参与,供应商,${person},产能已排满`);
    // Opened once: a second look adds no line.
    await get(li, procurementCalls.supplierDetail.path, { id: waiting.sheetId });
    expect((await get(zhang, procurementPaths.eventsCsv, { id: waiting.sheetId })).rawPayload.toString("utf8").split(",查看邀请,供应商,长春华信")).toHaveLength(
      2,
    );

    const pdf = await get(zhang, procurementPaths.eventsPdf, { id: waiting.sheetId });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text: pdfText } = await new PDFParse({ data: pdf.rawPayload }).getText();
    for (const words of ["询价单操作日志", "回复邀请：不参与", "产能已排满", me?.name ?? "?"]) expect(pdfText).toContain(words);
  });

  it("is the buyer's only: another business gets 404, a visitor 401", async () => {
    const sheet = await sheetOf("XJ20261109HY0004");
    // Files answer with the HTTP status itself.
    expect((await get(li, procurementPaths.eventsCsv, { id: sheet.id })).statusCode).toBe(404);
    expect((await get(dingsheng, procurementPaths.eventsCsv, { id: sheet.id })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${procurementPaths.eventsCsv}?id=${sheet.id}` })).statusCode).toBe(401);
    expect((await get(li, procurementPaths.eventsPdf, { id: sheet.id })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${procurementPaths.eventsPdf}?id=${sheet.id}` })).statusCode).toBe(401);
  });
});
