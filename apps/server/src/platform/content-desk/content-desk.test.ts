import { readFileSync } from "node:fs";
import { type ContentFields, contentFieldsSchema, homeCalls, operatorCalls, searchCalls, sitemapCalls } from "@cidp/api-client/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useContentDesk } from "../../testing/content-staff.ts";
import { refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { articles } from "../cms/schema.ts";
import { auditLineOf } from "../operator/audit-lines.ts";
import { operatorMessages } from "../operator/operator-messages.ts";
import { operatorAudit } from "../operator/schema.ts";
import { drainSearchOutbox } from "../search/indexer.ts";
import { columnsOf } from "./content-fields.ts";
import { CONTENT_PICTURE_PATH } from "./content-pictures.ts";
import { contentEntries } from "./schema.ts";

// 内容管理 through the back office's calls: an editor writes, a second person approves, the article
// reaches the portal's list, search and sitemap at once or at its time, and leaves them when taken
// down; refusals on bad input, on the wrong role and on one's own submission.

let at = Date.parse("2026-11-26T02:00:00Z");
const now = () => new Date(at);

const desk = useContentDesk("cms", now);

/** A picture's address in a body (content-pictures.ts names them so). */
const PICTURE_URL = `${CONTENT_PICTURE_PATH}/00000000-0000-4000-8000-000000000000.png`;

const policy = (title: string, extra: Record<string, string> = {}) => ({
  channel: "policy" as const,
  title,
  summary: "",
  body: `<h2>总则</h2><p>为规范全省建筑市场秩序，制定本办法。</p><p><img src="${PICTURE_URL}" alt="示意图"></p>`,
  source: "吉林省住房和城乡建设厅",
  author: "",
  publishAt: "",
  unpublishAt: "",
  docNumber: "吉建管〔2026〕18号",
  issuingAuthority: "吉林省住房和城乡建设厅",
  effectiveDate: "2026-12-01",
  validity: "valid" as const,
  ...extra,
});
const news = (title: string, extra: Record<string, string> = {}) => ({
  ...policy(title),
  channel: "news" as const,
  docNumber: "",
  issuingAuthority: "",
  effectiveDate: "",
  validity: "" as const,
  ...extra,
});

const create = async (fields: ContentFields, who = desk.editor) => (await staffData(desk.t.app, operatorCalls.contentCreate, fields, who)).id;
const submit = (id: number, who = desk.editor) => staffCall(desk.t.app, operatorCalls.contentSubmit, { id }, who);
const decide = (id: number, who: StaffSession, decision: "approve" | "reject", reason = "") =>
  staffCall(desk.t.app, operatorCalls.reviewDecide, { kind: "content", id, decision, ...(reason ? { reason } : {}) }, who);
const entryOf = async (id: number) => (await desk.t.database.db.select().from(contentEntries).where(eq(contentEntries.id, id)))[0];
const articleTitled = async (title: string) => (await desk.t.database.db.select().from(articles).where(eq(articles.title, title)))[0];
const searchFinds = async (keyword: string) => {
  await drainSearchOutbox(desk.t.database.db);
  const answer = await desk.t.app.inject({ method: "GET", url: searchCalls.search.path, query: { keyword } });
  return (answer.json().data.records as { title: string }[]).map((record) => record.title.replace(/<[^>]+>/g, ""));
};
const sitemapIds = async (type: string) => {
  const answer = await desk.t.app.inject({ method: "GET", url: sitemapCalls.entries.path, query: { type } });
  return (answer.json().data.records as { id: number }[]).map((record) => record.id);
};
const runJobs = async () => desk.t.app.jobs.runDue({ now: now() });

describe("a piece from draft to the portal", () => {
  it("is written by an editor, approved by a reviewer, and reaches the policy list, search and the sitemap at once", async () => {
    const title = "吉林省建筑市场信用评价管理办法（2026年修订）";
    const id = await create(policy(title));
    expect((await entryOf(id))?.state).toBe("draft");
    expect(await articleTitled(title)).toBeUndefined();

    expect((await submit(id)).statusCode).toBe(200);
    const queue = await staffData(desk.t.app, operatorCalls.reviewQueue, undefined, desk.reviewer);
    expect(queue.entries.map((entry) => entry.title)).toContain(`【政策法规】${title}`);
    const subject = await staffData(desk.t.app, operatorCalls.reviewSubject, { kind: "content", id }, desk.reviewer);
    expect(subject.fields).toEqual(
      expect.arrayContaining([
        ["文号", "吉建管〔2026〕18号"],
        ["有效性", "现行有效"],
        ["定时发布", "审核通过后立即发布"],
      ]),
    );
    expect(subject.bodyHtml).toContain("<h2>总则</h2>");

    expect((await decide(id, desk.reviewer, "approve")).statusCode).toBe(200);
    const article = await articleTitled(title);
    expect(article).toMatchObject({
      category: "policy",
      docNumber: "吉建管〔2026〕18号",
      issuingAuthority: "吉林省住房和城乡建设厅",
      effectiveDate: "2026-12-01",
      validity: "valid",
    });
    expect(article?.summary).toBe("总则 为规范全省建筑市场秩序，制定本办法。");
    expect(article?.coverImg).toBe(PICTURE_URL);
    expect(await entryOf(id)).toMatchObject({ state: "published", articleId: article?.id });

    const list = await desk.t.app.inject({ method: "GET", url: homeCalls.articlePage.path, query: { category: "policy", current: "1", size: "10" } });
    expect((list.json().data.records as { title: string }[])[0]?.title).toBe(title);
    expect(await searchFinds("信用评价管理办法")).toContain(title);
    expect(await sitemapIds("policy")).toContain(article?.id);
    const detail = await staffData(desk.t.app, operatorCalls.contentDetail, { id }, desk.editor);
    expect(detail).toMatchObject({
      state: "published",
      stateLabel: "已发布",
      portalPath: `/default/news/news-detail?id=${article?.id}`,
      submitter: "编辑 小周",
      reviewer: "审核 小吴",
    });

    // Taken down: gone from the list, search and the sitemap.
    expect((await staffCall(desk.t.app, operatorCalls.contentUnpublish, { id }, desk.reviewer)).statusCode).toBe(200);
    expect(await articleTitled(title)).toBeUndefined();
    expect(await searchFinds("信用评价管理办法")).not.toContain(title);
    expect(await sitemapIds("policy")).not.toContain(article?.id);
    expect((await entryOf(id))?.state).toBe("withdrawn");
  });

  it("keeps the published text while a new version is written, and publishes the new one on approval", async () => {
    const title = "长春市2026年度优质结构工程名单公布";
    const id = await create(news(title));
    await submit(id);
    await decide(id, desk.reviewer, "approve");
    const published = await articleTitled(title);

    const detail = await staffData(desk.t.app, operatorCalls.contentDetail, { id }, desk.editor);
    const saved = await staffData(
      desk.t.app,
      operatorCalls.contentSave,
      { id, ...news(title, { summary: "新增3项工程" }), version: detail.version },
      desk.editor,
    );
    expect(saved.version).toBe(detail.version + 1);
    expect((await entryOf(id))?.state).toBe("draft");
    expect((await articleTitled(title))?.summary).toBe(published?.summary);

    // A save over a newer version than the one the editor started from is refused.
    const stale = await staffCall(desk.t.app, operatorCalls.contentSave, { id, ...news(title), version: detail.version }, desk.editor);
    expect(refusalOf(stale)).toEqual({ status: 409, msg: "稿件已被他人修改，请刷新后在最新版本上修改" });

    await submit(id);
    await decide(id, desk.reviewer, "approve");
    expect(await articleTitled(title)).toMatchObject({ id: published?.id, summary: "新增3项工程" });

    // A version restored is a new draft with the old fields.
    const versions = (await staffData(desk.t.app, operatorCalls.contentDetail, { id }, desk.editor)).versions;
    const first = versions.at(-1);
    const restored = await staffData(desk.t.app, operatorCalls.contentRestore, { id, versionId: first?.id ?? 0 }, desk.editor);
    expect(restored.version).toBe(saved.version + 1);
    expect(await entryOf(id)).toMatchObject({ state: "draft", summary: "" });
  });

  it("publishes a knowledge-base article where the knowledge base shows it", async () => {
    const title = "建设工程施工合同示范文本使用要点";
    const id = await create({ ...news(title), channel: "knowledge" });
    await submit(id);
    await decide(id, desk.reviewer, "approve");
    const article = await articleTitled(title);
    expect(article?.category).toBe("knowledge");
    expect((await staffData(desk.t.app, operatorCalls.contentDetail, { id }, desk.editor)).portalPath).toBe(
      `/default/knowledge-base/knowledge-details?id=${article?.id}`,
    );
    expect(await sitemapIds("knowledge")).toContain(article?.id);
  });

  it("adopts a seeded article once, so it can be edited or taken down", async () => {
    const [seeded] = await desk.t.database.db.select().from(articles).where(eq(articles.category, "news")).limit(1);
    const one = await staffData(desk.t.app, operatorCalls.contentAdopt, { id: seeded?.id ?? 0 }, desk.editor);
    const again = await staffData(desk.t.app, operatorCalls.contentAdopt, { id: seeded?.id ?? 0 }, desk.editor);
    expect(again.id).toBe(one.id);
    expect(await entryOf(one.id)).toMatchObject({ state: "published", title: seeded?.title, articleId: seeded?.id });
    const listed = await staffData(desk.t.app, operatorCalls.contentArticles, { channel: "news", keyword: seeded?.title ?? "", page: 1 }, desk.reviewer);
    expect(listed.articles[0]).toMatchObject({ id: seeded?.id, entryId: one.id });
  });
});

describe("refusals", () => {
  it("refuses a policy without its metadata, on each field, and writes nothing", async () => {
    const before = (await desk.t.database.db.select().from(contentEntries)).length;
    const refused = await staffCall(
      desk.t.app,
      operatorCalls.contentCreate,
      policy("缺少元数据的政策", { issuingAuthority: "", effectiveDate: "", validity: "" }) as never,
      desk.editor,
    );
    expect(refusalOf(refused).status).toBe(400);
    expect(refusalOf(refused).msg).toContain("请输入发文机关");
    // The back office's form shows every field's message at once, from the same schema.
    const issues = contentFieldsSchema.safeParse(policy("缺少元数据的政策", { issuingAuthority: "", effectiveDate: "", validity: "" })).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["issuingAuthority", "请输入发文机关"],
      ["effectiveDate", "请输入生效日期"],
      ["validity", "请选择有效性"],
    ]);
    const empty = await staffCall(desk.t.app, operatorCalls.contentCreate, news("没有正文的新闻", { body: "<p> </p>" }), desk.editor);
    expect(refusalOf(empty)).toEqual({ status: 400, msg: "请输入正文" });
    const late = await staffCall(
      desk.t.app,
      operatorCalls.contentCreate,
      news("下架早于发布", { publishAt: "2026-12-02 09:00", unpublishAt: "2026-12-01 09:00" }),
      desk.editor,
    );
    expect(late.body).toContain("定时下架时间应晚于定时发布时间");
    expect((await desk.t.database.db.select().from(contentEntries)).length).toBe(before);
  });

  it("never lets anyone approve their own submission, 管理员 included", async () => {
    const id = await create(news("管理员自己提交的稿件"), desk.admin);
    await submit(id, desk.admin);
    expect(refusalOf(await decide(id, desk.admin, "approve"))).toEqual({ status: 409, msg: "不能审核自己提交的稿件，请由另一位审核人员审核" });
    expect((await entryOf(id))?.state).toBe("pending");
    expect((await decide(id, desk.reviewer, "approve")).statusCode).toBe(200);
  });

  it("keeps each role to its keys: an editor cannot approve or take down, a reviewer cannot write, 客服 cannot open content", async () => {
    const id = await create(news("角色权限检查稿件"));
    await submit(id);
    expect((await decide(id, desk.editor, "approve")).statusCode).toBe(403);
    expect((await staffCall(desk.t.app, operatorCalls.contentCreate, news("审核员写的稿件"), desk.reviewer)).statusCode).toBe(403);
    expect((await staffCall(desk.t.app, operatorCalls.contentUnpublish, { id }, desk.editor)).statusCode).toBe(403);
    for (const call of [operatorCalls.contentList, operatorCalls.contentArticles]) {
      expect(refusalOf(await staffCall(desk.t.app, call, {} as never, desk.agent))).toEqual({
        status: 403,
        msg: operatorMessages.forbidden("内容查阅（稿件与已发布文章）"),
      });
    }
    expect((await staffCall(desk.t.app, operatorCalls.contentDetail, { id }, desk.agent)).statusCode).toBe(403);
  });

  it("refuses to submit a piece whose title another article holds, and a second submission", async () => {
    const [seeded] = await desk.t.database.db.select().from(articles).where(eq(articles.category, "industry")).limit(1);
    const id = await create(news(seeded?.title ?? ""));
    expect(refusalOf(await submit(id))).toEqual({ status: 409, msg: "已有同名文章，请修改标题" });
    const other = await create(news("重复提交的稿件"));
    await submit(other);
    expect(refusalOf(await submit(other))).toEqual({ status: 409, msg: "只有草稿或被驳回的稿件可以提交审核" });
    expect(refusalOf(await staffCall(desk.t.app, operatorCalls.contentSave, { id: other, ...news("重复提交的稿件"), version: 1 }, desk.editor)).status).toBe(
      409,
    );
  });

  it("sends a rejected piece back to its editor with the reason", async () => {
    const id = await create(news("需要修改的稿件"));
    await submit(id);
    expect((await decide(id, desk.reviewer, "reject", "数据来源未注明")).statusCode).toBe(200);
    expect(await staffData(desk.t.app, operatorCalls.contentDetail, { id }, desk.editor)).toMatchObject({ state: "rejected", rejectReason: "数据来源未注明" });
  });

  it("writes every change to the audit log", async () => {
    const actions = (await desk.t.database.db.select().from(operatorAudit).where(eq(operatorAudit.subjectKind, "content"))).map((line) => line.action);
    expect(new Set(actions)).toEqual(
      new Set([
        "content.created",
        "content.submitted",
        "review.approve",
        "review.reject",
        "content.unpublished",
        "content.saved",
        "content.restored",
        "content.adopted",
      ]),
    );
  });
});

describe("pictures of bodies", () => {
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

  it("are stored and served to everyone at a lasting address, which the body keeps", async () => {
    const { url } = await staffData(desk.t.app, operatorCalls.contentPictureUpload, { fileName: "示意图.png", data: png.toString("base64") }, desk.editor);
    expect(url).toMatch(/^\/api\/cidp-media\/content\/[0-9a-f-]{36}\.png$/);
    const served = await desk.t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(columnsOf(news("配图", { body: `<p><img src="${url}" alt="图"></p>` })).body).toContain(url);
    expect((await desk.t.app.inject({ method: "GET", url: url.replace(/\.png$/, ".jpg") })).statusCode).toBe(404);
  });

  it.each([
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString("base64"),
      400,
      "只能插入JPG、PNG或WEBP格式的图片",
    ],
    ["text that is not base64", "不是图片!!", 400, "图片数据无效，请重新选择图片"],
    ["a picture over 3 MB", Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]).toString("base64"), 400, "图片不能超过3MB"],
  ])("refuse %s", async (_, data, status, message) => {
    const refused = await staffCall(desk.t.app, operatorCalls.contentPictureUpload, { fileName: "x.png", data }, desk.editor);
    expect(refused.statusCode).toBe(status);
    expect(refused.body).toContain(message);
  });

  it("go through the upload engine as the editor's own resource, which no other staff account confirms", async () => {
    const claim = { fileName: "现场.png", extName: "png", fileSize: png.length, hashcode: "0123456789abcdef0123456789abcdef" };
    const registration = await staffData(desk.t.app, operatorCalls.contentPictureRegister, claim, desk.editor);
    expect(registration).toMatchObject({ existed: 0, fileMd5: claim.hashcode });
    expect(registration.accessToken).not.toBe("");
    // Another staff account's confirmation finds nothing (before any storage is read).
    const foreign = await staffCall(desk.t.app, operatorCalls.contentPictureConfirm, { id: Number(registration.resourceId) }, desk.admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain("文件不存在");
    // Only content.edit registers; an SVG or a picture over 3 MB is refused before any upload.
    expect((await staffCall(desk.t.app, operatorCalls.contentPictureRegister, claim, desk.agent)).statusCode).toBe(403);
    const svg = await staffCall(desk.t.app, operatorCalls.contentPictureRegister, { ...claim, fileName: "图.svg", extName: "svg" }, desk.editor);
    expect(svg.statusCode).toBe(400);
    expect(svg.body).toContain("只能插入JPG、PNG或WEBP格式的图片");
    const large = await staffCall(desk.t.app, operatorCalls.contentPictureRegister, { ...claim, fileSize: 3 * 1024 * 1024 + 1 }, desk.editor);
    expect(large.statusCode).toBe(413);
  });
});

describe("the editor's output", () => {
  /** What no tag of the output may hold: script, frames, styles, event handlers, script URLs, foreign images. */
  const dangerous = (html: string) =>
    (html.match(/<[^>]+>/g) ?? []).filter(
      (tag) =>
        /^<\/?(script|iframe|object|embed|style|svg|math|form|input|link|meta|base)\b/i.test(tag) ||
        /\s(on\w+|style|srcdoc|formaction)\s*=/i.test(tag) ||
        /\s(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i.test(tag) ||
        (/^<img\b/i.test(tag) && !/\ssrc="\/api\/cidp-/.test(tag)),
    );

  it("keeps nothing dangerous of any payload of the XSS corpus, whatever the page sent", () => {
    // The shared corpora sit beside the repository (../shared).
    const payloads = readFileSync(new URL("../../../../../../shared/corpora/xss-payloads.txt", import.meta.url), "utf8")
      .split("\n")
      .filter(Boolean);
    expect(payloads.length).toBeGreaterThan(6000);
    const failures = payloads.flatMap((payload) => {
      const found = dangerous(columnsOf(news("x", { body: `<p>${payload}</p>` })).body);
      return found.length > 0 ? [`${payload} → ${found.join(", ")}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it("stores a hostile body reduced through the call, and the portal's article with it", async () => {
    const title = "含有恶意代码的稿件";
    const id = await create(
      news(title, { body: '<p onclick="steal()">正文<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a></p>' }),
    );
    expect((await entryOf(id))?.body).toBe('<p>正文<a rel="noopener noreferrer">链接</a></p>');
  });
});

// Last: it moves the clock by days, past the staff sessions' lifetime.
describe("set times", () => {
  it("appears at its set time and leaves at its take-down time, through the job runner", async () => {
    const title = "全省住建系统冬季施工安全专项检查通知";
    const publishAt = new Date(at + 2 * 3_600_000);
    const minute = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
    const id = await create(news(title, { publishAt: minute(publishAt), unpublishAt: minute(new Date(publishAt.getTime() + 86_400_000)) }));
    await submit(id);
    expect((await decide(id, desk.reviewer, "approve")).statusCode).toBe(200);
    expect((await entryOf(id))?.state).toBe("scheduled");
    await runJobs();
    expect(await articleTitled(title)).toBeUndefined();

    at = publishAt.getTime() + 1_000;
    await runJobs();
    expect(await articleTitled(title)).toMatchObject({ category: "news" });
    expect((await entryOf(id))?.state).toBe("published");

    at += 86_400_000;
    await runJobs();
    expect(await articleTitled(title)).toBeUndefined();
    expect((await entryOf(id))?.state).toBe("withdrawn");

    // Both set times left their line, the platform itself as who acted, as the audit page shows it.
    const lines = await desk.t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.subjectKind, "content"), eq(operatorAudit.subjectId, id), isNull(operatorAudit.operatorId)))
      .orderBy(asc(operatorAudit.id));
    expect(lines.map((line) => line.action)).toEqual(["content.published-on-schedule", "content.unpublished-on-schedule"]);
    expect(lines.map((entry) => auditLineOf({ entry, operator: null }, { content: "稿件" }))).toMatchObject([
      { operator: "系统（定时任务）", action: "定时发布稿件", subject: `稿件 #${id}`, detail: title },
      { operator: "系统（定时任务）", action: "定时下架稿件", subject: `稿件 #${id}`, detail: title },
    ]);
  });
});
