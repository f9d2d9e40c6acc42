import { operatorCalls } from "@cidp/api-client/contract";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoProcurement } from "../capabilities/procurement/seed.ts";
import { tenders } from "../capabilities/tender/schema.ts";
import { seedDemoTenders } from "../capabilities/tender/seed.ts";
import { operatorAudit } from "../platform/operator/schema.ts";
import { randomSealingKeys } from "../security/sealing-keys.ts";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../testing/operator-desk.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// 交易日志: staff look up one inquiry sheet's or tender's 操作日志 by its number, read it with the
// people who acted, export it, and every look is audited; only 管理员 holds audit.read.

let t: TestApp;
let administrator: StaffSession;
let agent: StaffSession;
let tenderNo: string;

beforeAll(async () => {
  const keys = randomSealingKeys();
  t = await createTestApp({ memory: true }, { sealingKeys: keys });
  await seedDemoProcurement(t.database.db, keys);
  await seedDemoTenders(t.database.db, keys);
  const enrol = (username: string, role: "管理员" | "客服") => enrolStaff(t.app, t.database.db, { username, role }, () => new Date());
  [administrator, agent] = [await enrol("trade-admin", "管理员"), await enrol("trade-agent", "客服")];
  const [tender] = await t.database.db.select({ tenderNo: tenders.tenderNo }).from(tenders).where(isNotNull(tenders.publishedAt)).limit(1);
  if (!tender) throw new Error("the demo has no published tender");
  tenderNo = tender.tenderNo;
}, 90_000);
afterAll(() => t?.close());

const latestAudit = async () => {
  const [row] = await t.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
  return row;
};

describe("交易日志", () => {
  it("shows an inquiry sheet's log by its number, as typed, with the person and roles of each step, and audits the look", async () => {
    const log = await staffData(t.app, operatorCalls.tradeLog, { number: " xj20261105hy0003 " }, administrator);
    expect(log).toMatchObject({
      kind: "询价单",
      number: "XJ20261105HY0003",
      title: "吉林大学南岭校区实验楼混凝土及水泥采购",
      owner: "采购方：吉林宏远建设工程有限公司",
    });
    expect(log.lines.find((line) => line.action === "发布询价单")).toMatchObject({
      side: "采购方",
      businessName: "吉林宏远建设工程有限公司",
      person: "张建国",
    });
    expect(log.lines.find((line) => line.action === "报价截止开标")).toMatchObject({ side: "系统", person: "" });
    expect(log.lines.every((line) => !/[a-z]/i.test(line.action))).toBe(true);
    expect(await latestAudit()).toMatchObject({
      action: "trade-log.read",
      subjectKind: "inquiry",
      detail: { title: "XJ20261105HY0003 吉林大学南岭校区实验楼混凝土及水泥采购" },
    });
  });

  it("shows a tender's log by its 招标编号", async () => {
    const log = await staffData(t.app, operatorCalls.tradeLog, { number: tenderNo }, administrator);
    expect(log).toMatchObject({ kind: "招标项目", number: tenderNo });
    expect(log.owner).toMatch(/^招标人：/);
    expect(log.lines.find((line) => line.action === "审批通过并发布")?.side).toBe("招标人");
  });

  it("exports the log as CSV (UTF-8 with BOM) and as PDF, each export audited with its format", async () => {
    const csv = await staffCall(t.app, operatorCalls.tradeLogFile, { number: "XJ20261105HY0003", format: "csv" }, administrator);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.rawPayload.toString("utf8")).toContain("时间,操作,操作方,企业,操作人,角色,说明");
    expect(await latestAudit()).toMatchObject({ action: "trade-log.exported", detail: { format: "csv" } });

    const pdf = await staffCall(t.app, operatorCalls.tradeLogFile, { number: tenderNo, format: "pdf" }, administrator);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text } = await new PDFParse({ data: pdf.rawPayload }).getText();
    expect(text).toContain("招标项目操作日志");
    expect(text).toContain(tenderNo);
    expect(await latestAudit()).toMatchObject({ action: "trade-log.exported", subjectKind: "tender", detail: { format: "pdf" } });
  });

  it("refuses a number of no kind, one that does not exist, and staff without audit.read, writing no audit line for them", async () => {
    const before = await latestAudit();
    expect(refusalOf(await staffCall(t.app, operatorCalls.tradeLog, { number: "AB123" }, administrator))).toEqual({
      status: 400,
      msg: "请求参数不正确：number：请输入以 XJ 开头的询价单号或以 ZB 开头的招标编号",
    });
    expect(refusalOf(await staffCall(t.app, operatorCalls.tradeLog, { number: "XJ20990101XX0001" }, administrator))).toEqual({
      status: 404,
      msg: "未找到该编号的询价单或招标项目，请核对编号",
    });
    expect((await staffCall(t.app, operatorCalls.tradeLog, { number: "XJ20261105HY0003" }, agent)).statusCode).toBe(403);
    expect((await staffCall(t.app, operatorCalls.tradeLogFile, { number: "XJ20261105HY0003", format: "csv" }, agent)).statusCode).toBe(403);
    expect((await staffCall(t.app, operatorCalls.tradeLog, { number: "XJ20261105HY0003" }, null)).statusCode).toBe(401);
    const after = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.subjectKind, "inquiry"), eq(operatorAudit.action, "trade-log.read")));
    expect(after.filter((row) => row.id > (before?.id ?? 0))).toEqual([]);
  });
});
