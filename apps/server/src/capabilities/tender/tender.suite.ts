import { chatCalls, orderCalls, organisationCalls, searchCalls, sitemapCalls, tenderCalls, tenderPaths } from "@cidp/api-client/contract";
import { formatFen } from "@cidp/domain";
import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../http/format.ts";
import { FrameCode } from "../../platform/chat/chat.frames.ts";
import { openTestSocket } from "../../platform/chat/chat.test-client.ts";
import { chatMessages } from "../../platform/chat/schema.ts";
import { createJobRunner, type JobRunner } from "../../platform/jobs/job-runner.ts";
import { members } from "../../platform/member/schema.ts";
import { notices } from "../../platform/notice/schema.ts";
import { createSealedEnvelopes, StillSealedError, TENDER_SEAL_SCOPE } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import { drainSearchOutbox } from "../../platform/search/indexer.ts";
import { chooseAtCheckout } from "../../testing/sandbox-checkout.ts";
import { businessIdOf, certifiedForSuite, contractCalls, expectFailure, type LoggedIn, login, rowCount, storedUpload } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { openBid } from "./bid-content.ts";
import { seedThirdBidder, THIRD_BIDDER } from "./bidder-company-seed.ts";
import { bidderOfBusiness } from "./bidder-repository.ts";
import { tenderAttachments, tenderBidders, tenderEvents, tenders } from "./schema.ts";
import { SEALED_CHAT_REFUSAL } from "./sealed-chat-guard.ts";
import { TENDER_OPENING_JOB, tenderJobKinds } from "./tender-opening.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Key = "huaxin" | "antai" | "tongda" | "dingsheng";

const bid = (first: number, second: number) => ({
  lines: [
    { section: 1, priceFen: first },
    { section: 2, priceFen: second },
  ],
  durationDays: 540,
  remark: "",
});

/**
 * A tender from notice to refund on any suite target (integration-pglite.test.ts and, with
 * DATABASE_URL, integration-postgres.test.ts). On Postgres the bids and job runners raced here run
 * at once on separate connections of the pool, so only the tender's row lock keeps them apart;
 * PGlite runs one transaction at a time and cannot show a missing lock.
 */
export function tenderSuite(target: SuiteTarget): void {
  describe(`tenders (${target.name})`, () => {
    const seal = createSealedEnvelopes(target.sealingKeys, TENDER_SEAL_SCOPE);
    const clock = target.clock;
    let t: TestApp;
    /** Another instance's runner with the opening kind: on Postgres its claims race the app runner's on other connections. */
    let otherRunner: JobRunner;
    /** The openings due at the test clock, on the app's runner (what the started runner does each second). */
    const runDueOpenings = () => t.app.jobs.runDue({ kinds: [TENDER_OPENING_JOB] });
    let tenderer: LoggedIn;
    let evaluator: LoggedIn;
    let finance: LoggedIn;
    const bidders: Record<Key, LoggedIn & { id: number }> = {} as never;

    // Bidders upload and bid from one office address unless a test says otherwise (the collusion checks compare addresses).
    const { answer: call } = contractCalls(() => t, { remoteAddress: "10.9.0.1" });

    const at = (ms: number) => formatDateTime(new Date(clock.now().getTime() + ms));

    /** Two sections, 1 200 万 estimate, deposit 20 万 (≤ 2 %), 综合评估法. */
    const draft = (extra: object = {}) => ({
      title: "长春新区安置房二期土建施工招标",
      projectName: "长春新区安置房二期",
      location: "长春市北湖科技开发区",
      mode: "public",
      sections: [
        { name: "一标段（1#–6#楼）", estimateFen: 700_000_000 },
        { name: "二标段（7#–12#楼）", estimateFen: 500_000_000 },
      ],
      qualifications: ["建筑工程施工总承包二级及以上", "安全生产许可证有效"],
      depositFen: 20_000_000,
      method: "comprehensive",
      scoringSheet: [
        { key: "price", label: "投标报价", weight: 60 },
        { key: "tech", label: "施工组织设计", weight: 30 },
        { key: "credit", label: "企业信誉", weight: 10 },
      ],
      registrationEnd: at(5 * DAY),
      bidDeadline: at(20 * DAY),
      contactName: "王立新",
      contactPhone: "13900000101",
      description: "本项目已具备招标条件，现对该项目施工进行公开招标。",
      ...extra,
    });

    async function published(extra: object = {}): Promise<number> {
      const documents = { documentFileIds: [await upload(tenderer, "招标文件（第1版）.pdf")] };
      const saved = await call<{ id: number }>(tenderCalls.saveDraft, tenderer, draft({ ...documents, ...extra }));
      expect(saved.code, saved.msg).toBe(200);
      const done = await call<{ state: string }>(tenderCalls.publish, tenderer, { id: saved.data.id });
      expect(done.data.state).toBe("registering");
      return saved.data.id;
    }

    const upload = (who: LoggedIn, name = "资质证书.pdf", size?: number) => storedUpload(t.database.db, who.userId, name, size);

    const bidderIdOf = async (tenderId: number, businessId: number) => (await bidderOfBusiness(t.database.db, tenderId, businessId))?.id ?? 0;

    /** Registers, approves and pays (voucher confirmed) for each bidder. */
    async function ready(tenderId: number, keys: readonly Key[]) {
      for (const key of keys) {
        expect((await call(tenderCalls.register, bidders[key], { id: tenderId, qualificationFileIds: [await upload(bidders[key])] })).code).toBe(200);
        const bidderId = await bidderIdOf(tenderId, bidders[key].id);
        expect((await call(tenderCalls.reviewRegistration, tenderer, { bidderId, approve: true })).code).toBe(200);
        expect(
          (
            await call(tenderCalls.depositProof, bidders[key], {
              id: tenderId,
              method: "voucher",
              reference: `HD${bidderId}`,
              voucherFileId: await upload(bidders[key], "回单.jpg"),
            })
          ).code,
        ).toBe(200);
        expect((await call(tenderCalls.reviewDeposit, tenderer, { bidderId, confirm: true })).code).toBe(200);
      }
    }

    /** Undoes 安泰's certification for the suites after this one. */
    let uncertify = async () => {};
    beforeAll(async () => {
      t = await target.open();
      otherRunner = createJobRunner({ db: t.database.db, now: clock.now });
      otherRunner.register(...tenderJobKinds(seal));
      const hongyuan = await businessIdOf(t.database.db, "91220101MA14XKQ355");
      tenderer = await login(t, "13800000001", hongyuan);
      evaluator = await login(t, "13900000102", hongyuan);
      finance = await login(t, "13900000105", hongyuan);
      const third = await seedThirdBidder(t.database.db);
      for (const [key, phone, id] of [
        ["huaxin", "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D")],
        ["antai", "13900000301", await businessIdOf(t.database.db, "91220200MA0Y6C9P7R")],
        ["tongda", THIRD_BIDDER.phone, third.businessId],
        ["dingsheng", "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H")],
      ] as const) {
        bidders[key] = { ...(await login(t, phone, id)), id };
      }
      // 安泰 bids here as a certified supplier: only a certified business may (certification-gate.test.ts).
      uncertify = await certifiedForSuite(t.database.db, bidders.antai.id);
    }, 60_000);
    afterAll(async () => {
      clock.reset();
      await uncertify();
      return t?.close();
    });

    /** Moves the clock and logs everyone in again (sessions expire as the days pass). */
    async function advance(ms: number) {
      clock.advance(ms);
      Object.assign(tenderer, await login(t, "13800000001", tenderer.businessId ?? 0));
      Object.assign(evaluator, await login(t, "13900000102", evaluator.businessId ?? 0));
      for (const [key, phone] of [
        ["huaxin", "13800000002"],
        ["antai", "13900000301"],
        ["tongda", THIRD_BIDDER.phone],
        ["dingsheng", "13800000001"],
      ] as const) {
        Object.assign(bidders[key], await login(t, phone, bidders[key].id));
      }
    }

    describe("drafts", () => {
      it.each([
        ["a deposit above 2 % of the estimate", { depositFen: 24_000_001 }, "投标保证金不得超过估算价的2%"],
        ["a scoring sheet not summing to 100", { scoringSheet: [{ key: "price", label: "投标报价", weight: 90 }] }, "评分表各项分值合计须为100分"],
        ["registration closing after the bid deadline", { registrationEnd: at(30 * DAY) }, "报名截止时间不能晚于投标截止时间"],
        ["no section", { sections: [] }, "请至少设置一个标段"],
      ])("refuses %s and writes nothing", async (_name, patch, message) => {
        const before = await rowCount(t.database.db, tenders);
        expect((await call(tenderCalls.saveDraft, tenderer, draft(patch))).msg).toContain(message);
        expect(await rowCount(t.database.db, tenders)).toBe(before);
      });

      it("refuses a member without 招标管理, and hides another business's tender", async () => {
        expectFailure(await t.app.inject({ method: "POST", url: tenderCalls.saveDraft.path, headers: finance.headers, payload: draft() }), 403);
        const id = await published();
        expect((await call(tenderCalls.tendererDetail, bidders.huaxin, { id })).msg).toBe("招标项目不存在");
        expect((await call(tenderCalls.withdraw, bidders.huaxin, { id, reason: "无关" })).msg).toBe("招标项目不存在");
        expect((await call(tenderCalls.withdraw, evaluator, { id, reason: "" })).msg).toBe("请填写原因");
      });
    });

    describe("a tender from notice to refund", () => {
      let id: number;

      it("publishes a public notice readable without logging in", async () => {
        id = await published();
        const notice = await call<{ title: string; state: string }>(tenderCalls.openDetail, null, { id });
        expect(notice.data).toMatchObject({ title: "长春新区安置房二期土建施工招标", state: "registering" });
        const list = await call<{ records: { id: number }[] }>(tenderCalls.openList, null, { keyword: "安置房二期" });
        expect(list.data.records.map((r) => r.id)).toContain(id);
      });

      it("joins the global search and the sitemap as a public notice", async () => {
        await drainSearchOutbox(t.database.db);
        const found = await call<{ records: { kind: string; refId: number }[] }>(searchCalls.search, null, { keyword: "安置房二期土建施工" });
        expect(found.data.records).toContainEqual(expect.objectContaining({ kind: "tender", refId: id }));
        const sitemap = await call<{ records: { id: number }[] }>(sitemapCalls.entries, null, { type: "tenders" });
        expect(sitemap.data.records.map((e) => e.id)).toContain(id);
      });

      it("refuses registration by a company of the tenderer's group, with its reason, writing nothing", async () => {
        const before = await rowCount(t.database.db, tenderBidders);
        expect((await call(tenderCalls.register, bidders.dingsheng, { id, qualificationFileIds: [await upload(bidders.dingsheng)] })).msg).toBe(
          "贵公司与招标人属于同一集团，不得参与本次投标",
        );
        expect(await rowCount(t.database.db, tenderBidders)).toBe(before);
      });

      it("refuses a bid from an unapproved registration, then one without the deposit", async () => {
        await call(tenderCalls.register, bidders.huaxin, { id, qualificationFileIds: [await upload(bidders.huaxin, "营业执照.pdf")] });
        expect((await call(tenderCalls.submitBid, bidders.huaxin, { id, bid: bid(1, 1) })).msg).toBe("报名尚未审核通过，不能投标");
        const bidderId = await bidderIdOf(id, bidders.huaxin.id);
        expect((await call(tenderCalls.reviewRegistration, tenderer, { bidderId, approve: false, reason: "" })).msg).toBe("请填写驳回理由");
        expect((await call(tenderCalls.reviewRegistration, tenderer, { bidderId, approve: true })).data).toMatchObject({ state: "awaiting_deposit" });
        expect((await call(tenderCalls.submitBid, bidders.huaxin, { id, bid: bid(1, 1) })).msg).toBe("尚未缴纳投标保证金，不能投标");
        const [row] = await t.database.db.select().from(tenderBidders).where(eq(tenderBidders.id, bidderId));
        expect(row).toMatchObject({ version: 0, sealedForTenderer: null });
      });

      it("takes a deposit by voucher: returned with a reason, then confirmed; and by 电子保函", async () => {
        const huaxin = await bidderIdOf(id, bidders.huaxin.id);
        const voucher = await upload(bidders.huaxin, "建行回单.jpg");
        expect((await call(tenderCalls.depositProof, bidders.huaxin, { id, method: "voucher", reference: "建行回单 0001" })).msg).toBe("请上传转账凭证");
        // Another member's upload is not this business's voucher.
        const foreign = await upload(bidders.antai, "回单.jpg");
        expect((await call(tenderCalls.depositProof, bidders.huaxin, { id, method: "voucher", reference: "建行回单 0001", voucherFileId: foreign })).msg).toBe(
          "转账凭证无效，请重新上传",
        );
        expect((await call(tenderCalls.depositProof, bidders.huaxin, { id, method: "voucher", reference: " ", voucherFileId: voucher })).msg).toBe(
          "请填写转账凭证号或电子保函编号",
        );
        await call(tenderCalls.depositProof, bidders.huaxin, { id, method: "voucher", reference: "建行回单 0001", voucherFileId: voucher });
        await call(tenderCalls.reviewDeposit, tenderer, { bidderId: huaxin, confirm: false, reason: "回单金额不符" });
        let mine = await call<{ bidder: { depositState: string; state: string } }>(tenderCalls.myDetail, bidders.huaxin, { id });
        expect(mine.data.bidder).toMatchObject({ depositState: "unpaid", state: "awaiting_deposit" });
        await call(tenderCalls.depositProof, bidders.huaxin, { id, method: "voucher", reference: "建行回单 0002", voucherFileId: voucher });
        await call(tenderCalls.reviewDeposit, tenderer, { bidderId: huaxin, confirm: true });
        mine = await call<typeof mine.data>(tenderCalls.myDetail, bidders.huaxin, { id });
        expect(mine.data.bidder).toMatchObject({ depositState: "paid", state: "deposited" });

        await call(tenderCalls.register, bidders.antai, { id, qualificationFileIds: [await upload(bidders.antai)] });
        const antai = await bidderIdOf(id, bidders.antai.id);
        await call(tenderCalls.reviewRegistration, tenderer, { bidderId: antai, approve: true });
        await call(tenderCalls.depositProof, bidders.antai, { id, method: "guarantee", reference: "BH2026112300018" });
        expect((await call(tenderCalls.reviewDeposit, tenderer, { bidderId: antai, confirm: true })).data).toMatchObject({ state: "deposited" });
        await ready(id, ["tongda"]);
      });

      it("keeps bids sealed: revisable by their author, no price through any call or in the database", async () => {
        expect((await call<{ version: number }>(tenderCalls.submitBid, bidders.huaxin, { id, bid: bid(690_000_123, 480_000_456) })).data.version).toBe(1);
        const technical = await upload(bidders.huaxin, "施工组织设计-华信.pdf");
        expect((await call(tenderCalls.submitBid, bidders.huaxin, { id, bid: { ...bid(1, 1), technicalFileIds: [await upload(bidders.antai)] } })).msg).toBe(
          "技术文件无效，请重新上传",
        );
        expect(
          (
            await call<{ version: number }>(tenderCalls.submitBid, bidders.huaxin, {
              id,
              bid: { ...bid(688_000_123, 479_000_456), technicalFileIds: [technical] },
            })
          ).data.version,
        ).toBe(2);
        // The author reads its own technical file; the tenderer reads registration documents and vouchers, never a technical file before the opening.
        const own = await call<{ bidder: { technicalFiles: { name: string; link: string }[] } }>(tenderCalls.myDetail, bidders.huaxin, { id });
        expect(own.data.bidder.technicalFiles.map((f) => f.name)).toEqual(["施工组织设计-华信.pdf"]);
        const early = await call<{
          bidders: {
            businessName: string;
            qualificationFiles: { name: string; link: string }[];
            depositVoucher: { name: string } | null;
            technicalFiles: unknown[];
          }[];
        }>(tenderCalls.tendererDetail, tenderer, { id });
        const huaxinRow = early.data.bidders.find((b) => b.businessName === "长春华信钢结构工程有限公司");
        expect(huaxinRow?.qualificationFiles.map((f) => f.name)).toEqual(["营业执照.pdf"]);
        // Through the logged download of bidders' files, not a bare signed link.
        expect(huaxinRow?.qualificationFiles[0]?.link).toMatch(/^\/api\/cidp-tender\/attachment\?id=\d+$/);
        expect(huaxinRow?.depositVoucher?.name).toBe("建行回单.jpg");
        expect(huaxinRow?.technicalFiles).toEqual([]);
        expect(JSON.stringify(early)).not.toContain("施工组织设计-华信");
        const origins = await t.database.db.select().from(tenderAttachments).where(eq(tenderAttachments.resourceId, technical));
        expect(origins[0]).toMatchObject({ kind: "technical", uploadIp: "10.9.0.1" });
        // Nor by its address: the technical file stays sealed to the tenderer until the opening.
        const sealedFile = await t.app.inject({
          method: "GET",
          url: tenderPaths.attachment,
          query: { id: String(origins[0]?.id ?? 0) },
          headers: tenderer.headers,
        });
        expect(sealedFile.statusCode).toBe(403);
        expect(sealedFile.json().msg).toBe("技术文件随投标密封，开标后方可查看");
        // 安泰 and 通达 bid from the same device: a collusion signal at the opening.
        await call(tenderCalls.submitBid, bidders.antai, { id, bid: bid(695_000_777, 490_000_777), deviceId: "PC-7F3A" }, { remoteAddress: "10.9.0.2" });
        await call(tenderCalls.submitBid, bidders.tongda, { id, bid: bid(699_000_888, 495_000_888), deviceId: "PC-7F3A" }, { remoteAddress: "10.9.0.3" });

        const mine = await call<{ bid: { lines: { priceFen: number }[] }; bidRefusal: string | null }>(tenderCalls.myDetail, bidders.huaxin, { id });
        expect(mine.data.bid.lines[0]?.priceFen).toBe(688_000_123);
        // Before the deadline the bid may be revised: the bid page offers its form.
        expect(mine.data.bidRefusal).toBeNull();
        const answers = JSON.stringify([
          await call(tenderCalls.tendererDetail, tenderer, { id }),
          await call(tenderCalls.openDetail, null, { id }),
          await call(tenderCalls.tendererList, tenderer, {}),
          await call(tenderCalls.openList, null, {}),
        ]);
        // A bidder reads its own bid, and only its own.
        const antai = JSON.stringify(await call(tenderCalls.myDetail, bidders.antai, { id }));
        expect(antai).toContain("695000777");
        expect(antai).not.toContain("688000123");
        for (const price of ["688000123", "479000456", "695000777", "699000888"]) expect(answers).not.toContain(price);
        const raw = JSON.stringify(await t.database.db.select().from(tenderBidders).where(eq(tenderBidders.tenderId, id)));
        for (const price of ["688000123", "479000456", "695000777", "699000888"]) expect(raw).not.toContain(price);
        const [tender] = await t.database.db.select().from(tenders).where(eq(tenders.id, id));
        const [sealed] = await t.database.db.select().from(tenderBidders).where(eq(tenderBidders.businessId, bidders.huaxin.id));
        if (!tender || !sealed?.sealedForTenderer) throw new Error("no sealed bid");
        expect(() => openBid(seal, tender, sealed.sealedForTenderer ?? "")).toThrow(StillSealedError);
      });

      it("tells a bidder nothing of the other bids before the opening: neither how many nor whose", async () => {
        const all = await call<{ bidders: { businessId: number; businessName: string }[] }>(tenderCalls.tendererDetail, tenderer, { id });
        const others = all.data.bidders.filter((b) => b.businessId !== bidders.huaxin.id).map((b) => b.businessName);
        expect(others.length).toBeGreaterThanOrEqual(2);
        const seen = JSON.stringify([
          await call(tenderCalls.myDetail, bidders.huaxin, { id }),
          await call(tenderCalls.myList, bidders.huaxin, {}),
          await call(tenderCalls.tendererProfile, bidders.huaxin, { id }),
          await call(tenderCalls.openDetail, null, { id }),
          await call(tenderCalls.openList, null, {}),
        ]);
        for (const name of others) expect(seen).not.toContain(name);
        expect(seen).not.toMatch(/"(bids|bidders|bidCount|bidderCount|registrations|registered|quotations)":/);
      });

      it("closes private chat between the tenderer and its bidders while sealed: no new chat, no message stored", async () => {
        await t.app.inject({ method: "GET", url: chatCalls.me.path, headers: bidders.huaxin.headers });
        await t.app.inject({ method: "GET", url: chatCalls.me.path, headers: tenderer.headers });
        const response = await t.app.inject({
          method: "POST",
          url: chatCalls.open.path,
          headers: tenderer.headers,
          payload: { id: String(bidders.huaxin.userId) },
        });
        expect(response.json()).toMatchObject({ code: 403, msg: SEALED_CHAT_REFUSAL });
        // Over the socket too (a chat opened before the tender): the message is neither stored nor acknowledged.
        const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
        const socket = await openTestSocket(base, { token: tenderer.token, uuid: "tenderer-pc" });
        socket.send(FrameCode.message, { chatId: String(bidders.huaxin.userId), content: "报价能再低一点吗？", type: 0, clientId: "sealed-1" });
        socket.send(FrameCode.message, { chatId: "kefu", content: "请问如何发布澄清？", type: 0, clientId: "service-1" });
        // The second message (to customer service) is acknowledged; the first, sent before it on the same socket, never was.
        await socket.waitFor((f) => f.code === FrameCode.message && f.message.clientId === "service-1");
        expect(socket.frames.some((f) => f.message?.clientId === "sealed-1")).toBe(false);
        const stored = await t.database.db.select().from(chatMessages).where(eq(chatMessages.content, "报价能再低一点吗？"));
        expect(stored).toEqual([]);
        socket.close();
      });

      it("pushes the deadline back after a late substantive clarification, which bidders acknowledge", async () => {
        await advance(10 * DAY);
        const earliest = at(15 * DAY);
        const issued = await call<{ id: number; deadlineMoved: boolean; bidDeadline: string }>(tenderCalls.clarify, tenderer, {
          id,
          content: "二标段工程量清单第3项钢筋数量更正为 420 吨。",
          substantive: true,
        });
        expect(issued.data.deadlineMoved).toBe(true);
        // 15 days from the clarification, in server time (a busy machine may cross a second during the call).
        const window = [earliest, issued.data.bidDeadline, at(15 * DAY)];
        expect(window).toEqual([...window].sort());
        const pending = await call<{ unacknowledged: number[] }>(tenderCalls.myDetail, bidders.huaxin, { id });
        expect(pending.data.unacknowledged).toEqual([issued.data.id]);
        // The clock runs on: the acknowledgement is stamped within the second before or the one after the call.
        const acknowledgedFrom = at(0);
        expect(
          (await call<{ unacknowledged: number[] }>(tenderCalls.acknowledge, bidders.huaxin, { clarificationId: issued.data.id })).data.unacknowledged,
        ).toEqual([]);
        const acknowledgedTo = at(0);
        // The tenderer sees who has acknowledged each clarification, when, and who has not yet.
        type Acks = {
          acknowledgements: { clarificationId: number; bidderNames: string[]; entries: { bidderName: string; time: string }[]; pendingNames: string[] }[];
        };
        const seen = await call<Acks>(tenderCalls.tendererDetail, tenderer, { id });
        const acks = seen.data.acknowledgements.find((a) => a.clarificationId === issued.data.id);
        expect(acks?.bidderNames).toEqual(["长春华信钢结构工程有限公司"]);
        expect(acks?.entries).toHaveLength(1);
        expect(acks?.entries[0]?.bidderName).toBe("长春华信钢结构工程有限公司");
        expect([acknowledgedFrom, acknowledgedTo]).toContain(acks?.entries[0]?.time);
        expect(acks?.pendingNames).toEqual(expect.arrayContaining(["吉林省安泰机械设备租赁有限公司", THIRD_BIDDER.business.name]));
        // A bidder that has not acknowledged a substantive clarification cannot revise its bid until it does.
        const revised = bid(688_000_123, 479_000_456);
        expect((await call(tenderCalls.submitBid, bidders.antai, { id, bid: revised })).msg).toBe("请先确认收到招标人发布的实质性澄清（补遗），再递交投标文件");
        for (const key of ["antai", "tongda"] as const) await call(tenderCalls.acknowledge, bidders[key], { clarificationId: issued.data.id });
        const after = await call<Acks>(tenderCalls.tendererDetail, tenderer, { id });
        expect(after.data.acknowledgements.find((a) => a.clarificationId === issued.data.id)?.pendingNames).not.toContain("吉林省安泰机械设备租赁有限公司");
      });

      it("shows a bidder the tenderer: the notice's contact, its public tenders, and private chat closed while sealed", async () => {
        const profile = await call<{ name: string; contactName: string; chatClosed: boolean; tenders: { id: number }[] }>(
          tenderCalls.tendererProfile,
          bidders.huaxin,
          { id },
        );
        expect(profile.data).toMatchObject({ name: "吉林宏远建设工程有限公司", contactName: "王立新", chatClosed: true });
        expect(profile.data.tenders.map((row) => row.id)).toContain(id);
        const drafted = await call<{ id: number }>(tenderCalls.saveDraft, tenderer, draft());
        expect((await call(tenderCalls.tendererProfile, bidders.huaxin, { id: drafted.data.id })).code).toBe(404);
      });

      it("refuses a bid after the deadline and opens exactly once with two runners, in server time, with collusion alerts", async () => {
        await advance(15 * DAY);
        expect((await call(tenderCalls.submitBid, bidders.huaxin, { id, bid: bid(1, 1) })).msg).toBe("投标截止时间已过，不能再提交或修改投标");
        const ran = await Promise.all([runDueOpenings(), otherRunner.runDue()]);
        // Two openings are due (this tender and the one of the drafts): each ran once, whichever runner took it.
        expect(ran[0] + ran[1]).toBe(2);
        expect(await runDueOpenings()).toBe(0);
        const opens = await t.database.db
          .select()
          .from(tenderEvents)
          .where(and(eq(tenderEvents.tenderId, id), eq(tenderEvents.type, "open")));
        expect(opens).toHaveLength(1);
        expect(opens[0]?.note).toMatch(/服务器时间/);
        const detail = await call<{
          state: string;
          openingTime: string;
          bidders: { businessName: string; priceFen: number | null }[];
          alerts: { label: string; bidderNames: string[]; evidence: string }[];
        }>(tenderCalls.tendererDetail, tenderer, { id });
        expect(detail.data.state).toBe("opened");
        expect(detail.data.bidders.find((b) => b.businessName === "长春华信钢结构工程有限公司")?.priceFen).toBe(688_000_123 + 479_000_456);
        // Opened: the technical files come with the prices.
        expect(JSON.stringify(detail.data)).toContain("施工组织设计-华信.pdf");
        expect(detail.data.alerts).toContainEqual({
          kind: "shared-device",
          label: "投标文件上传设备相同",
          bidderNames: ["吉林省安泰机械设备租赁有限公司", THIRD_BIDDER.business.name],
          evidence: "pc-7f3a",
        });
        // 安泰 bid from 10.9.0.2, but its registration documents came from 10.9.0.1 as everyone's: the documents count.
        const ipAlert = detail.data.alerts.find((a) => a.label === "投标文件上传 IP 相同");
        expect(ipAlert?.evidence).toBe("10.9.0.1");
        expect(ipAlert?.bidderNames).toContain("吉林省安泰机械设备租赁有限公司");
      });

      it("reopens private chat after the opening", async () => {
        // With 通达, a bidder of this tender only: other suites on the same database may leave a
        // sealed tender between 宏远 and 华信 (the deposit race), which rightly keeps their chat closed.
        await t.app.inject({ method: "GET", url: chatCalls.me.path, headers: bidders.tongda.headers });
        const response = await t.app.inject({
          method: "POST",
          url: chatCalls.open.path,
          headers: tenderer.headers,
          payload: { id: String(bidders.tongda.userId) },
        });
        expect(response.json()).toMatchObject({ code: 200 });
      });

      it("evaluates: each evaluator scores, the ranking is complete only with every score", async () => {
        await call(tenderCalls.advance, tenderer, { id, step: "start-evaluation" });
        const ids = {
          huaxin: await bidderIdOf(id, bidders.huaxin.id),
          antai: await bidderIdOf(id, bidders.antai.id),
          tongda: await bidderIdOf(id, bidders.tongda.id),
        };
        const points = { huaxin: [58, 27, 9], antai: [55, 25, 8], tongda: [52, 28, 8] } as const;
        expect((await call(tenderCalls.score, tenderer, { id, bidderId: ids.huaxin, scores: [{ criterionKey: "credit", points: 11 }] })).msg).toBe(
          "「企业信誉」得分须在0至10分之间",
        );
        for (const who of [tenderer, evaluator]) {
          for (const key of ["huaxin", "antai", "tongda"] as const) {
            const [price, tech, credit] = points[key];
            await call(tenderCalls.score, who, {
              id,
              bidderId: ids[key],
              scores: [
                { criterionKey: "price", points: price },
                { criterionKey: "tech", points: tech },
                ...(who === evaluator && key === "tongda" ? [] : [{ criterionKey: "credit", points: credit }]),
              ],
            });
          }
        }
        expect((await call(tenderCalls.announceCandidates, tenderer, { id, objectionContact: "异议请致电 0431-88886666" })).msg).toBe(
          "评分尚未完成，不能公示中标候选人",
        );
        const done = await call<{ complete: boolean }>(tenderCalls.score, evaluator, {
          id,
          bidderId: ids.tongda,
          scores: [{ criterionKey: "credit", points: 8 }],
        });
        expect(done.data.complete).toBe(true);
        // Each evaluator reads back only its own scores.
        const own = await call<{ myScores: { bidderId: number; criterionKey: string; points: number }[] }>(tenderCalls.tendererDetail, evaluator, { id });
        expect(own.data.myScores).toHaveLength(9);
        expect(own.data.myScores).toContainEqual({ bidderId: ids.tongda, criterionKey: "credit", points: 8 });
        const mine = await call<{ myScores: { bidderId: number; criterionKey: string; points: number }[] }>(tenderCalls.tendererDetail, tenderer, { id });
        expect(mine.data.myScores).toContainEqual({ bidderId: ids.huaxin, criterionKey: "price", points: 58 });
        expect(mine.data.myScores).toHaveLength(9);
        const detail = await call<{ ranking: { ranked: { bidderName: string; rank: number; averageScore: string }[] } }>(tenderCalls.tendererDetail, tenderer, {
          id,
        });
        expect(detail.data.ranking.ranked.map((r) => [r.rank, r.averageScore])).toEqual([
          [1, "94.00"],
          [2, "88.00"],
          [3, "88.00"],
        ]);
      });

      it("publishes the candidates for at least 3 days, publicly, and awards only after", async () => {
        expect((await call(tenderCalls.announceCandidates, tenderer, { id, days: 2, objectionContact: "0431-88886666" })).msg).toBe(
          "中标候选人公示期不得少于3日",
        );
        // The end is three days from the announcement, to the second: between the clock read before and after it
        // (on a loaded machine the call may cross a second).
        const earliest = at(3 * DAY);
        expect((await call(tenderCalls.announceCandidates, tenderer, { id, days: 3, objectionContact: "异议请致电 0431-88886666" })).code).toBe(200);
        const latest = at(3 * DAY);
        const notice = await call<{ candidates: { bidderName: string; rank: number }[]; publicityEnd: string }>(tenderCalls.openDetail, null, { id });
        expect(notice.data.candidates[0]).toMatchObject({ bidderName: "长春华信钢结构工程有限公司", rank: 1 });
        expect(notice.data.publicityEnd >= earliest && notice.data.publicityEnd <= latest, `${notice.data.publicityEnd} in [${earliest}, ${latest}]`).toBe(
          true,
        );
        const huaxin = await bidderIdOf(id, bidders.huaxin.id);
        expect((await call(tenderCalls.award, tenderer, { id, bidderId: huaxin })).msg).toBe("中标候选人公示期未满，不能定标");

        // 异议 during the 公示: only from a business that bid, 10 to 1000 characters.
        const objection = "第一中标候选人拟派项目经理目前仍在其他在建项目任职，请核查。";
        expect((await call(tenderCalls.fileObjection, bidders.dingsheng, { id, content: objection })).msg).toBe("仅参与本项目投标的企业可以提出异议");
        expect((await call(tenderCalls.fileObjection, bidders.antai, { id, content: "报价有问题" })).msg).toBe("异议内容至少10个字");
        const filed = await call<{ id: number }>(tenderCalls.fileObjection, bidders.antai, { id, content: objection });
        expect(filed.code, filed.msg).toBe(200);
        const seen = await call<{ objections: { bidderName: string; content: string; answer: string | null }[] }>(tenderCalls.tendererDetail, tenderer, { id });
        expect(seen.data.objections).toEqual([expect.objectContaining({ bidderName: "吉林省安泰机械设备租赁有限公司", content: objection, answer: null })]);
        expect((await call<{ objections: unknown[] }>(tenderCalls.myDetail, bidders.huaxin, { id })).data.objections).toEqual([]);
        expect((await call(tenderCalls.answerObjection, bidders.huaxin, { objectionId: filed.data.id, answer: "无异议" })).code).not.toBe(200);

        await advance(3 * DAY);
        expect((await call(tenderCalls.fileObjection, bidders.antai, { id, content: objection })).msg).toBe("中标候选人公示期已结束，不能再提出异议");
        expect((await call(tenderCalls.award, tenderer, { id, bidderId: huaxin })).msg).toBe("存在未答复的异议，不能定标");
        expect((await call(tenderCalls.answerObjection, tenderer, { objectionId: filed.data.id, answer: " " })).msg).toBe("请填写答复内容");
        const answer = "经核查，该项目经理已于开标前办理原项目变更手续，异议不成立。";
        expect((await call(tenderCalls.answerObjection, tenderer, { objectionId: filed.data.id, answer })).code).toBe(200);
        expect((await call(tenderCalls.answerObjection, tenderer, { objectionId: filed.data.id, answer })).msg).toBe("该异议已答复");
        const mine = await call<{ objections: { answer: string | null; answerTime: string | null }[] }>(tenderCalls.myDetail, bidders.antai, { id });
        expect(mine.data.objections).toEqual([expect.objectContaining({ answer, answerTime: expect.any(String) })]);

        const antai = await bidderIdOf(id, bidders.antai.id);
        expect((await call(tenderCalls.award, tenderer, { id, bidderId: antai })).msg).toBe("确定排名第一以外的中标候选人为中标人，须说明理由");
        expect((await call(tenderCalls.award, tenderer, { id, bidderId: huaxin })).data).toMatchObject({ state: "awarded" });
        const lost = await call<{ bidder: { state: string }; bid: { lines: unknown[] } | null; bidRefusal: string | null }>(
          tenderCalls.myDetail,
          bidders.antai,
          { id },
        );
        expect(lost.data.bidder.state).toBe("lost");
        // After the award the bid stays its author's to read, and a revision is refused for the real reason.
        expect(lost.data.bid?.lines.length).toBeGreaterThan(0);
        expect(lost.data.bidRefusal).toBe("投标截止时间已过，不能再提交或修改投标");
        expect((await call(tenderCalls.submitBid, bidders.antai, { id, bid: bid(600_000_000, 400_000_000) })).msg).toBe(
          "投标截止时间已过，不能再提交或修改投标",
        );
        expect((await call<{ winnerName: string }>(tenderCalls.openDetail, null, { id })).data.winnerName).toBe("长春华信钢结构工程有限公司");
        // The 中标通知书: for the tenderer and the winner only.
        const pdf = await t.app.inject({ method: "GET", url: tenderPaths.awardNoticePdf, query: { id: String(id) }, headers: bidders.huaxin.headers });
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        const text = (await new PDFParse({ data: pdf.rawPayload }).getText()).text;
        expect(text).toContain("中标通知书");
        expect(text).toContain(formatFen(688_000_123 + 479_000_456));
        expect(
          (await t.app.inject({ method: "GET", url: tenderPaths.awardNoticePdf, query: { id: String(id) }, headers: bidders.antai.headers })).statusCode,
        ).toBe(404);
      });

      it("notifies, refunds every deposit and completes", async () => {
        for (const step of ["notify", "start-refund", "complete"]) expect((await call(tenderCalls.advance, tenderer, { id, step })).code).toBe(200);
        for (const key of ["huaxin", "antai", "tongda"] as const) {
          const mine = await call<{ bidder: { state: string; depositState: string } }>(tenderCalls.myDetail, bidders[key], { id });
          expect(mine.data.bidder).toMatchObject({ state: "refunded", depositState: "refunded" });
        }
      });
      it("keeps the whole tender in its 操作日志 with the people who acted and their roles, as CSV and PDF, for the tenderer only", async () => {
        /** Who a member is in the business they acted for, as the member center shows them (name, 角色). */
        const personOf = async (who: LoggedIn) => {
          const [member] = await t.database.db.select({ name: members.realName }).from(members).where(eq(members.id, who.userId));
          const roles = await call<{ roleNames: string[] }>(organisationCalls.myPermissions, who, {});
          return `${member?.name ?? ""},${roles.data.roleNames.join("、")}`;
        };
        const response = await t.app.inject({ method: "GET", url: tenderPaths.eventsCsv, query: { id: String(id) }, headers: tenderer.headers });
        expect(response.statusCode).toBe(200);
        expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const [header, ...rows] = response.rawPayload.toString("utf8").slice(1).trimEnd().split("\r\n");
        expect(header).toBe("时间,操作,操作方,企业,操作人,角色,说明");
        const lineOf = (action: string) => rows.find((row) => row.split(",")[1] === action) ?? `no ${action}`;
        // The tenderer's steps name its person; the bidders' name theirs; the opening is the system's.
        for (const action of ["提交审批", "审批通过并发布", "报名审核通过", "确认保证金", "发布澄清", "开始评标", "中标候选人公示", "定标", "发出中标通知书"])
          expect(lineOf(action)).toContain(`,招标人,吉林宏远建设工程有限公司,${await personOf(tenderer)},`);
        // Each evaluator's scoring is their own line.
        const evaluatorPerson = await personOf(evaluator);
        expect(rows.some((row) => row.includes(`,评标打分,招标人,吉林宏远建设工程有限公司,${evaluatorPerson},评分：`))).toBe(true);
        for (const action of ["投标报名", "提交保证金凭证", "确认收到澄清", "递交投标文件"])
          expect(rows.some((row) => row.includes(`,${action},投标人,`))).toBe(true);
        const huaxinPerson = await personOf(bidders.huaxin);
        expect(rows.find((row) => row.includes(",递交投标文件,投标人,") && row.includes(`,${huaxinPerson},`))).toBeDefined();
        expect(lineOf("开标")).toMatch(/,开标,系统,,,,/);
        // Every line is in Chinese (no event code), in time order; and no price, no score.
        expect(rows.map((row) => row.split(",")[1]).filter((action) => /[a-z]/i.test(action ?? ""))).toEqual([]);
        const times = rows.map((row) => row.slice(0, 19));
        expect([...times].sort()).toEqual(times);
        expect(rows.join("\n")).not.toMatch(/¥|\d{5,}|分）/);

        const pdf = await t.app.inject({ method: "GET", url: tenderPaths.eventsPdf, query: { id: String(id) }, headers: tenderer.headers });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        const { text } = await new PDFParse({ data: pdf.rawPayload }).getText();
        for (const words of ["招标项目操作日志", "长春新区安置房二期土建施工招标", "递交投标文件", "确认收到澄清"]) expect(text).toContain(words);

        // A bidder, even one holding 招标管理 in its own business, and a visitor learn nothing of it.
        for (const who of [bidders.huaxin, bidders.dingsheng])
          expect(
            (await t.app.inject({ method: "GET", url: tenderPaths.eventsCsv, query: { id: String(id) }, headers: who.headers })).statusCode,
          ).toBeGreaterThanOrEqual(403);
        expect((await t.app.inject({ method: "GET", url: tenderPaths.eventsPdf, query: { id: String(id) } })).statusCode).toBe(401);
      });
    });

    describe("deposit paid online through an order", () => {
      it("stays unpaid after a failed payment, and is paid (in the order's transaction) after a good one", async () => {
        clock.reset();
        await advance(0);
        const id = await published();
        await call(tenderCalls.register, bidders.tongda, { id, qualificationFileIds: [await upload(bidders.tongda)] });
        const bidderId = await bidderIdOf(id, bidders.tongda.id);
        await call(tenderCalls.reviewRegistration, tenderer, { bidderId, approve: true });
        const order = await call<{ orderNo: string; amountFen: number; totalFen?: number }>(orderCalls.create, bidders.tongda, {
          itemKind: "tender_deposit",
          itemId: bidderId,
        });
        expect(order.code, order.msg).toBe(200);
        // Another business cannot pay (or even find) this bidder's deposit.
        expect((await call(orderCalls.create, bidders.huaxin, { itemKind: "tender_deposit", itemId: bidderId })).code).toBe(404);
        const pay = async (choice: "pay" | "fail") => {
          const { data } = await call<{ checkoutUrl: string }>(orderCalls.pay, bidders.tongda, { orderNo: order.data.orderNo, method: "alipay" });
          await chooseAtCheckout(t, bidders.tongda, data.checkoutUrl, choice);
          await call(orderCalls.sync, bidders.tongda, { orderNo: order.data.orderNo });
        };
        await pay("fail");
        let mine = await call<{ bidder: { state: string; depositState: string } }>(tenderCalls.myDetail, bidders.tongda, { id });
        expect(mine.data.bidder).toMatchObject({ state: "awaiting_deposit", depositState: "unpaid" });
        await pay("pay");
        mine = await call<typeof mine.data>(tenderCalls.myDetail, bidders.tongda, { id });
        expect(mine.data.bidder).toMatchObject({ state: "deposited", depositState: "paid", depositMethod: "online", depositReference: order.data.orderNo });
        // Paid: a second order for the same deposit is refused.
        expect((await call(orderCalls.create, bidders.tongda, { itemKind: "tender_deposit", itemId: bidderId })).msg).toBe("当前无需缴纳投标保证金");
        // A withdrawn tender gives the deposit back through the payment provider.
        expect((await call(tenderCalls.withdraw, tenderer, { id, reason: "项目规划调整，暂停招标" })).data).toMatchObject({ state: "withdrawn" });
        mine = await call<typeof mine.data>(tenderCalls.myDetail, bidders.tongda, { id });
        expect(mine.data.bidder).toMatchObject({ state: "refunded", depositState: "refunded" });
        const orders = await call<{ state: string }>(orderCalls.detail, bidders.tongda, { orderNo: order.data.orderNo });
        expect(orders.data.state).toBe("refunded");
      });
    });

    describe("流标", () => {
      it("fails at the opening with fewer than 3 valid bids", async () => {
        clock.reset();
        await advance(0);
        const id = await published({ method: "lowest_price", scoringSheet: [] });
        await ready(id, ["huaxin", "antai"]);
        await call(tenderCalls.submitBid, bidders.huaxin, { id, bid: bid(600_000_000, 400_000_000) });
        await call(tenderCalls.submitBid, bidders.antai, { id, bid: bid(610_000_000, 410_000_000) });
        await t.app.jobs.runDue({ kinds: [TENDER_OPENING_JOB], now: new Date(clock.now().getTime() + 21 * DAY) });
        const detail = await call<{ state: string; failReason: string }>(tenderCalls.tendererDetail, tenderer, { id });
        expect(detail.data).toMatchObject({ state: "failed", failReason: "有效投标不足3家（2家），依法流标" });
      });

      it("does not open a bid whose bidder never acknowledged a substantive clarification: it is invalid, with the reason, and the bidder is told", async () => {
        clock.reset();
        await advance(0);
        const id = await published({ method: "lowest_price", scoringSheet: [] });
        await ready(id, ["huaxin", "antai", "tongda"]);
        for (const key of ["huaxin", "antai", "tongda"] as const) await call(tenderCalls.submitBid, bidders[key], { id, bid: bid(600_000_000, 400_000_000) });
        // The clock runs on: the clarification is stamped within the second before or the one after the call.
        const issuedFrom = at(0);
        const issued = await call<{ id: number; bidDeadline: string }>(tenderCalls.clarify, tenderer, {
          id,
          content: "一标段桩基工程量增加 12%，详见补遗清单。",
          substantive: true,
        });
        const issuedTo = at(0);
        for (const key of ["huaxin", "antai"] as const) await call(tenderCalls.acknowledge, bidders[key], { clarificationId: issued.data.id });
        await t.app.jobs.runDue({ kinds: [TENDER_OPENING_JOB], now: new Date(clock.now().getTime() + 30 * DAY) });
        const detail = await call<{
          state: string;
          failReason: string;
          bidders: { businessName: string; stateLabel: string; rejectReason: string; priceFen: number | null }[];
        }>(tenderCalls.tendererDetail, tenderer, { id });
        const tongda = detail.data.bidders.find((b) => b.businessName === THIRD_BIDDER.business.name);
        expect(tongda).toMatchObject({ stateLabel: "无效投标", priceFen: null });
        const unacknowledged = (time: string) => `未确认收到${time}发布的实质性澄清，投标无效`;
        expect([unacknowledged(issuedFrom), unacknowledged(issuedTo)]).toContain(tongda?.rejectReason);
        // Two valid bids: the tender fails, and 通达 learns why its bid was not opened.
        expect(detail.data).toMatchObject({ state: "failed", failReason: "有效投标不足3家（2家），依法流标" });
        const [told] = await t.database.db
          .select()
          .from(notices)
          .where(and(eq(notices.businessId, bidders.tongda.id), eq(notices.title, "投标无效")));
        expect(told?.content).toContain("未确认收到");
        const [opening] = await t.database.db
          .select()
          .from(tenderEvents)
          .where(and(eq(tenderEvents.tenderId, id), eq(tenderEvents.type, "open")));
        expect(opening?.note).toContain("未确认实质性澄清的无效投标1家");
      });
    });

    describe("under concurrency", () => {
      // Two tenders: one race may by chance not interleave; two without the lock almost surely do.
      const TENDERS = 2;
      const racing = ["huaxin", "antai", "tongda"] as const;
      const totalOf = (first: number, second: number) => first + second;

      beforeAll(async () => {
        clock.reset();
        await advance(0);
      });

      it("opens each bidder's last accepted bid when the bidders revise their bids while both runners open the tender", async () => {
        for (let round = 0; round < TENDERS; round++) {
          const id = await published({ method: "lowest_price", scoringSheet: [] });
          await ready(id, racing);
          for (const [i, key] of racing.entries())
            expect((await call(tenderCalls.submitBid, bidders[key], { id, bid: bid(600_000_000 + i, 400_000_000) })).code).toBe(200);
          const [tender] = await t.database.db.select().from(tenders).where(eq(tenders.id, id));
          const past = new Date((tender?.bidDeadline.getTime() ?? 0) + 60_000);
          // The revisions arrive in the deadline's last second while two instances' runners open the tender.
          const [revisions] = await Promise.all([
            Promise.all(racing.map((key, i) => call(tenderCalls.submitBid, bidders[key], { id, bid: bid(590_000_000 + i, 390_000_000) }))),
            t.app.jobs.runDue({ kinds: [TENDER_OPENING_JOB], now: past }),
            otherRunner.runDue({ now: past }),
          ]);
          const rows = await t.database.db.select().from(tenderBidders).where(eq(tenderBidders.tenderId, id));
          for (const [i, key] of racing.entries()) {
            const revised = revisions[i];
            if (revised?.code !== 200) expect(revised?.msg).toMatch(/^(投标截止时间已过，不能再提交或修改投标|当前状态不能进行此操作)$/);
            // The opening reads the bids under the tender's lock: a revision it lets in is the bid it opens.
            const expected = revised?.code === 200 ? totalOf(590_000_000 + i, 390_000_000) : totalOf(600_000_000 + i, 400_000_000);
            expect(rows.find((row) => row.businessId === bidders[key].id)).toMatchObject({ state: "opened", openedPriceFen: expected });
          }
          const opens = await t.database.db
            .select()
            .from(tenderEvents)
            .where(and(eq(tenderEvents.tenderId, id), eq(tenderEvents.type, "open")));
          expect(opens).toHaveLength(1);
        }
      });
    });
  });
}
