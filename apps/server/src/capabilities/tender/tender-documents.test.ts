import { tenderCalls, tenderDownloads } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../http/format.ts";
import { members } from "../../platform/member/schema.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { businessIdOf, contractCalls, type LoggedIn, login, rowCount, storedUpload } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { tenderClarifications, tenderDocuments, tenders } from "./schema.ts";

// 招标文件 and 补遗 files: required to publish, fixed once published, listed publicly, downloaded
// only by the tenderer and bidders whose registration was approved, each download in the 操作日志.

const DAY = 86_400_000;
let t: TestApp;
let tenderer: LoggedIn;
let huaxin: LoggedIn;
let dingsheng: LoggedIn;
const { answer: call } = contractCalls(() => t);
const at = (ms: number) => formatDateTime(new Date(Date.now() + ms));

const draft = (extra: object = {}) => ({
  title: "长春净月区第二实验学校教学楼施工招标",
  projectName: "净月区第二实验学校",
  mode: "public",
  sections: [{ name: "教学楼土建及安装", estimateFen: 450_000_000 }],
  method: "lowest_price",
  registrationEnd: at(5 * DAY),
  bidDeadline: at(25 * DAY),
  contactName: "王立新",
  ...extra,
});

type Listed = { id: number; name: string; version: number; versionLabel: string; clarificationId: number | null };
const download = (who: LoggedIn | null, id: number) =>
  t.app.inject({ method: "GET", url: tenderDownloads.document.path, query: { id: String(id) }, headers: who?.headers ?? {} });
const publicDocuments = async (id: number) => (await call<{ documents: Listed[] }>(tenderCalls.openDetail, null, { id })).data.documents;

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { sealingKeys: randomSealingKeys() });
  const hongyuan = await businessIdOf(t.database.db, "91220101MA14XKQ355");
  tenderer = await login(t, "13800000001", hongyuan);
  huaxin = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
  // 张建国 again, acting for 鼎盛: a business that has not registered.
  dingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
}, 90_000);

afterAll(() => t?.close());

describe("a tender's documents", () => {
  let id = 0;
  let documents: Listed[] = [];

  it("are required to publish, and must be the tenderer's own uploads", async () => {
    const bare = await call<{ id: number }>(tenderCalls.saveDraft, tenderer, draft());
    expect(bare.code, bare.msg).toBe(200);
    expect((await call(tenderCalls.publish, tenderer, { id: bare.data.id })).msg).toBe("请上传招标文件后再发布");
    const [still] = await t.database.db.select().from(tenders).where(eq(tenders.id, bare.data.id));
    expect(still?.state).toBe("draft");

    const foreign = await storedUpload(t.database.db, huaxin.userId, "华信-招标文件.pdf");
    expect((await call(tenderCalls.saveDraft, tenderer, draft({ id: bare.data.id, documentFileIds: [foreign] }))).msg).toBe("招标文件无效，请重新上传");
    expect(await rowCount(t.database.db, tenderDocuments)).toBe(0);

    const files = [
      await storedUpload(t.database.db, tenderer.userId, "招标文件-净月二实验.pdf"),
      await storedUpload(t.database.db, tenderer.userId, "工程量清单.pdf"),
    ];
    expect((await call(tenderCalls.saveDraft, tenderer, draft({ id: bare.data.id, documentFileIds: files }))).code).toBe(200);
    // Saved again without the 清单: the draft holds only what its form lists.
    expect((await call(tenderCalls.saveDraft, tenderer, draft({ id: bare.data.id, documentFileIds: [files[0]] }))).code).toBe(200);
    expect((await call(tenderCalls.saveDraft, tenderer, draft({ id: bare.data.id, documentFileIds: files }))).code).toBe(200);
    expect((await call(tenderCalls.publish, tenderer, { id: bare.data.id })).code).toBe(200);
    id = bare.data.id;
  });

  it("are listed on the public notice as the 招标文件's first version, and stay as published", async () => {
    documents = await publicDocuments(id);
    expect(documents.map((d) => [d.name, d.versionLabel, d.clarificationId])).toEqual([
      ["招标文件-净月二实验.pdf", "第1版 招标文件", null],
      ["工程量清单.pdf", "第1版 招标文件", null],
    ]);
    const other = await storedUpload(t.database.db, tenderer.userId, "招标文件-改.pdf");
    expect((await call(tenderCalls.saveDraft, tenderer, draft({ id, documentFileIds: [other] }))).msg).toBe("已发布的招标项目不能直接修改，请发布澄清或补遗");
    expect((await publicDocuments(id)).map((d) => d.name)).toEqual(["招标文件-净月二实验.pdf", "工程量清单.pdf"]);
  });

  it("are refused to a business that has not registered and to one waiting for review, each told what to do", async () => {
    const first = documents[0]?.id ?? 0;
    const stranger = await download(dingsheng, first);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().msg).toBe("请先报名投标，报名审核通过后可下载招标文件");
    expect((await call<{ documentRefusal: string | null }>(tenderCalls.myDetail, dingsheng, { id })).data.documentRefusal).toBe(
      "请先报名投标，报名审核通过后可下载招标文件",
    );
    expect((await download(null, first)).statusCode).toBe(401);

    const qualification = await storedUpload(t.database.db, huaxin.userId, "营业执照.pdf");
    expect((await call(tenderCalls.register, huaxin, { id, qualificationFileIds: [qualification] })).code).toBe(200);
    expect((await download(huaxin, first)).json().msg).toBe("报名审核通过后可下载招标文件，请等待招标人审核");
  });

  it("are downloaded by an approved bidder and the tenderer through a short-lived link, each download in the 操作日志 with the person", async () => {
    const detail = await call<{ bidders: { bidderId: number; businessName: string }[] }>(tenderCalls.tendererDetail, tenderer, { id });
    const bidderId = detail.data.bidders.find((b) => b.businessName.includes("华信"))?.bidderId ?? 0;
    expect((await call(tenderCalls.reviewRegistration, tenderer, { bidderId, approve: true })).code).toBe(200);
    expect((await call<{ documentRefusal: string | null }>(tenderCalls.myDetail, huaxin, { id })).data.documentRefusal).toBeNull();

    const first = documents[0] as Listed;
    for (const who of [huaxin, tenderer]) {
      const sent = await download(who, first.id);
      expect(sent.statusCode).toBe(303);
      const link = new URL(sent.headers.location ?? "", "http://localhost");
      expect(link.searchParams.get("name")).toBe(first.name);
      expect(link.searchParams.get("d")).toBe("attachment");
    }

    const log = await t.app.inject({ method: "GET", url: tenderDownloads.eventsCsv.path, query: { id: String(id) }, headers: tenderer.headers });
    const rows = log.rawPayload.toString("utf8").split("\r\n");
    const [person] = await t.database.db.select({ name: members.realName }).from(members).where(eq(members.id, huaxin.userId));
    const downloads = rows.filter((row) => row.includes(",下载招标文件,"));
    expect(downloads).toHaveLength(2);
    expect(downloads[0]).toContain(`,下载招标文件,投标人,长春华信钢结构工程有限公司,${person?.name ?? ""},`);
    expect(downloads[0]).toContain("《招标文件-净月二实验.pdf》（第1版 招标文件）");
    expect(downloads[1]).toContain(",下载招标文件,招标人,吉林宏远建设工程有限公司,");
  });

  it("grow by a 补遗's files as the next version; another member's upload is refused and nothing is written", async () => {
    const clarifications = await rowCount(t.database.db, tenderClarifications);
    const foreign = await storedUpload(t.database.db, huaxin.userId, "补充清单.pdf");
    const content = "补充工程量清单：增加室外管网部分，详见附件。";
    expect((await call(tenderCalls.clarify, tenderer, { id, content, substantive: true, fileIds: [foreign] })).msg).toBe("补遗文件无效，请重新上传");
    expect(await rowCount(t.database.db, tenderClarifications)).toBe(clarifications);

    const addendum = await storedUpload(t.database.db, tenderer.userId, "补充工程量清单.pdf");
    const issued = await call<{ id: number }>(tenderCalls.clarify, tenderer, { id, content, substantive: true, fileIds: [addendum] });
    expect(issued.code, issued.msg).toBe(200);
    const listed = await publicDocuments(id);
    expect(listed.at(-1)).toMatchObject({ name: "补充工程量清单.pdf", version: 2, versionLabel: "第2版 补遗文件", clarificationId: issued.data.id });
    expect(listed.slice(0, 2)).toEqual(documents);

    const log = await t.app.inject({ method: "GET", url: tenderDownloads.eventsCsv.path, query: { id: String(id) }, headers: tenderer.headers });
    expect(log.rawPayload.toString("utf8")).toContain("发布澄清，附补遗文件1个（第2版 补遗文件）");
  });

  it("of the bidders (资格文件) download through the same log: for the bidder itself and the tenderer, nobody else", async () => {
    const detail = await call<{ bidders: { businessName: string; qualificationFiles: { name: string; link: string }[] }[] }>(
      tenderCalls.tendererDetail,
      tenderer,
      { id },
    );
    const link = detail.data.bidders.find((b) => b.businessName.includes("华信"))?.qualificationFiles[0]?.link ?? "";
    expect(link).toMatch(/^\/api\/cidp-tender\/attachment\?id=\d+$/);
    const get = (who: LoggedIn) => t.app.inject({ method: "GET", url: link, headers: who.headers });
    expect((await get(tenderer)).statusCode).toBe(303);
    expect((await get(huaxin)).statusCode).toBe(303);
    expect((await get(dingsheng)).statusCode).toBe(404);
    const log = await t.app.inject({ method: "GET", url: tenderDownloads.eventsCsv.path, query: { id: String(id) }, headers: tenderer.headers });
    expect(log.rawPayload.toString("utf8")).toContain(",下载投标人文件,招标人,吉林宏远建设工程有限公司,");
    expect(log.rawPayload.toString("utf8")).toContain("《营业执照.pdf》（长春华信钢结构工程有限公司的资格文件）");
  });

  it("of an invited tender are not even acknowledged to a business outside it", async () => {
    const file = await storedUpload(t.database.db, tenderer.userId, "邀请招标文件.pdf");
    const invited = await call<{ id: number }>(tenderCalls.saveDraft, tenderer, draft({ mode: "invited", documentFileIds: [file] }));
    await call(tenderCalls.publish, tenderer, { id: invited.data.id });
    const [row] = await t.database.db.select().from(tenderDocuments).where(eq(tenderDocuments.tenderId, invited.data.id));
    expect((await download(huaxin, row?.id ?? 0)).statusCode).toBe(404);
    expect((await download(huaxin, 999_999)).statusCode).toBe(404);
  });
});
