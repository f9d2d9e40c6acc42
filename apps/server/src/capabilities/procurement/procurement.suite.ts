import { platformPaths, procurementCalls, procurementPaths } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../http/format.ts";
import { createJobRunner, type JobRunner } from "../../platform/jobs/job-runner.ts";
import { notices } from "../../platform/notice/schema.ts";
import { createSealedEnvelopes, INQUIRY_SEAL_SCOPE, StillSealedError } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import { SMS_NOTICE_JOB } from "../../platform/sms/sms-notice-job.ts";
import { businessIdOf, certifiedForSuite, contractCalls, expectFailure, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { PROCUREMENT_JOB_KINDS, procurementJobKinds } from "./procurement-jobs.ts";
import { inquiryEvents, inquiryQuotations, inquirySheets } from "./schema.ts";

const HOUR = 3_600_000;

type Answer<T> = { code: number; msg: string; data: T };

const quote = (steelFen: number, concreteFen: number, extra: object = {}) => ({
  lines: [
    { lineNo: 1, unitPriceFen: steelFen, taxRate: 13, brand: "鞍钢" },
    { lineNo: 2, unitPriceFen: concreteFen, taxRate: 3 },
  ],
  freightFen: 0,
  validUntil: "2027-01-31",
  pledge: true,
  ...extra,
});

/**
 * Procurement from draft to award on any suite target (integration-pglite.test.ts and, with
 * DATABASE_URL, integration-postgres.test.ts). On Postgres the calls and job runners raced here
 * run at once on separate connections of the pool, so only the sheet's row lock keeps them apart;
 * PGlite runs one transaction at a time and cannot show a missing lock.
 */
export function procurementSuite(target: SuiteTarget): void {
  describe(`procurement (${target.name})`, () => {
    /** Runs procurement's due jobs on the app's runner at the test clock (what the started runner does each second). */
    const runDueJobs = () => t.app.jobs.runDue({ kinds: PROCUREMENT_JOB_KINDS });
    const secret = target.sealingKeys;
    const clock = target.clock;
    let t: TestApp;
    /** Another instance's runner with procurement's kinds: on Postgres its claims race the app runner's on other connections. */
    let otherRunner: JobRunner;
    let buyer: LoggedIn;
    let staff: LoggedIn;
    const suppliers: Record<"dingsheng" | "huaxin" | "antai", LoggedIn & { id: number }> = {} as never;

    const { answer: call } = contractCalls(() => t);

    const at = (msFromNow: number) => formatDateTime(new Date(clock.now().getTime() + msFromNow));

    /** A sheet of two lines: 螺纹钢 100 吨 with a 控制价, 商品混凝土 600 m³. */
    const draft = (extra: object = {}) => ({
      title: "长春新区安置房项目钢筋与混凝土采购",
      projectName: "长春新区安置房一期",
      category: "物资",
      mode: "invited",
      deadline: at(48 * HOUR),
      contactName: "王立新",
      contactPhone: "13900000101",
      lines: [
        { name: "HRB400E 螺纹钢", spec: "Φ20", unit: "吨", quantityMilli: 100_000, controlPriceFen: 420_000, infoPriceFen: 430_000 },
        { name: "商品混凝土", spec: "C30", unit: "立方米", quantityMilli: 600_000 },
      ],
      ...extra,
    });

    async function publishedSheet(): Promise<number> {
      const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, draft());
      expect(saved.code, saved.msg).toBe(200);
      const id = saved.data.id;
      expect((await call(procurementCalls.invite, buyer, { id, supplierBusinessIds: Object.values(suppliers).map((s) => s.id) })).code).toBe(200);
      const published = await call<{ state: string; warnings: string[] }>(procurementCalls.publish, buyer, { id });
      expect(published.data).toMatchObject({ state: "quoting", warnings: [] });
      return id;
    }

    /** The quotation count a supplier is shown of a sheet: in its 我的报价 list and in the sheet's detail. */
    async function countSeenBy(who: LoggedIn, id: number) {
      const list = await call<{ records: { id: number; quotations: number | null }[] }>(procurementCalls.supplierList, who, { size: 50 });
      const detail = await call<{ quotations: number | null }>(procurementCalls.supplierDetail, who, { id });
      expect(list.data.records.map((r) => r.id)).toContain(id);
      return { list: list.data.records.find((r) => r.id === id)?.quotations, detail: detail.data.quotations };
    }

    /** Logs the buyer, its staff member and the three suppliers in (again after the clock went back). */
    async function logInEveryone() {
      const hongyuan = await businessIdOf(t.database.db, "91220101MA14XKQ355");
      buyer = await login(t, "13800000001", hongyuan);
      staff = await login(t, "13900000105", hongyuan);
      for (const [key, phone, code] of [
        ["dingsheng", "13800000001", "91220104MA17B8RT2H"],
        ["huaxin", "13800000002", "91220106MA152W4H0D"],
        ["antai", "13900000301", "91220200MA0Y6C9P7R"],
      ] as const) {
        const id = await businessIdOf(t.database.db, code);
        suppliers[key] = { ...(await login(t, phone, id)), id };
      }
    }

    /** Undoes 安泰's certification for the suites after this one. */
    let uncertify = async () => {};
    beforeAll(async () => {
      t = await target.open();
      otherRunner = createJobRunner({ db: t.database.db, now: clock.now });
      otherRunner.register(...procurementJobKinds());
      await logInEveryone();
      // 安泰 quotes here as a certified supplier: only a certified business may (certification-gate.test.ts).
      uncertify = await certifiedForSuite(t.database.db, suppliers.antai.id);
    }, 60_000);
    afterAll(async () => {
      clock.reset();
      await uncertify();
      return t?.close();
    });

    describe("drafts and publishing", () => {
      it.each([
        ["no lines", { lines: [] }, /请至少添加一行物料/],
        ["a zero quantity", { lines: [{ name: "水泥", unit: "吨", quantityMilli: 0 }] }, /数量须大于0/],
        ["a missing title", { title: "" }, /询价标题至少2个字/],
        ["a bad deadline", { deadline: "明天" }, /截止时间/],
        ["a bad contact phone", { contactPhone: "123" }, /请输入11位手机号！/],
      ])("refuses %s and writes nothing", async (_name, patch, message) => {
        const before = await rowCount(t.database.db, inquirySheets);
        expectFailure(
          await t.app.inject({ method: "POST", url: procurementCalls.saveDraft.path, headers: buyer.headers, payload: draft(patch) }),
          400,
          message,
        );
        expect(await rowCount(t.database.db, inquirySheets)).toBe(before);
      });

      it("refuses a member without the 发布询价单 permission, and a 采购员 the award", async () => {
        expectFailure(await t.app.inject({ method: "POST", url: procurementCalls.saveDraft.path, headers: staff.headers, payload: draft() }), 403);
        const purchaser = await login(t, "13900000102", buyer.businessId ?? 0);
        expect((await call(procurementCalls.saveDraft, purchaser, draft())).code).toBe(200);
        expectFailure(
          await t.app.inject({
            method: "POST",
            url: procurementCalls.award.path,
            headers: purchaser.headers,
            payload: { id: 1, supplierBusinessId: 1, reason: "价低" },
          }),
          403,
        );
      });

      it("refuses publishing a deadline already past, and inviting the buyer's own business", async () => {
        const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, draft({ deadline: at(-HOUR) }));
        expect((await call(procurementCalls.publish, buyer, { id: saved.data.id })).msg).toBe("报价截止时间须晚于当前时间");
        const own = await call(procurementCalls.invite, buyer, { id: saved.data.id, supplierBusinessIds: [buyer.businessId] });
        expect(own.msg).toBe("不能邀请本企业报价");
      });

      it("warns, without blocking, when fewer than 3 suppliers are invited", async () => {
        const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, draft());
        await call(procurementCalls.invite, buyer, { id: saved.data.id, supplierBusinessIds: [suppliers.huaxin.id] });
        const published = await call<{ state: string; warnings: string[] }>(procurementCalls.publish, buyer, { id: saved.data.id });
        expect(published.data).toMatchObject({ state: "quoting", warnings: ["邀请的供应商少于3家，竞争可能不充分"] });
      });

      it("finds suppliers in the pool by name, certified first, never the buyer itself", async () => {
        const pool = await call<{ records: { businessId: number; name: string; certified: boolean }[] }>(procurementCalls.supplierPool, buyer, {
          keyword: "长春",
        });
        const names = pool.data.records.map((r) => r.name);
        expect(names).toEqual(expect.arrayContaining(["长春华信钢结构工程有限公司", "长春鼎盛建材贸易有限公司"]));
        expect(names.every((name) => name.includes("长春"))).toBe(true);
        const all = await call<{ records: { businessId: number; certified: boolean }[] }>(procurementCalls.supplierPool, buyer, { size: 100 });
        expect(all.data.records.map((r) => r.businessId)).not.toContain(buyer.businessId);
        const order = all.data.records.map((r) => r.certified);
        expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
        expect(order).toContain(false);
        const steel = await call<{ records: { industry: string; region: string }[]; total: number }>(procurementCalls.supplierPool, buyer, {
          industry: "钢结构工程",
          region: "长春市",
        });
        expect(steel.data.total).toBeGreaterThan(0);
        expect(steel.data.records.every((r) => r.industry === "钢结构工程" && r.region.includes("长春市"))).toBe(true);
        const certified = await call<{ records: { certified: boolean }[] }>(procurementCalls.supplierPool, buyer, { certifiedOnly: true });
        expect(certified.data.records.every((r) => r.certified)).toBe(true);
      });

      it("hides drafts and other buyers' sheets", async () => {
        const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, draft());
        expect((await call(procurementCalls.supplierDetail, suppliers.huaxin, { id: saved.data.id })).code).toBe(404);
        expect((await call(procurementCalls.buyerDetail, suppliers.huaxin, { id: saved.data.id })).code).toBe(404);
      });
    });

    describe("sealed quotations", () => {
      let id: number;
      beforeAll(async () => {
        id = await publishedSheet();
      });

      it("shows suppliers the lines without the buyer's 控制价 or contact", async () => {
        const detail = await call<{ lines: object[]; contactPhone: string; myState: string }>(procurementCalls.supplierDetail, suppliers.huaxin, { id });
        expect(detail.data.lines[0]).not.toHaveProperty("controlPriceFen");
        expect(detail.data).toMatchObject({ contactPhone: "", myState: "pending_response" });
      });

      it("refuses a declining answer without a reason, a line not on the sheet, a partial quotation and a missing pledge", async () => {
        expect((await call(procurementCalls.respond, suppliers.antai, { id, participate: false })).msg).toBe("请填写不参与的原因");
        expect(
          (
            await call(procurementCalls.submitQuotation, suppliers.antai, {
              id,
              ...quote(1, 1),
              lines: [...quote(1, 1).lines, { lineNo: 9, unitPriceFen: 1, taxRate: 13 }],
            })
          ).msg,
        ).toBe("第9行不是本询价单的物料");
        expect((await call(procurementCalls.submitQuotation, suppliers.antai, { id, ...quote(1, 1), lines: quote(1, 1).lines.slice(0, 1) })).msg).toBe(
          "本询价单不允许部分报价，请为全部物料报价",
        );
        expect((await call(procurementCalls.submitQuotation, suppliers.antai, { id, ...quote(1, 1), pledge: false })).msg).toMatch(/请阅读并勾选报价承诺书/);
      });

      it("takes quotations and revisions, and nobody reads a price before the deadline", async () => {
        expect((await call(procurementCalls.submitQuotation, suppliers.dingsheng, { id, ...quote(415_000, 48_000) })).data).toMatchObject({
          state: "submitted",
          version: 1,
        });
        expect((await call(procurementCalls.submitQuotation, suppliers.dingsheng, { id, ...quote(410_000, 48_000) })).data).toMatchObject({ version: 2 });
        expect((await call(procurementCalls.submitQuotation, suppliers.huaxin, { id, ...quote(400_000, 49_000) })).code).toBe(200);
        expect((await call(procurementCalls.submitQuotation, suppliers.antai, { id, ...quote(430_000, 46_000) })).code).toBe(200);

        // The author sees their own latest version, totals in figures and 大写.
        const mine = await call<{ myQuotation: { totalFen: number; totalInWords: string }; myRank: null }>(
          procurementCalls.supplierDetail,
          suppliers.dingsheng,
          {
            id,
          },
        );
        expect(mine.data.myQuotation).toMatchObject({ totalFen: 41_000_000 + 28_800_000, totalInWords: "陆拾玖万捌仟元整" });
        expect(mine.data.myRank).toBeNull();

        // The buyer sees who quoted, not what; the comparison is refused.
        const detail = await call<{ quotations: number; suppliers: { state: string }[] }>(procurementCalls.buyerDetail, buyer, { id });
        expect(detail.data.quotations).toBe(3);
        expect(JSON.stringify(detail.data)).not.toMatch(/410000|415000|400000/);
        const comparison = await call(procurementCalls.comparison, buyer, { id });
        expect(comparison).toMatchObject({ code: 409, msg: "报价截止前，任何人都不能查看报价" });
        const report = await t.app.inject({ method: "GET", url: `${procurementPaths.reportPdf}?id=${id}`, headers: buyer.headers });
        expect(report.statusCode).toBe(409);

        // A dump of the table holds no price, and the seal itself refuses an unopened round.
        const rows = await t.database.db.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, id));
        expect(JSON.stringify(rows)).not.toMatch(/410000|400000|430000|48000|陆拾玖万/);
        const [sheet] = await t.database.db.select().from(inquirySheets).where(eq(inquirySheets.id, id));
        const seal = createSealedEnvelopes(secret, INQUIRY_SEAL_SCOPE);
        expect(() => seal.openForBuyer(sheet as never, 1, rows[0]?.sealedForBuyer as string)).toThrow(StillSealedError);
      });

      it("tells no competing supplier how many quotations the sheet holds while it is 报价中", async () => {
        expect(await countSeenBy(suppliers.antai, id)).toEqual({ list: null, detail: null });
        expect(await countSeenBy(suppliers.huaxin, id)).toEqual({ list: null, detail: null });
      });

      it("opens at the deadline exactly once, even with two runners at the same time", async () => {
        clock.advance(49 * HOUR);
        expect((await call(procurementCalls.submitQuotation, suppliers.antai, { id, ...quote(1, 1) })).msg).toBe("报价已截止");
        const ran = await Promise.all([runDueJobs(), otherRunner.runDue()]);
        expect(ran[0] + ran[1]).toBeGreaterThanOrEqual(1);
        const opened = await t.database.db
          .select()
          .from(inquiryEvents)
          .where(and(eq(inquiryEvents.sheetId, id), eq(inquiryEvents.eventKey, "deadline:1")));
        expect(opened).toHaveLength(1);
        expect(opened[0]?.note).toBe("第1轮报价截止并开标，有效报价3家");
        const [sheet] = await t.database.db.select().from(inquirySheets).where(eq(inquirySheets.id, id));
        expect(sheet).toMatchObject({ state: "comparing", openedRounds: 1 });
        expect(await runDueJobs()).toBe(0);
      });

      it("shows the suppliers the count once the round is opened", async () => {
        expect(await countSeenBy(suppliers.antai, id)).toEqual({ list: 3, detail: 3 });
      });

      it("exports the 比价报告 as a Chinese PDF and the lines as Excel, to the buyer only", async () => {
        const pdf = await t.app.inject({ method: "GET", url: `${procurementPaths.reportPdf}?id=${id}`, headers: buyer.headers });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        const { text } = await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText();
        expect(text).toContain("比价报告");
        expect(text).toContain("长春华信钢结构工程有限公司");
        expect(text).toContain("HRB400E 螺纹钢");
        // Each 下浮率 says what it is measured against (华信 quoted 4 000 against 4 200 and 4 300).
        expect(text).toContain("较控制价下浮 4.76%");
        expect(text).toContain("较信息价下浮 6.98%");
        const xlsx = await t.app.inject({ method: "GET", url: `${procurementPaths.linesXlsx}?id=${id}`, headers: buyer.headers });
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
        expect(book.getWorksheet("物料清单")?.getRow(2).getCell(2).value).toBe("HRB400E 螺纹钢");
        const compare = book.getWorksheet("比价");
        // 序号 名称 单位 数量 控制价 信息价, then each of the three suppliers' price and two 下浮率.
        expect(compare?.getRow(1).cellCount).toBe(15);
        const heads = (compare?.getRow(1).values ?? []) as unknown[];
        const huaxinPrice = heads.indexOf("长春华信钢结构工程有限公司（含税单价，元）");
        expect(heads.slice(5, 7)).toEqual(["控制价（元）", "信息价（元）"]);
        expect([5, 6, huaxinPrice, huaxinPrice + 1, huaxinPrice + 2].map((column) => compare?.getRow(2).getCell(column).value)).toEqual([
          4200, 4300, 4000, 4.76, 6.98,
        ]);
        expect(heads[huaxinPrice + 2]).toBe("长春华信钢结构工程有限公司（较信息价下浮率，%）");
        const other = await t.app.inject({ method: "GET", url: `${procurementPaths.reportPdf}?id=${id}`, headers: suppliers.huaxin.headers });
        expect(other.statusCode).toBe(404);
      });

      it("compares after opening: lowest marked, 下浮率, ranks; a supplier sees only its rank", async () => {
        const comparison = await call<{
          rounds: {
            lines: { offers: { supplierBusinessId: number; lowest: boolean; belowControlPercent: number | null }[] }[];
            standings: { supplierBusinessId: number; rank: number }[];
          }[];
        }>(procurementCalls.comparison, buyer, { id });
        const [round] = comparison.data.rounds;
        const steel = round?.lines[0]?.offers ?? [];
        expect(steel.find((o) => o.lowest)?.supplierBusinessId).toBe(suppliers.huaxin.id);
        expect(steel.find((o) => o.supplierBusinessId === suppliers.huaxin.id)?.belowControlPercent).toBe(4.76);
        const rank = await call<{ myRank: number; contactPhone: string }>(procurementCalls.supplierDetail, suppliers.huaxin, { id });
        expect(rank.data).toMatchObject({
          myRank: round?.standings.find((s) => s.supplierBusinessId === suppliers.huaxin.id)?.rank,
          contactPhone: "13900000101",
        });
        expect(JSON.stringify(rank.data)).not.toMatch(/410000|430000/);
      });

      it("runs a second round with the shortlisted only, never above their previous price, then awards", async () => {
        const started = await call<{ state: string; round: number }>(procurementCalls.startRound, buyer, {
          id,
          shortlist: [suppliers.dingsheng.id, suppliers.huaxin.id],
          deadline: at(4 * HOUR),
          message: "请给出最终报价",
        });
        expect(started.data).toMatchObject({ state: "round_quoting", round: 2 });
        expect((await call(procurementCalls.submitQuotation, suppliers.antai, { id, ...quote(1, 1) })).msg).toBe("贵司未入围本轮报价");
        expect((await call(procurementCalls.submitQuotation, suppliers.huaxin, { id, ...quote(400_001, 49_000) })).msg).toBe(
          "第1行报价高于上一轮，本询价单不允许涨价",
        );
        expect((await call(procurementCalls.submitQuotation, suppliers.huaxin, { id, ...quote(395_000, 47_000) })).data).toMatchObject({
          state: "round_submitted",
        });
        // The second round is sealed like the first: no count until it is opened.
        expect(await countSeenBy(suppliers.dingsheng, id)).toEqual({ list: null, detail: null });
        clock.advance(5 * HOUR);
        await runDueJobs();
        expect((await countSeenBy(suppliers.dingsheng, id)).detail).toEqual(expect.any(Number));
        const comparison = await call<{ rounds: { round: number; standings: { supplierBusinessId: number; rank: number }[] }[] }>(
          procurementCalls.comparison,
          buyer,
          { id },
        );
        expect(comparison.data.rounds.map((r) => r.round)).toEqual([1, 2]);
        // 鼎盛 did not re-quote: its first-round prices stand in round 2.
        expect(comparison.data.rounds[1]?.standings.map((s) => s.supplierBusinessId).sort()).toEqual([suppliers.dingsheng.id, suppliers.huaxin.id].sort());

        // The page preselects no winner: an award without one is refused in words.
        expect((await call(procurementCalls.award, buyer, { id, supplierBusinessId: "" as never, reason: "综合价格最低" })).msg).toContain("请选择成交供应商");
        expect((await call(procurementCalls.award, buyer, { id, supplierBusinessId: suppliers.antai.id, reason: "价格最低" })).msg).toBe(
          "成交供应商须是有效报价的供应商",
        );
        expect((await call(procurementCalls.award, buyer, { id, supplierBusinessId: suppliers.huaxin.id, reason: "综合价格最低" })).data).toMatchObject({
          state: "awarded",
        });
        const states = await t.database.db
          .select({ b: inquiryQuotations.supplierBusinessId, s: inquiryQuotations.state })
          .from(inquiryQuotations)
          .where(eq(inquiryQuotations.sheetId, id));
        expect(Object.fromEntries(states.map((r) => [r.b, r.s]))).toEqual({
          [suppliers.huaxin.id]: "won",
          [suppliers.dingsheng.id]: "lost",
          [suppliers.antai.id]: "lost",
        });
        const told = await t.database.db.select().from(notices).where(eq(notices.title, "成交通知"));
        expect(told.length).toBeGreaterThan(0);
        // The same outcome by text message to each supplier's administrators, once the queued texts went.
        await t.app.jobs.runDue({ kinds: [SMS_NOTICE_JOB] });
        const texts = async (phone: string) =>
          ((await t.app.inject({ method: "GET", url: `${platformPaths.devSmsOutbox}?phone=${phone}` })).json() as { data: { text: string }[] }).data.map(
            (m) => m.text,
          );
        expect(await texts("13800000002")).toContainEqual(expect.stringMatching(/恭喜！贵司在询价单《长春新区安置房项目钢筋与混凝土采购》中成交/));
        expect(await texts("13900000301")).toContainEqual(expect.stringMatching(/已定标，贵司未成交/));
        expect((await texts("13900000301")).join()).not.toMatch(/¥|元/);
      });
    });

    describe("a public sheet 报价中", () => {
      it("shows visitors and suppliers no quotation count, the buyer its own", async () => {
        const publish = async () => {
          const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, draft({ mode: "public" }));
          expect((await call(procurementCalls.publish, buyer, { id: saved.data.id })).data).toMatchObject({ state: "quoting" });
          return saved.data.id;
        };
        const id = await publish();
        const other = await publish();
        expect((await call(procurementCalls.submitQuotation, suppliers.huaxin, { id, ...quote(400_000, 49_000) })).code).toBe(200);
        const visitor = await t.app.inject({ method: "GET", url: procurementCalls.openList.path, query: { size: "50" } });
        const listed = (visitor.json() as Answer<{ records: { id: number; quotations: number | null }[] }>).data.records.find((r) => r.id === id);
        expect(listed).toMatchObject({ id, quotations: null });
        const buyerPage = await call<{ openSheets: { id: number; quotations: number | null }[] }>(procurementCalls.buyerOfSheet, suppliers.antai, {
          id: other,
        });
        expect(buyerPage.data.openSheets.find((s) => s.id === id)).toMatchObject({ id, quotations: null });
        expect(await countSeenBy(suppliers.huaxin, id)).toEqual({ list: null, detail: null });
        expect((await call<{ quotations: number }>(procurementCalls.buyerDetail, buyer, { id })).data.quotations).toBe(1);
      });
    });

    describe("changes and exits", () => {
      it("extends a deadline only later, and the job follows it", async () => {
        const id = await publishedSheet();
        expect((await call(procurementCalls.extendDeadline, buyer, { id, deadline: at(24 * HOUR), notice: "提前截止" })).msg).toBe(
          "截止时间只能延后，不能提前",
        );
        const extended = await call<{ deadline: string }>(procurementCalls.extendDeadline, buyer, {
          id,
          deadline: at(96 * HOUR),
          notice: "增加钢筋数量至120吨",
        });
        expect(extended.code).toBe(200);
        clock.advance(49 * HOUR);
        await runDueJobs();
        const [sheet] = await t.database.db.select().from(inquirySheets).where(eq(inquirySheets.id, id));
        expect(sheet?.state).toBe("quoting");
        clock.advance(48 * HOUR);
        await runDueJobs();
        const [later] = await t.database.db.select().from(inquirySheets).where(eq(inquirySheets.id, id));
        // Nobody quoted: 流标 at the moved deadline.
        expect(later).toMatchObject({ state: "failed", closingReason: "报价截止时无供应商报价" });
      });

      it("withdraws only before the first quotation; 流标 needs a reason", async () => {
        const id = await publishedSheet();
        await call(procurementCalls.submitQuotation, suppliers.huaxin, { id, ...quote(400_000, 49_000) });
        expect((await call(procurementCalls.close, buyer, { id, kind: "withdraw" })).msg).toMatch(/已有供应商报价，不能撤回/);
        expect((await call(procurementCalls.close, buyer, { id, kind: "fail" })).msg).toBe("请填写原因");
        // No way of ending is chosen for the buyer.
        expect((await call(procurementCalls.close, buyer, { id, kind: "" as never, reason: "项目暂停" })).msg).toContain("请选择结束方式：撤回、流标或取消");
        expect((await call(procurementCalls.close, buyer, { id, kind: "cancel", reason: "项目暂停" })).data).toMatchObject({ state: "cancelled" });
        const [mine] = await t.database.db
          .select()
          .from(inquiryQuotations)
          .where(and(eq(inquiryQuotations.sheetId, id), eq(inquiryQuotations.supplierBusinessId, suppliers.huaxin.id)));
        expect(mine?.state).toBe("expired");
      });
    });

    describe("under concurrency", () => {
      // Three sheets each: one race may by chance not interleave; three without the lock almost surely do.
      const SHEETS = 3;
      const quotationsOf = (id: number) => t.database.db.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, id));
      const sheetOf = async (id: number) => (await t.database.db.select().from(inquirySheets).where(eq(inquirySheets.id, id)))[0];

      beforeAll(async () => {
        clock.reset();
        await logInEveryone();
      });

      it("counts every quotation when the three suppliers quote one sheet at the same moment", async () => {
        for (let sheet = 0; sheet < SHEETS; sheet++) {
          const id = await publishedSheet();
          const answers = await Promise.all(
            Object.values(suppliers).map((supplier, i) => call(procurementCalls.submitQuotation, supplier, { id, ...quote(400_000 + i, 49_000) })),
          );
          expect(answers.map((answer) => answer.msg)).toEqual(["操作成功", "操作成功", "操作成功"]);
          // Each submission recounts the round's quotations onto the sheet under its lock; without it they count each other out.
          expect((await sheetOf(id))?.quotations).toBe(3);
        }
      });

      it("opens a quotation that races the deadline with its round, or refuses it; never leaves it behind the opening", async () => {
        for (let sheet = 0; sheet < SHEETS; sheet++) {
          const id = await publishedSheet();
          await call(procurementCalls.submitQuotation, suppliers.dingsheng, { id, ...quote(410_000, 48_000) });
          await call(procurementCalls.submitQuotation, suppliers.huaxin, { id, ...quote(400_000, 49_000) });
          const deadline = (await sheetOf(id))?.deadline.getTime() ?? 0;
          // The reminders before the deadline go first, so that the race is the opening's alone.
          await t.app.jobs.runDue({ kinds: PROCUREMENT_JOB_KINDS, now: new Date(deadline - 1_000) });
          const past = new Date(deadline + 1_000);
          // The last quotation is sent in the deadline's last second while both runners open the round.
          const [late] = await Promise.all([
            call(procurementCalls.submitQuotation, suppliers.antai, { id, ...quote(430_000, 46_000) }),
            t.app.jobs.runDue({ kinds: PROCUREMENT_JOB_KINDS, now: past }),
            otherRunner.runDue({ now: past }),
          ]);
          if (late?.code !== 200) expect(late?.msg).toBe("询价单当前不接受报价");
          const valid = late?.code === 200 ? 3 : 2;
          const quotations = await quotationsOf(id);
          expect(quotations.filter((q) => q.state === "submitted")).toEqual([]);
          expect(quotations.filter((q) => q.state === "closed")).toHaveLength(valid);
          const openings = await t.database.db
            .select()
            .from(inquiryEvents)
            .where(and(eq(inquiryEvents.sheetId, id), eq(inquiryEvents.eventKey, "deadline:1")));
          expect(openings.map((event) => event.note)).toEqual([`第1轮报价截止并开标，有效报价${valid}家`]);
          expect(await sheetOf(id)).toMatchObject({ state: "comparing", quotations: valid, openedRounds: 1 });
        }
      });

      it("awards one supplier when the buyer's two awards arrive at once", async () => {
        const id = await publishedSheet();
        await call(procurementCalls.submitQuotation, suppliers.dingsheng, { id, ...quote(410_000, 48_000) });
        await call(procurementCalls.submitQuotation, suppliers.huaxin, { id, ...quote(400_000, 49_000) });
        await t.app.jobs.runDue({ kinds: PROCUREMENT_JOB_KINDS, now: new Date(((await sheetOf(id))?.deadline.getTime() ?? 0) + 1_000) });
        const answers = await Promise.all(
          [suppliers.dingsheng, suppliers.huaxin].map((supplier) =>
            call(procurementCalls.award, buyer, { id, supplierBusinessId: supplier.id, reason: "综合价格最低" }),
          ),
        );
        expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
        const winner = answers[0]?.code === 200 ? suppliers.dingsheng.id : suppliers.huaxin.id;
        expect(await sheetOf(id)).toMatchObject({ state: "awarded", awardedBusinessId: winner });
        const won = (await quotationsOf(id)).filter((q) => q.state === "won");
        expect(won.map((q) => q.supplierBusinessId)).toEqual([winner]);
      });
    });

    describe("the 报价模板 (Excel) of a round", () => {
      const template = (who: LoggedIn, id: number) =>
        t.app.inject({ method: "GET", url: `${procurementPaths.quoteTemplateXlsx}?id=${id}`, headers: who.headers });
      /** The template's header block (label → value) and its line rows, as the workbook holds them. */
      async function read(payload: Buffer) {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(payload as unknown as ArrayBuffer);
        const sheet = book.getWorksheet("报价单");
        const values = (row: number) => ((sheet?.getRow(row).values ?? []) as unknown[]).slice(1);
        const header = Object.fromEntries([1, 2, 3, 4, 5].map((row) => values(row).slice(0, 2)));
        return { sheet, header, heads: values(8), lines: [values(9), values(10)], rowCount: sheet?.rowCount };
      }
      let id: number;

      beforeAll(async () => {
        clock.reset();
        await logInEveryone();
        const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, draft());
        id = saved.data.id;
        await call(procurementCalls.invite, buyer, { id, supplierBusinessIds: [suppliers.dingsheng.id, suppliers.huaxin.id] });
        expect((await call(procurementCalls.publish, buyer, { id })).code).toBe(200);
      });

      it("gives an invited supplier the round's lines to price, without the 控制价, the given cells locked", async () => {
        const answer = await template(suppliers.huaxin, id);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
        expect(answer.headers["content-disposition"]).toMatch(/^attachment; filename="quote-template-XJ\w+-round-1\.xlsx"; filename\*=UTF-8''/);
        const { sheet, header, heads, lines, rowCount } = await read(answer.rawPayload as Buffer);
        const [sheetRow] = await t.database.db.select().from(inquirySheets).where(eq(inquirySheets.id, id));
        expect(header).toEqual({
          询价单号: sheetRow?.sheetNo,
          标题: "长春新区安置房项目钢筋与混凝土采购",
          轮次: 1,
          截止时间: formatDateTime(sheetRow?.deadline ?? new Date()),
          供应商: "长春华信钢结构工程有限公司",
        });
        expect(heads).toEqual([
          "序号",
          "物料名称",
          "规格型号",
          "品牌要求",
          "单位",
          "数量",
          "含税单价（元）",
          "税率（%）",
          "品牌/产地",
          "交期（天）",
          "备注（偏离说明）",
        ]);
        expect(lines.map((line) => line.slice(0, 8))).toEqual([
          [1, "HRB400E 螺纹钢", "Φ20", "", "吨", 100, undefined, 13],
          [2, "商品混凝土", "C30", "", "立方米", 600, undefined, 13],
        ]);
        expect(rowCount).toBe(10);
        expect(JSON.stringify([header, lines])).not.toMatch(/4200|4300|王立新|13900000101/);
        expect(sheet?.getCell(9, 2).protection?.locked).not.toBe(false);
        expect(sheet?.getCell(9, 7).protection?.locked).toBe(false);
        expect(sheet?.getCell(9, 8).dataValidation).toMatchObject({ type: "list", formulae: ['"0,1,3,5,6,9,13"'] });
      });

      it("refuses a supplier not invited (404), a member without the 报价 permission (403) and the buyer (404)", async () => {
        expect((await template(suppliers.antai, id)).statusCode).toBe(404);
        expect((await template(staff, id)).statusCode).toBe(403);
        expect((await template(buyer, id)).statusCode).toBe(404);
      });

      it("refuses a supplier who declined, in words", async () => {
        const saved = await call<{ id: number }>(procurementCalls.saveDraft, buyer, draft());
        await call(procurementCalls.invite, buyer, { id: saved.data.id, supplierBusinessIds: [suppliers.antai.id] });
        await call(procurementCalls.publish, buyer, { id: saved.data.id });
        expect((await call(procurementCalls.respond, suppliers.antai, { id: saved.data.id, participate: false, reason: "产能不足" })).code).toBe(200);
        const declined = await template(suppliers.antai, saved.data.id);
        expect(declined.statusCode).toBe(409);
        expect(declined.json()).toMatchObject({ msg: "贵司已选择不参与本询价单" });
      });

      it("writes in the supplier's latest prices, gives a second round's template to the shortlisted only, and none once the round closed", async () => {
        await call(procurementCalls.submitQuotation, suppliers.huaxin, { id, ...quote(400_000, 49_000) });
        await call(procurementCalls.submitQuotation, suppliers.dingsheng, { id, ...quote(410_000, 48_000) });
        const revising = await read((await template(suppliers.huaxin, id)).rawPayload as Buffer);
        expect(revising.lines.map((line) => line.slice(6, 9))).toEqual([
          [4000, 13, "鞍钢"],
          // A trailing blank cell is no cell at all.
          [490, 3],
        ]);

        clock.advance(49 * HOUR);
        await runDueJobs();
        const closed = await template(suppliers.huaxin, id);
        expect(closed.statusCode).toBe(409);
        expect(closed.json()).toMatchObject({ msg: "本轮报价已截止，不能下载报价模板" });

        await call(procurementCalls.startRound, buyer, { id, shortlist: [suppliers.huaxin.id], deadline: at(4 * HOUR), message: "" });
        const second = await template(suppliers.huaxin, id);
        expect(second.statusCode).toBe(200);
        expect(second.headers["content-disposition"]).toMatch(/round-2\.xlsx/);
        const secondRound = await read(second.rawPayload as Buffer);
        expect(secondRound.header).toMatchObject({ 轮次: 2 });
        expect(secondRound.lines.map((line) => line[6])).toEqual([4000, 490]);
        const left = await template(suppliers.dingsheng, id);
        expect(left.statusCode).toBe(409);
        expect(left.json()).toMatchObject({ msg: "贵司未入围本轮报价" });
      });
    });
  });
}
