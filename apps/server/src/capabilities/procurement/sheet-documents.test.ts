import { procurementCalls, procurementDownloads } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../http/format.ts";
import { members } from "../../platform/member/schema.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { businessIdOf, certifiedForSuite, contractCalls, type LoggedIn, login, rowCount, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { PROCUREMENT_JOB_KINDS } from "./procurement-jobs.ts";
import { inquiryDocuments } from "./schema.ts";

// 询价附件 and 报价附件: the buyer's files go out with the sheet and are fixed once it is published;
// invited suppliers download them; a quotation's files stay sealed with its prices until the
// round is opened; every download is in the sheet's 操作日志 with the person.

const HOUR = 3_600_000;
let t: TestApp;
let buyer: LoggedIn;
let huaxin: LoggedIn;
let antai: LoggedIn;
let uncertify = async () => {};
const { answer: call } = contractCalls(() => t);

type Listed = { id: number; name: string };
const download = (who: LoggedIn, id: number) =>
  t.app.inject({ method: "GET", url: procurementDownloads.document.path, query: { id: String(id) }, headers: who.headers });

const draft = (extra: object = {}) => ({
  title: "宏远研发中心钢结构连廊材料采购",
  category: "物资",
  mode: "invited",
  deadline: formatDateTime(new Date(Date.now() + 48 * HOUR)),
  contactName: "王立新",
  lines: [{ name: "Q355B H型钢", spec: "HN400×200×8×13", unit: "吨", quantityMilli: 36_000 }],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { sealingKeys: randomSealingKeys() });
  buyer = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  huaxin = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
  const antaiId = await businessIdOf(t.database.db, "91220200MA0Y6C9P7R");
  antai = await login(t, "13900000301", antaiId);
  uncertify = await certifiedForSuite(t.database.db, antaiId);
}, 90_000);

afterAll(async () => {
  await uncertify();
  return t?.close();
});

describe("a sheet's files", () => {
  let id = 0;
  let sheetFile: Listed = { id: 0, name: "" };

  it("are the buyer's own uploads, kept as the draft lists them and fixed once published", async () => {
    const foreign = await storedUpload(t.database.db, huaxin.userId, "图纸.pdf");
    expect((await call(procurementCalls.saveDraft, buyer, draft({ documentFileIds: [foreign] }))).msg).toBe("询价附件无效，请重新上传");
    expect(await rowCount(t.database.db, inquiryDocuments)).toBe(0);

    const drawing = await storedUpload(t.database.db, buyer.userId, "连廊钢结构施工图.pdf");
    const list = await storedUpload(t.database.db, buyer.userId, "材料清单.pdf");
    const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, draft({ documentFileIds: [drawing, list] }));
    expect(saved.code, saved.msg).toBe(200);
    id = saved.data.id;
    expect((await call(procurementCalls.saveDraft, buyer, draft({ id, documentFileIds: [drawing] }))).code).toBe(200);
    const detail = await call<{ documents: Listed[]; documentFiles: { fileId: number }[] }>(procurementCalls.buyerDetail, buyer, { id });
    expect(detail.data.documents.map((d) => d.name)).toEqual(["连廊钢结构施工图.pdf"]);
    expect(detail.data.documentFiles.map((f) => f.fileId)).toEqual([drawing]);
    sheetFile = detail.data.documents[0] as Listed;

    expect((await call(procurementCalls.invite, buyer, { id, supplierBusinessIds: [huaxin.businessId, antai.businessId] })).code).toBe(200);
    expect((await call(procurementCalls.publish, buyer, { id })).code).toBe(200);
    expect((await call(procurementCalls.saveDraft, buyer, draft({ id, documentFileIds: [list] }))).msg).toBe("已发布的询价单不能直接修改，请发布变更公告");
  });

  it("are read by invited suppliers, and by nobody outside the sheet", async () => {
    const seen = await call<{ documents: Listed[] }>(procurementCalls.supplierDetail, huaxin, { id });
    expect(seen.data.documents.map((d) => d.name)).toEqual(["连廊钢结构施工图.pdf"]);
    const sent = await download(huaxin, sheetFile.id);
    expect(sent.statusCode).toBe(303);
    expect(new URL(sent.headers.location ?? "", "http://localhost").searchParams.get("name")).toBe("连廊钢结构施工图.pdf");
    // 鼎盛 is not invited: the file is not even acknowledged.
    const dingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
    expect((await download(dingsheng, sheetFile.id)).statusCode).toBe(404);
  });

  it("of a quotation stay sealed with its prices until the opening; then the buyer reads them, and each download is logged", async () => {
    const own = await storedUpload(t.database.db, antai.userId, "安泰-报价单.pdf");
    const quote = {
      id,
      lines: [{ lineNo: 1, unitPriceFen: 468_000, taxRate: 13 }],
      freightFen: 0,
      validUntil: "2027-01-31",
      pledge: true,
    };
    const stolen = await storedUpload(t.database.db, huaxin.userId, "华信-资质.pdf");
    expect((await call(procurementCalls.submitQuotation, antai, { ...quote, fileIds: [stolen] })).msg).toBe("报价附件无效，请重新上传");
    expect((await call(procurementCalls.submitQuotation, antai, { ...quote, fileIds: [own] })).code).toBe(200);
    const mine = await call<{ myFiles: Listed[] }>(procurementCalls.supplierDetail, antai, { id });
    expect(mine.data.myFiles.map((f) => f.name)).toEqual(["安泰-报价单.pdf"]);
    const fileId = mine.data.myFiles[0]?.id ?? 0;
    expect((await download(antai, fileId)).statusCode).toBe(303);
    expect((await download(huaxin, fileId)).statusCode).toBe(404);

    const sealed = await download(buyer, fileId);
    expect(sealed.statusCode).toBe(403);
    expect(sealed.json().msg).toBe("报价附件随报价密封，开标后方可查看");
    expect((await call<{ quotationFiles: unknown[] }>(procurementCalls.buyerDetail, buyer, { id })).data.quotationFiles).toEqual([]);

    await t.app.jobs.runDue({ kinds: PROCUREMENT_JOB_KINDS, now: new Date(Date.now() + 49 * HOUR) });
    const opened = await call<{ quotationFiles: { supplierName: string; round: number; files: Listed[] }[] }>(procurementCalls.buyerDetail, buyer, { id });
    expect(opened.data.quotationFiles).toEqual([
      { supplierName: "吉林省安泰机械设备租赁有限公司", round: 1, files: [expect.objectContaining({ name: "安泰-报价单.pdf" })] },
    ]);
    expect((await download(buyer, fileId)).statusCode).toBe(303);

    const log = await t.app.inject({ method: "GET", url: procurementDownloads.eventsCsv.path, query: { id: String(id) }, headers: buyer.headers });
    const rows = log.rawPayload
      .toString("utf8")
      .split("\r\n")
      .filter((row) => row.includes(",下载附件,"));
    const [huaxinPerson] = await t.database.db.select({ name: members.realName }).from(members).where(eq(members.id, huaxin.userId));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain(`,下载附件,供应商,长春华信钢结构工程有限公司,${huaxinPerson?.name ?? ""},`);
    expect(rows[0]).toContain("《连廊钢结构施工图.pdf》（询价附件）");
    expect(rows[2]).toContain(",下载附件,采购方,吉林宏远建设工程有限公司,");
    expect(rows[2]).toContain("《安泰-报价单.pdf》（第1轮报价附件）");
  });
});
