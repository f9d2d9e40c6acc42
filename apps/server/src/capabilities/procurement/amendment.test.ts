import { procurementCalls, procurementDownloads } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../http/format.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { businessIdOf, contractCalls, type LoggedIn, login, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { PROCUREMENT_JOB_KINDS } from "./procurement-jobs.ts";
import { inquiryLines, inquiryQuotations, inquirySheets } from "./schema.ts";

// 变更公告 that amend: lines and requirements change with a reason, previewed first (the deadline
// moved by the notice period shown), then published; suppliers who had quoted confirm again.

const HOUR = 3_600_000;
let t: TestApp;
let buyer: LoggedIn;
let huaxin: LoggedIn;
const { answer: call } = contractCalls(() => t);
const at = (hours: number) => formatDateTime(new Date(Date.now() + hours * HOUR));

type Preview = {
  applied: boolean;
  changes: { label: string; before: string; after: string }[];
  substantive: boolean;
  deadline: string;
  pushedHours: number;
  requoting: number;
};
type SupplierView = {
  mustReconfirm: boolean;
  myState: string;
  amendments: { reason: string; changes: { label: string }[] }[];
  lines: { lineNo: number; spec: string }[];
};

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { sealingKeys: randomSealingKeys() });
  buyer = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  huaxin = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
}, 90_000);
afterAll(() => t?.close());

describe("a 变更公告 that amends", () => {
  let id = 0;
  const quote = {
    lines: [
      { lineNo: 1, unitPriceFen: 48_000, taxRate: 3 },
      { lineNo: 2, unitPriceFen: 410_000, taxRate: 13 },
    ],
    freightFen: 0,
    validUntil: "2027-01-31",
    pledge: true,
  };

  beforeAll(async () => {
    const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, {
      title: "宏远研发中心地下室混凝土与钢筋采购",
      category: "物资",
      mode: "invited",
      deadline: at(10),
      lines: [
        { name: "商品混凝土", spec: "C35 P6", unit: "立方米", quantityMilli: 600_000 },
        { name: "HRB400E 螺纹钢", spec: "Φ20", unit: "吨", quantityMilli: 100_000 },
      ],
    });
    id = saved.data.id;
    await call(procurementCalls.invite, buyer, { id, supplierBusinessIds: [huaxin.businessId] });
    await call(procurementCalls.publish, buyer, { id });
    expect((await call(procurementCalls.submitQuotation, huaxin, { id, ...quote })).code).toBe(200);
  });

  const amend = (body: object) => call<Preview>(procurementCalls.amend, buyer, { id, reason: "设计变更：地下室抗渗等级由P6提高至P8", ...body });

  it("is refused without a reason or without a change", async () => {
    expect((await call(procurementCalls.amend, buyer, { id, reason: "改", lines: [{ kind: "remove", lineNo: 2 }] })).msg).toContain(
      "请填写变更原因（至少5个字）",
    );
    expect((await amend({ header: {} })).msg).toBe("没有任何变更：请修改物料、要求或截止时间后再发布");
  });

  it("is previewed first: each change, the deadline the notice period moves, the quotations to confirm again; nothing written", async () => {
    const preview = await amend({ lines: [{ kind: "change", lineNo: 1, spec: "C35 P8" }] });
    expect(preview.data).toMatchObject({
      applied: false,
      substantive: true,
      requoting: 1,
      changes: [{ label: "第1行 规格型号", before: "C35 P6", after: "C35 P8" }],
    });
    expect(preview.data.pushedHours).toBeGreaterThan(13.9);
    const [line] = await t.database.db.select().from(inquiryLines).where(eq(inquiryLines.sheetId, id));
    expect(line?.spec).toBe("C35 P6");
  });

  it("once confirmed, amends the line, moves the deadline, and sets the quotation back for the supplier to confirm", async () => {
    const published = await amend({ lines: [{ kind: "change", lineNo: 1, spec: "C35 P8" }], header: { deliveryDate: "2026-12-28" }, confirm: true });
    expect(published).toMatchObject({ code: 200, msg: "变更公告已发布，已通知供应商", data: { applied: true } });
    const [sheet] = await t.database.db.select().from(inquirySheets).where(eq(inquirySheets.id, id));
    expect(sheet).toMatchObject({ deliveryDate: "2026-12-28", quotations: 0 });
    expect((sheet?.deadline.getTime() ?? 0) - Date.now()).toBeGreaterThan(23.9 * HOUR);

    const seen = await call<SupplierView>(procurementCalls.supplierDetail, huaxin, { id });
    expect(seen.data).toMatchObject({ mustReconfirm: true, myState: "participating" });
    expect(seen.data.lines.find((l) => l.lineNo === 1)?.spec).toBe("C35 P8");
    expect(seen.data.amendments.at(-1)?.changes.map((c) => c.label)).toEqual(["交货日期", "第1行 规格型号"]);

    const log = await t.app.inject({ method: "GET", url: procurementDownloads.eventsCsv.path, query: { id: String(id) }, headers: buyer.headers });
    expect(log.rawPayload.toString("utf8")).toMatch(
      /变更公告：设计变更：地下室抗渗等级由P6提高至P8（交货日期：— → 2026-12-28；第1行 规格型号：C35 P6 → C35 P8；截止时间 .+（距截止不足通知期，顺延/,
    );
  });

  it("is confirmed by the supplier at its own prices, priced at the amended lines", async () => {
    const confirmed = await call<{ state: string; version: number }>(procurementCalls.reconfirmQuotation, huaxin, { id });
    expect(confirmed.data).toMatchObject({ state: "submitted", version: 2 });
    expect((await call<SupplierView>(procurementCalls.supplierDetail, huaxin, { id })).data.mustReconfirm).toBe(false);
    expect((await call(procurementCalls.reconfirmQuotation, huaxin, { id })).msg).toBe("贵司的报价无需确认变更");
  });

  it("asks the supplier to price a line the amendment added before it confirms", async () => {
    const added = await amend({ lines: [{ kind: "add", name: "预拌砂浆", spec: "DM M10", unit: "吨", quantityMilli: 50_000 }], confirm: true });
    expect(added.data.changes).toEqual([{ label: "新增第3行", before: "—", after: "预拌砂浆 DM M10 50吨" }]);
    expect((await call(procurementCalls.reconfirmQuotation, huaxin, { id })).msg).toBe("变更后第3行物料尚未报价，请填写报价后提交");
    const [row] = await t.database.db.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, id));
    expect(row?.reconfirmSince).not.toBeNull();
    const full = { ...quote, lines: [...quote.lines, { lineNo: 3, unitPriceFen: 42_000, taxRate: 13 }] };
    expect((await call(procurementCalls.submitQuotation, huaxin, { id, ...full })).code).toBe(200);
    expect((await call<SupplierView>(procurementCalls.supplierDetail, huaxin, { id })).data.mustReconfirm).toBe(false);
  });

  it("adds the buyer's files to the sheet's documents as their next version; another member's upload is refused", async () => {
    const foreign = await storedUpload(t.database.db, huaxin.userId, "华信-图纸.pdf");
    expect((await amend({ fileIds: [foreign], confirm: true })).msg).toBe("变更附件无效，请重新上传");
    const drawing = await storedUpload(t.database.db, buyer.userId, "地下室防水节点详图.pdf");
    const added = await amend({ fileIds: [drawing], confirm: true });
    expect(added.data.changes).toEqual([{ label: "新增附件", before: "—", after: "地下室防水节点详图.pdf" }]);
    const seen = await call<{ documents: { name: string; version: number }[] }>(procurementCalls.supplierDetail, huaxin, { id });
    expect(seen.data.documents).toEqual([expect.objectContaining({ name: "地下室防水节点详图.pdf", version: 2 })]);
  });

  it("leaves the lines workbook as amended, with the 变更记录 beside it", async () => {
    const response = await t.app.inject({ method: "GET", url: procurementDownloads.linesXlsx.path, query: { id: String(id) }, headers: buyer.headers });
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const lines = book.getWorksheet("物料清单");
    expect(lines?.getRow(2).values).toEqual(expect.arrayContaining([1, "商品混凝土", "C35 P8"]));
    expect(lines?.getRow(4).values).toEqual(expect.arrayContaining([3, "预拌砂浆", "DM M10"]));
    const history = book.getWorksheet("变更记录");
    const rows = (history?.getSheetValues() ?? []).slice(2).map((row) => (Array.isArray(row) ? row.slice(3, 6) : []));
    expect(rows).toEqual(
      expect.arrayContaining([
        ["第1行 规格型号", "C35 P6", "C35 P8"],
        ["新增第3行", "—", "预拌砂浆 DM M10 50吨"],
      ]),
    );
    expect(rows.some((row) => row[0] === "报价截止时间")).toBe(true);
  });

  it("puts the 变更记录 in the 比价报告 too, once the quotations are opened", async () => {
    await t.app.jobs.runDue({ kinds: PROCUREMENT_JOB_KINDS, now: new Date(Date.now() + 48 * HOUR) });
    const pdf = await t.app.inject({ method: "GET", url: procurementDownloads.reportPdf.path, query: { id: String(id) }, headers: buyer.headers });
    expect(pdf.statusCode).toBe(200);
    const { text } = await new PDFParse({ data: pdf.rawPayload }).getText();
    for (const words of ["变更记录", "设计变更：地下室抗渗等级由P6提高至P8", "第1行 规格型号：C35 P6 → C35 P8"]) expect(text).toContain(words);
  });
});
