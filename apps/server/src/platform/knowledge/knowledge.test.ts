import { knowledgeCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paragraphsOf } from "../../http/rich-text.ts";
import { whileInsertsRefused } from "../../testing/refused-inserts.ts";
import { contractCalls, dataOf, expectFailure, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { articles } from "../cms/schema.ts";
import { notices } from "../notice/schema.ts";
import { createKnowledgeReview } from "./review.ts";
import { knowledgeSubmissions } from "./schema.ts";

let t: TestApp;
let author: LoggedIn;
let other: LoggedIn;

const body = "冬期施工时，混凝土入模温度不应低于5℃。\n\n养护应采用覆盖保温，并测温记录；拆模时混凝土表面与环境温差不应大于20℃。<script>alert(1)</script>";
const { call } = contractCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  author = await login(t, "13900000102");
  other = await login(t, "13800000002");
});
afterAll(() => t.close());

describe("knowledge submissions", () => {
  it("keeps paragraphs and escapes markup the author typed", () => {
    expect(paragraphsOf("第一段\n第二行\n\n第二段 <b>x</b>")).toBe("<p>第一段<br />第二行</p><p>第二段 &lt;b&gt;x&lt;/b&gt;</p>");
  });

  it("refuses a short title or body and writes nothing", async () => {
    const before = await rowCount(t.database.db, knowledgeSubmissions);
    expectFailure(await call(knowledgeCalls.submit, author, { title: "短", body }), 400, /标题至少5个字/);
    expectFailure(await call(knowledgeCalls.submit, author, { title: "冬期施工混凝土养护", body: "太短" }), 400, /正文至少50个字/);
    expect(await rowCount(t.database.db, knowledgeSubmissions)).toBe(before);
  });

  it("waits for review; publishing makes it a knowledge article and tells the author", async () => {
    const { id } = dataOf<{ id: number }>(
      await call(knowledgeCalls.submit, author, { title: "冬期施工混凝土测温与拆模要点", summary: "测温、保温与拆模温差", body }),
    );
    expect(dataOf<{ state: string }[]>(await call(knowledgeCalls.mine, author))[0]).toMatchObject({ id, state: "pending", articleId: null });
    expect(dataOf<unknown[]>(await call(knowledgeCalls.mine, other))).toEqual([]);
    const review = createKnowledgeReview(t.database.db);
    expect((await review.queue()).entries.map((e) => e.id)).toContain(id);
    const subject = await review.subject("knowledge", id);
    expect(subject?.bodyHtml).toContain("&lt;script&gt;");
    expect(await review.decide("knowledge", id, 1, { approve: true })).toBe(true);
    expect(await review.decide("knowledge", id, 1, { approve: true })).toBe(false);
    const [mine] = dataOf<{ state: string; articleId: number }[]>(await call(knowledgeCalls.mine, author));
    expect(mine).toMatchObject({ state: "published" });
    const [article] = await t.database.db
      .select()
      .from(articles)
      .where(eq(articles.id, mine?.articleId ?? 0));
    expect(article).toMatchObject({ category: "knowledge", title: "冬期施工混凝土测温与拆模要点", source: "吉林宏远建设工程有限公司", author: "赵春燕" });
    expect(article?.content).not.toContain("<script>");
    const told = await t.database.db.select().from(notices).where(eq(notices.memberId, author.userId));
    expect(told.some((n) => n.title === "知识库投稿已发布" && n.jumpUrl.includes(`id=${article?.id}`))).toBe(true);
  });

  it("publishes, links and tells the author in one go: a notice that cannot be written leaves the submission waiting", async () => {
    const title = "大体积混凝土温控与养护要点";
    const { id } = dataOf<{ id: number }>(await call(knowledgeCalls.submit, author, { title, body }));
    const [articlesBefore, noticesBefore] = [await rowCount(t.database.db, articles), await rowCount(t.database.db, notices)];
    const review = createKnowledgeReview(t.database.db);
    await expect(whileInsertsRefused(t.database.db, "notice", () => review.decide("knowledge", id, 1, { approve: true }))).rejects.toThrow();
    const [waiting] = await t.database.db.select().from(knowledgeSubmissions).where(eq(knowledgeSubmissions.id, id));
    expect(waiting).toMatchObject({ state: "pending", articleId: null, reviewedAt: null });
    expect([await rowCount(t.database.db, articles), await rowCount(t.database.db, notices)]).toEqual([articlesBefore, noticesBefore]);
    expect(await review.decide("knowledge", id, 1, { approve: true })).toBe(true);
    const [published] = await t.database.db.select().from(knowledgeSubmissions).where(eq(knowledgeSubmissions.id, id));
    expect(published).toMatchObject({ state: "published", reviewedBy: 1 });
    const [article] = await t.database.db
      .select()
      .from(articles)
      .where(eq(articles.id, published?.articleId ?? 0));
    expect(article?.title).toBe(title);
    expect(await rowCount(t.database.db, notices)).toBe(noticesBefore + 1);
  });

  it("a title an article already has keeps the submission's number", async () => {
    const title = "冬期施工混凝土测温与拆模要点";
    const { id } = dataOf<{ id: number }>(await call(knowledgeCalls.submit, author, { title, body }));
    expect(await createKnowledgeReview(t.database.db).decide("knowledge", id, 1, { approve: true })).toBe(true);
    const [row] = await t.database.db
      .select({ title: articles.title })
      .from(knowledgeSubmissions)
      .innerJoin(articles, eq(articles.id, knowledgeSubmissions.articleId))
      .where(eq(knowledgeSubmissions.id, id));
    expect(row?.title).toBe(`${title}（投稿${id}）`);
  });

  it("a refusal carries its reason; five a day at most", async () => {
    const { id } = dataOf<{ id: number }>(await call(knowledgeCalls.submit, other, { title: "钢筋集中采购询价单填写示例", body }));
    expect(await createKnowledgeReview(t.database.db).decide("knowledge", id, 1, { approve: false, reason: "与已有文章重复" })).toBe(true);
    expect(dataOf<{ state: string; rejectReason: string }[]>(await call(knowledgeCalls.mine, other))[0]).toMatchObject({
      state: "rejected",
      rejectReason: "与已有文章重复",
    });
    for (let i = 0; i < 4; i += 1) await call(knowledgeCalls.submit, other, { title: `投稿限额测试第${i + 1}篇文章`, body });
    expectFailure(await call(knowledgeCalls.submit, other, { title: "投稿限额测试第六篇文章", body }), 429, /每天最多投稿5篇/);
  });
});
