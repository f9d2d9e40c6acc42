import { procurementCalls, procurementPaths } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { openProcurementDemo } from "../../testing/procurement-demo.ts";
import { businessIdOf, expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { inquirySheets } from "./schema.ts";

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

describe("the 操作日志 CSV", () => {
  it("gives the buyer the sheet's events with time and business, as UTF-8 with a BOM, no price", async () => {
    const sheet = await sheetOf("XJ20261109HY0004");
    const response = await get(zhang, procurementPaths.eventsCsv, { id: sheet.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/csv; charset=utf-8/);
    expect(response.headers["content-disposition"]).toContain(encodeURIComponent(`操作日志-${sheet.sheetNo}.csv`));
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString("utf8").slice(1);
    const [header, ...rows] = text.trimEnd().split("\r\n");
    expect(header).toBe("时间,操作,操作方,企业,说明");
    for (const action of ["邀请供应商", "发布询价单", "查看邀请", "提交报价", "报价截止开标", "发起二次报价"]) expect(text).toContain(action);
    expect(text).toContain("吉林宏远建设工程有限公司");
    expect(text).toMatch(/供应商提交报价（第2版）/);
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/.test(row))).toBe(true);
    expect(text).not.toMatch(/¥|元\/|\d{5,}/);
  });

  it("is the buyer's only: another business gets 404, a visitor 401", async () => {
    const sheet = await sheetOf("XJ20261109HY0004");
    // Files answer with the HTTP status itself.
    expect((await get(li, procurementPaths.eventsCsv, { id: sheet.id })).statusCode).toBe(404);
    expect((await get(dingsheng, procurementPaths.eventsCsv, { id: sheet.id })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${procurementPaths.eventsCsv}?id=${sheet.id}` })).statusCode).toBe(401);
  });
});
